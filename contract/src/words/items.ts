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

/** The words of the items screens: the item form, its photos, and the pages around it. */
export const itemScreenWords = {
  // The photos of an item
  photos: 'Photos',
  photoFormats: 'JPG, PNG or HEIC, up to 10MB each',
  photosChosen: (label: string) => `${label} chosen`,
  photoPreview: (position: number) => `Preview ${position}`,
  removePhoto: (position: number) => `Remove photo ${position}`,
  dropPhotos: 'Drag and drop photos here, or',
  /** Where there is no mouse to drag with (a phone, a tablet). */
  pickPhotosTouch: 'Take photos or pick them from your gallery.',
  choosePhotos: 'Choose photos',
  processingPhotos: 'Processing photos…',
  // The item form
  title: 'Title',
  description: 'Description',
  swapLocation: 'Swap location',
  swapLocationHint: 'A safe public place where you would like to meet.',
  category: 'Category',
  charityOffer: 'Offer to charities I follow',
  uploading: 'Uploading your item',
  cancel: 'Cancel',
  pintMode: 'Pint mode',
  pintHint: 'Give it free to friends, or friends of friends, for a pint.',
  pintWho: 'Who can have it for a pint',
  // Edit mode: what cannot change
  itemDetails: 'Item details',
  itemName: 'Item name',
  // The add page
  addTitle: 'Add Something For Swapping or Rehoming',
  close: 'Close',
  loadingCategories: 'Loading categories',
  addItem: 'Add Item',
  adding: 'Adding...',
  goToYourStuff: 'Go to Your stuff',
  addAnother: 'Add Another Item',
  // The edit page
  editTitle: 'Never Too Late To Update',
  loadingItem: 'Loading your item',
  update: 'Update',
  updating: 'Updating...',
  backToYourStuff: 'Back to Your stuff',
  // "Your stuff" and its cards
  headline: "Drop It, Don't Hold It",
  yourStuff: 'Your stuff',
  lead: 'Add and manage your items',
  yourItems: 'Your items',
  loadingItems: 'Loading your items',
  addFirst: 'Add Your First Item',
  newItem: 'New Item',
  retry: 'Retry',
  retrying: 'Retrying...',
  deletedTitle: 'Item deleted',
  deleted: (name: string) => `“${name}” has been deleted.`,
  status: 'Status',
  edit: 'Edit',
  delete: 'Delete',
} as const;
