/**
 * The values of the add and edit item form, named as the contract and the server's field errors
 * name them, and how a refused add or edit lands on them.
 */
import { ErrorCode, itemMessages, PintLevel } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';
import { type FieldMessages, serverFieldMessages } from '@/lib/use-form-state.ts';
import type { UploaderPhoto } from '../components/image-uploader.tsx';

export interface ItemFormValues {
  Photos: UploaderPhoto[];
  Name: string;
  Description: string;
  Location: string;
  /** "categoryId-subcategoryId-itemId", or '' while none is picked. */
  CategoryPath: string;
  /** 0 off, 1 Friends, 2 Friends of Friends. */
  Pint: number;
  Charity: boolean;
}

export type ItemField = 'Photos' | 'Name' | 'Description' | 'Location' | 'CategoryPath' | 'Pint';
export type ItemFieldErrors = FieldMessages<ItemField>;

/** Screen order, so that the first invalid field is the first one the user meets. */
export const ITEM_FIELD_ORDER: readonly ItemField[] = [
  'Photos',
  'Name',
  'Description',
  'Location',
  'CategoryPath',
  'Pint',
];

export const itemFieldIds: Record<ItemField, string> = {
  Photos: 'item-photos',
  Name: 'item-name',
  Description: 'item-description',
  Location: 'item-location',
  CategoryPath: 'item-category',
  Pint: 'item-pint',
};

export const emptyItemForm: ItemFormValues = {
  Photos: [],
  Name: '',
  Description: '',
  Location: '',
  CategoryPath: '',
  Pint: PintLevel.Off,
  Charity: false,
};

/** The ItemField a server field error belongs to ("EncodedPhotos/2" is a photo, "CategoryID" the category). */
export function itemFieldOf(serverField: string): ItemField | null {
  const root = serverField.split('/')[0] ?? '';
  if (['Photos', 'PhotoIDs', 'EncodedPhotos'].includes(root)) return 'Photos';
  if (['CategoryPath', 'CategoryID', 'SubcategoryID', 'SubcategoryItemID'].includes(root)) return 'CategoryPath';
  if (root === 'Name' || root === 'Description' || root === 'Location' || root === 'Pint') return root;
  return null;
}

const IMAGE_CODES: readonly string[] = [
  ErrorCode.IMAGE_TOO_LARGE,
  ErrorCode.IMAGE_TYPE_NOT_SUPPORTED,
  ErrorCode.IMAGE_PROCESSING_FAILED,
];

/** What to say under the photos when the server refused one of them. */
function imageProblem(error: ApiError, photos: readonly UploaderPhoto[], mode: 'add' | 'edit'): string {
  if (error.code === ErrorCode.IMAGE_TYPE_NOT_SUPPORTED) return itemMessages.formTypeNotSupported;
  if (error.code === ErrorCode.IMAGE_PROCESSING_FAILED)
    return mode === 'add' ? itemMessages.someImagesFailed : itemMessages.processingFailed;
  // "EncodedPhotos/i" points at the i-th new photo, whose name the user knows.
  const newPhotos = photos.filter((photo) => photo.kind === 'new');
  const named = error.fieldErrors.flatMap((problem) => {
    const index = /^EncodedPhotos\/(\d+)$/.exec(problem.Field)?.[1];
    const photo = index === undefined ? undefined : newPhotos[Number(index)];
    return photo ? [{ name: photo.name, message: problem.Message }] : [];
  });
  // The server's own sentence when it has one (the pixel limit); the catalogue's with the names otherwise.
  const own = named.find((problem) => !problem.message.includes('{names}'))?.message;
  const names = named.length > 0 ? named.map((problem) => problem.name) : newPhotos.map((photo) => photo.name);
  return `${itemMessages.someImagesFailed} ${own ?? itemMessages.filesTooLarge(names)}`;
}

/**
 * The field messages in a refused add or edit: the server's checks (VALIDATION_ERROR) and refused
 * photos. Null when the refusal is about something else, which the page reports itself.
 */
export function serverFieldErrors(
  error: unknown,
  photos: readonly UploaderPhoto[],
  mode: 'add' | 'edit',
): ItemFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (IMAGE_CODES.includes(error.code)) return { Photos: imageProblem(error, photos, mode) };
  if (error.code !== ErrorCode.VALIDATION_ERROR) return null;
  const errors = serverFieldMessages(error, itemFieldOf);
  return Object.keys(errors).length > 0 ? errors : null;
}
