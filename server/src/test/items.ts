/** The body of a new listing, shared by the browser journeys' setup (e2e) and the benchmarks that list through the API. */
import type { CreateItemBody } from '@swapsies/contract';

/** POST /item for `name` in the category path "a-b-c", with one photo (base64), in Lewisham. */
export function newItemBody(name: string, categoryPath: string, photoBase64: string): CreateItemBody {
  const [CategoryID, SubcategoryID, SubcategoryItemID] = categoryPath.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return {
    Name: name,
    Description: `A well-loved ${name.toLowerCase()}, ready for a new home.`,
    Location: 'Lewisham, London',
    CategoryID,
    SubcategoryID,
    SubcategoryItemID,
    Pint: 0,
    Charity: false,
    EncodedPhotos: [photoBase64],
  };
}
