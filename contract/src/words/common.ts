/** The shared widgets' words (web/src/components): dialogs, toasts, the page shell, the category picker. */
export const commonWords = {
  brand: 'Swapsies',
  homeLink: 'Swapsies home',
  copyright: (year: number) => `© ${year} Swapsies · Swap it, rehome it, donate it.`,
  close: 'Close',
  retry: 'Retry',
  cancel: 'Cancel',
  loading: 'Loading',
  loadingCategories: 'Loading categories',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  refreshing: 'Refreshing',
  pullToRefresh: 'Pull to refresh',
  releaseToRefresh: 'Release to refresh',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  optional: ' (optional)',
  show: 'Show',
  hide: 'Hide',
  addItem: 'Add Item',
  tryAgain: 'Try Again',
  opensInNewTab: ' (opens in a new tab)',
  downloadOnThe: 'Download on the',
  appStore: 'App Store',
  installOnYour: 'Install Swapsies on your',
  homeScreen: 'Home Screen',
  showPhoto: (number: number) => `Show photo ${number}`,
  openInViewer: (alt: string) => `Open ${alt} in the photo viewer`,
  photosOf: (title: string) => `Photos of ${title}`,
  homeScreenTipIos:
    'Tip: add Swapsies to your home screen (tap Share, then Add to Home Screen) and it works just like an app.',
  homeScreenTip: "Tip: add Swapsies to your home screen from your browser's menu and it works just like an app.",
  // The one-photo picker (profile photo, charity logo): dropping is offered only where a mouse is.
  dropPhoto: 'Drag and drop a photo here, or',
  pickPhotoTouch: 'Take a photo or pick one from your gallery.',
  choosePhoto: 'Choose photo',
} as const;

/** Being offline (web/src/components/ui/offline.tsx): the app-wide banner, a screen with nothing saved, and why an action is off. */
export const offlineWords = {
  /** Also the accessible description of every action switched off while offline. */
  offline: "You're offline",
  banner: "You're offline. You can look at what you last saw, and act again once you're back online.",
  screenMessage: "This screen hasn't been saved on this device yet. It will load when you're back online.",
} as const;

/** The category picker's words. */
export const categoryPickerWords = {
  chosen: 'Chosen: ',
  changeCategory: 'Change category',
  change: 'Change',
  clearCategory: 'Clear category',
  clear: 'Clear',
  search: 'Search categories',
  searchPlaceholder: 'Search categories…',
  hint: 'Type to search. Press Space twice or Tab to take the suggestion; Down arrow moves into the list.',
  selectedOf: (selected: number, max: number) => `${selected} of ${max} selected`,
  selectAll: 'Select all',
  noMatch: (query: string) => `No categories match “${query}”.`,
  showingFirst: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} matches. Keep typing to narrow them down.`,
  selectedCount: (count: number) => `${count} selected`,
  matchingCategories: 'Matching categories',
  allCategories: 'All categories',
} as const;
