/**
 * The app's paths without a part to fill in (lib/paths.ts has them all), apart from React Router so
 * that the first calls (early-calls.ts) can read them before the framework has loaded.
 */

/** Paths without a part to fill in: each is both the router's pattern and the link. */
export const fixedPaths = {
  home: '/',
  welcome: '/welcome',
  intro: '/intro',
  login: '/login',
  register: '/register',
  registrationComplete: '/registration-complete',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  seek: '/seek',
  explore: '/explore',
  myItems: '/my-items',
  addItem: '/add-item',
  friends: '/friends',
  swaps: '/swaps',
  matches: '/matches',
  admin: '/admin',
  dashboard: '/dashboard',
  profile: '/profile',
  editProfile: '/edit-profile',
  about: '/about',
  contact: '/contact',
  techSupport: '/tech-support',
} as const;
