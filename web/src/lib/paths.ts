/**
 * Every path of the web app, written once. The router matches `routePatterns`; links, redirects,
 * guards and the navigation use `paths` (a string for a fixed path, a function for one with a part
 * to fill in). A new screen adds its path here first.
 */
import { generatePath } from 'react-router';
import { fixedPaths } from './fixed-paths.ts';

/** What the router matches, including the paths with a parameter. */
export const routePatterns = {
  ...fixedPaths,
  editItem: '/edit-item/:itemId',
  /** The same match screen under both of its names. */
  swapDetail: '/swaps/:matchId',
  matchDetail: '/matches/:matchId',
  /** Without a document, the page says none was named. */
  legal: '/legal/:documentType?',
} as const;

type Id = number | string;

/** The id of the settings' "Your area" section, which the feed's "Set your area" opens. */
export const AREA_ANCHOR = 'area';

export const paths = {
  ...fixedPaths,
  editItem: (itemId: Id) => generatePath(routePatterns.editItem, { itemId: String(itemId) }),
  matchDetail: (matchId: Id) => generatePath(routePatterns.matchDetail, { matchId: String(matchId) }),
  /** A legal document by its type (privacy-policy, terms-of-service, cookies-policy). */
  legal: (documentType: string) => generatePath(routePatterns.legal, { documentType }),
  /** The contact form, told which page the visitor came from. */
  contactFrom: (from: string) => `${fixedPaths.contact}?from=${encodeURIComponent(from)}`,
  /** The settings opened at "Your area" (its postcode field takes the focus). */
  profileArea: `${fixedPaths.profile}#${AREA_ANCHOR}`,
  /** The landing page carrying an invite code. */
  welcomeWithInvite: (code: string) => `${fixedPaths.welcome}?ref=${encodeURIComponent(code)}`,
} as const;
