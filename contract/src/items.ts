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

export const PintLevel = { Off: 0, Friends: 1, FriendsOfFriends: 2 } as const;

export const itemMessages = {
  // The item add form's rules
  titleRequired: 'Title is a must!',
  descriptionRequired: 'Description is a must!',
  descriptionTooShort: 'Description should be at least 10 characters',
  locationRequired: 'Swap location is a must!',
  categoryRequired: "Forgot to select item's category, mate.",
  photosRequired: 'At least one image, please.',
  // The item edit form's rules
  nameRequired: 'Item name is required',
  editPhotosRequired: 'Please upload at least one image',
  // Images, on the forms and the uploader
  photosMax: 'Max 6 images, mate.',
  editPhotosMax: 'You can upload 6 images max',
  photosHint: 'Upload 1-6 photos',
  tooManySelected: (remaining: number, max: number) =>
    `Too many images selected. You can upload ${remaining} more image(s) (maximum ${max} total).`,
  filesTooLarge: (names: readonly string[]) => `File(s) too large: ${names.join(', ')}. Maximum size is 10MB.`,
  uploaderTypeNotSupported: 'Filetype not supported. Please use JPG, PNG, or HEIC images.',
  formTypeNotSupported: 'Only JPG and PNG images are allowed.',
  uploaderProcessingFailed: 'Error processing images. Please try again.',
  processingFailed: 'Failed to process images. Please try again.',
  // limits we chose (every text length is capped: limits.ts)
  nameTooLong: `Title should be at most ${ITEM_NAME_MAX} characters`,
  descriptionTooLong: `Description should be at most ${ITEM_DESCRIPTION_MAX} characters`,
  locationTooLong: `Swap location should be at most ${ITEM_LOCATION_MAX} characters`,
  pintRange: 'Pint level must be 0, 1 or 2',
  categoryUnknown: 'This category does not exist. Please pick another.',
  categoryReadOnly: 'Please re-add the item if you want to change this.',
  photoNotFound: 'One of the kept photos does not belong to this item.',
  // The error catalogue: items
  committedEdit:
    'This item is currently committed in an active exchange. Please wait until the commitment expires or is completed before editing.',
  committedDelete:
    'This item is currently committed in an active exchange. Please wait until the commitment expires or is completed before deleting.',
  committedEditPage: "You can't edit a committed item. The item is currently reserved for an exchange.",
  // ours: CHANGES_PENDING on edit and delete, also shown on the card and the edit page
  pendingChangesEdit: 'This item has changes waiting for review. You can edit it again once they are reviewed.',
  pendingChangesDelete: 'This item has changes waiting for review. You can delete it once they are reviewed.',
  pendingChangesCard: 'This item has changes waiting for review. You can edit or delete it once they are reviewed.',
  // Any photo that can no longer be shown
  imageUnavailable: 'Image no longer available',
  notFound: 'Item not found. Make sure you are trying to edit your own item.',
  addFailed: 'Failed to add item. Please try again.',
  addFailedLater: 'Failed to add your item. Please try again later.',
  // ours: the add form restored from its draft (after a session ended, or a reload)
  draftRestored: 'We kept what you wrote. Please add the photos again.',
  someImagesFailed: 'Some images failed to process. Please try uploading them again.',
  loadItemFailed: 'Failed to load item. Please refresh and try again.',
  updateFailed: 'Failed to update item. Please try again.',
  deleteFailed: 'Failed to delete item',
  deleteFailedRetry: 'Unable to delete item. Please try again.',
  loadItemsFailed: 'Failed to load items',
  loadItemsFailedLater: 'We cannot load your items now. Please try in a few.',
  // The success dialogs
  addedTitle: 'Game on!',
  addedText: 'The item will now be offered for swapping. Stay put!',
  pendingTitle: "Item's pending approval!",
  pendingText: "Your item has been submitted and will be reviewed shortly. You'll be able to swap it soon.",
  updatedTitle: 'Item Updated Successfully!',
  changesPendingText: 'Your changes will be reviewed shortly. Until then the item stays as it was.',
} as const;

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
