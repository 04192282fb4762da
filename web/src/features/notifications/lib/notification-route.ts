import { paths } from '@/lib/paths.ts';

/**
 * Where tapping a notification goes, decided by its subject. The first matching rule
 * wins; friend requests come first so that "friend" wording never falls through to the swap rules.
 */
const SUBJECT_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfriend requests?\b/i, paths.friends],
  [/\bitems you want\b.*\blooking for\b/i, paths.seek],
  [/\bmatch(es|ed)?\b/i, paths.swaps],
  [/\bunmatch(ed)?\b/i, paths.swaps],
  [/\bcommitments?\b/i, paths.swaps],
  [/\bitems? (was |were )?added\b/i, paths.swaps],
  [/\bswapped\b/i, paths.swaps],
  [/\bnew likes?\b|\bliked\b/i, paths.myItems],
];

const FALLBACK_ROUTE = paths.profile;

export function routeForSubject(subject: string): string {
  return SUBJECT_ROUTES.find(([pattern]) => pattern.test(subject))?.[1] ?? FALLBACK_ROUTE;
}
