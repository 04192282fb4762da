/**
 * Where tapping a notification goes, decided by its subject (001 §4.7). The first matching rule
 * wins; friend requests come first so that "friend" wording never falls through to the swap rules.
 */
const SUBJECT_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfriend requests?\b/i, '/friends'],
  [/\bitems you want\b.*\blooking for\b/i, '/seek'],
  [/\bmatch(es|ed)?\b/i, '/swaps'],
  [/\bunmatch(ed)?\b/i, '/swaps'],
  [/\bcommitments?\b/i, '/swaps'],
  [/\bitems? (was |were )?added\b/i, '/swaps'],
  [/\bswapped\b/i, '/swaps'],
  [/\bnew likes?\b|\bliked\b/i, '/my-items'],
];

const FALLBACK_ROUTE = '/profile';

export function routeForSubject(subject: string): string {
  return SUBJECT_ROUTES.find(([pattern]) => pattern.test(subject))?.[1] ?? FALLBACK_ROUTE;
}
