import {
  ModerationTargetType,
  outcomeSubjects,
  ownerModerationSubjects,
  reportOutcomeSubjects,
} from '@swapsies/contract';
import { paths } from '@/lib/paths.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A subject the contract spells with a name in it, as a pattern that takes any name. */
function withName(subject: (name: string) => string): RegExp {
  const marker = '\u0000';
  const [before = '', after = ''] = subject(marker).split(marker);
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

/**
 * Where tapping a notification goes, decided by its subject. The first matching rule wins: the
 * subjects the contract spells out come first, whatever name is in them; then friend requests, so
 * that "friend" wording never falls through to the swap rules.
 */
const SUBJECT_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  // Whatever the partner is called, "Did the swap with … happen?" is about the match.
  [withName(outcomeSubjects.question), paths.swaps],
  [/\bfriend requests?\b/i, paths.friends],
  [/\bitems you want\b.*\blooking for\b/i, paths.seek],
  [/\bmatch(es|ed)?\b/i, paths.swaps],
  [/\bunmatch(ed)?\b/i, paths.swaps],
  [/\bcommitments?\b/i, paths.swaps],
  [/\bhandover\b/i, paths.swaps],
  [/\bitems? (was |were )?added\b/i, paths.swaps],
  [/\bswapped\b/i, paths.swaps],
  [/\bnew likes?\b|\bliked\b/i, paths.myItems],
];

const FALLBACK_ROUTE = paths.profile;

/** Where the owner sees the content a moderation notice is about: their items, their chats, their profile. */
const OWNER_CONTENT_ROUTES: Record<ModerationTargetType, string> = {
  [ModerationTargetType.Item]: paths.myItems,
  [ModerationTargetType.Message]: paths.swaps,
  [ModerationTargetType.User]: paths.profile,
};

/**
 * The moderation loop's subjects, which the contract spells out whole. A reporter's outcome has
 * nowhere to go: what they reported is gone, or is someone else's, and the notice says it all.
 */
const MODERATION_ROUTES: ReadonlyMap<string, string | null> = new Map([
  ...Object.values(ModerationTargetType).flatMap((type) =>
    Object.values(ownerModerationSubjects[type]).map((subject) => [subject, OWNER_CONTENT_ROUTES[type]] as const),
  ),
  ...Object.values(reportOutcomeSubjects).flatMap(({ removed, leftUp }) => [
    [removed, null] as const,
    [leftUp, null] as const,
  ]),
]);

/** The screen a notification opens, or null for one that is only news. */
export function routeForSubject(subject: string): string | null {
  const moderation = MODERATION_ROUTES.get(subject);
  if (moderation !== undefined) return moderation;
  return SUBJECT_ROUTES.find(([pattern]) => pattern.test(subject))?.[1] ?? FALLBACK_ROUTE;
}
