/** The items area's words: what its screens and notifications say to members. */
import { ITEM_DESCRIPTION_MAX, ITEM_LOCATION_MAX, ITEM_NAME_MAX } from '../limits.ts';

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
