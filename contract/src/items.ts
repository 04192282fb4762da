/**
 * Items: the add and edit payloads, the answers, the shared form rules and every
 * message of the item screens and the image uploader, so that the web app's checks and the
 * server's checks can never disagree.
 */
import { type Static, Type } from 'typebox';
import { body, EncodedPhoto, envelope, ID_MAX, Id, Text } from './envelope.ts';
import type { FieldError } from './errors.ts';
import {
  DESCRIPTION_MIN,
  ITEM_DESCRIPTION_MAX,
  ITEM_LOCATION_MAX,
  ITEM_NAME_MAX,
  PHOTOS_MAX,
  PHOTOS_MIN,
  PINT_LEVEL_MAX,
} from './limits.ts';
import { UserItem } from './users.ts';
import { itemMessages } from './words/items.ts';

export const PintLevel = { Off: 0, Friends: 1, FriendsOfFriends: 2 } as const;

/**
 * Loose caps on the lists so that a huge body is refused by the schema; the counts the
 * specification names (1 to 6) are checked by checkItemForm, which answers its messages.
 */
const PHOTO_LIST_MAX = PHOTOS_MAX * 3;

const ItemTextFields = {
  Name: Text({ maxLength: ITEM_NAME_MAX * 2 }),
  Description: Text({ maxLength: ITEM_DESCRIPTION_MAX * 2 }),
  Location: Text({ maxLength: ITEM_LOCATION_MAX * 2 }),
};

const ItemCategoryFields = {
  CategoryID: Type.Integer({ minimum: 0, maximum: ID_MAX }),
  SubcategoryID: Type.Integer({ minimum: 0, maximum: ID_MAX }),
  SubcategoryItemID: Type.Integer({ minimum: 0, maximum: ID_MAX }),
  CategoryPath: Type.Optional(Text({ maxLength: 40 })),
};

const ItemReachFields = {
  Pint: Type.Integer({ minimum: 0, maximum: PINT_LEVEL_MAX }),
  Charity: Type.Boolean(),
};

const EncodedPhotos = Type.Array(EncodedPhoto, { maxItems: PHOTO_LIST_MAX });

/** POST /item */
export const CreateItemBody = body({
  ...ItemTextFields,
  ...ItemCategoryFields,
  ...ItemReachFields,
  EncodedPhotos,
});
export type CreateItemBody = Static<typeof CreateItemBody>;

/**
 * PUT /items/{id}: PhotoIDs are the photos kept (in their new order), EncodedPhotos the new ones,
 * shown after the kept ones. The category may be sent back unchanged but not changed.
 */
export const UpdateItemBody = body({
  Name: Type.Optional(ItemTextFields.Name),
  Description: Type.Optional(ItemTextFields.Description),
  Location: ItemTextFields.Location,
  CategoryID: Type.Optional(ItemCategoryFields.CategoryID),
  SubcategoryID: Type.Optional(ItemCategoryFields.SubcategoryID),
  SubcategoryItemID: Type.Optional(ItemCategoryFields.SubcategoryItemID),
  CategoryPath: ItemCategoryFields.CategoryPath,
  ...ItemReachFields,
  PhotoIDs: Type.Array(Id, { maxItems: PHOTO_LIST_MAX }),
  EncodedPhotos,
});
export type UpdateItemBody = Static<typeof UpdateItemBody>;

export const ItemAnswer = envelope({ Item: UserItem });
export type ItemAnswer = Static<typeof ItemAnswer>;

export interface ItemFormInput {
  Name: string;
  Description: string;
  Location: string;
  /** "categoryId-subcategoryId-itemId", or '' when none is picked. */
  CategoryPath: string;
  Pint: number;
  PhotoCount: number;
}

/** The item form's rules, field by field, with the specification's messages. */
export function checkItemForm(input: ItemFormInput, mode: 'add' | 'edit'): FieldError[] {
  const problems: FieldError[] = [];
  const name = input.Name.trim();
  const description = input.Description.trim();
  const location = input.Location.trim();
  if (!name)
    problems.push({ Field: 'Name', Message: mode === 'add' ? itemMessages.titleRequired : itemMessages.nameRequired });
  else if (name.length > ITEM_NAME_MAX) problems.push({ Field: 'Name', Message: itemMessages.nameTooLong });
  if (!description) problems.push({ Field: 'Description', Message: itemMessages.descriptionRequired });
  else if (description.length < DESCRIPTION_MIN)
    problems.push({ Field: 'Description', Message: itemMessages.descriptionTooShort });
  else if (description.length > ITEM_DESCRIPTION_MAX)
    problems.push({ Field: 'Description', Message: itemMessages.descriptionTooLong });
  if (!location) problems.push({ Field: 'Location', Message: itemMessages.locationRequired });
  else if (location.length > ITEM_LOCATION_MAX)
    problems.push({ Field: 'Location', Message: itemMessages.locationTooLong });
  if (!input.CategoryPath) problems.push({ Field: 'CategoryPath', Message: itemMessages.categoryRequired });
  if (!Number.isInteger(input.Pint) || input.Pint < 0 || input.Pint > PINT_LEVEL_MAX)
    problems.push({ Field: 'Pint', Message: itemMessages.pintRange });
  if (input.PhotoCount < PHOTOS_MIN)
    problems.push({
      Field: 'Photos',
      Message: mode === 'add' ? itemMessages.photosRequired : itemMessages.editPhotosRequired,
    });
  else if (input.PhotoCount > PHOTOS_MAX)
    problems.push({ Field: 'Photos', Message: mode === 'add' ? itemMessages.photosMax : itemMessages.editPhotosMax });
  return problems;
}
