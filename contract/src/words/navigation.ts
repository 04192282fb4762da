/** The navigation area's words: the bars, the burger menu, the footer and the app frame around every page. */

export const navigationWords = {
  /** The copyright line at the foot of the public pages and the footer. */
  mainNavigation: 'Main',
  footer: 'Footer',
  menu: 'Menu',
  legal: 'Legal',
  contact: 'Contact',
  logOut: 'Log Out',
  /** The copyright line of the burger menu. */
  menuCopyright: (year: number) => `© ${year} Swapsies. Made in the UK.`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  newActivity: ' (new activity)',
  goToSeek: 'Swapsies, go to Seek',
  qrInvite: 'Invite friends with your QR code',
  skipToMain: 'Skip to main content',
  loadingApp: 'Loading Swapsies',
  errorTitle: 'Unexpected Application Error!',
  backHome: 'Back to Swapsies',
  appUpdate: 'App update',
  updateReady: 'A new version of Swapsies is ready',
  unknownError: 'Unknown error',
  reload: 'Reload',
  notNow: 'Not now',
  signIn: 'Sign in',
  dismiss: 'Dismiss',
} as const;
