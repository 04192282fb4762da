/**
 * The public reliability line (issue 27), "12 swaps · 11 👍", on feed cards, matches and friend
 * lists. Apart from the feedback's words (feedback.ts), which only the match needs.
 */
import type { Reliability } from '../reliability.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const reliabilityWords = {
  swaps: (count: number) => plural(count, 'swap', 'swaps'),
  thumbsUp: (count: number) => `${count} 👍`,
  thumbsUpSpoken: (count: number) => `${count} thumbs up`,
  noShows: (count: number) => plural(count, 'no-show', 'no-shows'),
  separator: ' · ',
  /** What a screen reader hears for the whole line. */
  spoken: (parts: string) => `Over the last 6 months: ${parts}`,
} as const;

/**
 * A member's reliability line: what shows ("12 swaps · 11 👍 · 2 no-shows"), its parts (which a
 * narrow card wraps between, never within), and what a screen reader hears. Parts at 0 are left out; a member with nothing yet has no line (null), so that a
 * newcomer is not marked out. No-shows come already at 0 below NO_SHOWS_SHOWN_MIN.
 */
export function reliabilityLine(reliability: Reliability): { parts: string[]; text: string; spoken: string } | null {
  const { Swaps, ThumbsUp, NoShows } = reliability;
  const parts: { text: string; spoken: string }[] = [];
  if (Swaps > 0) parts.push({ text: reliabilityWords.swaps(Swaps), spoken: reliabilityWords.swaps(Swaps) });
  if (ThumbsUp > 0)
    parts.push({ text: reliabilityWords.thumbsUp(ThumbsUp), spoken: reliabilityWords.thumbsUpSpoken(ThumbsUp) });
  if (NoShows > 0) parts.push({ text: reliabilityWords.noShows(NoShows), spoken: reliabilityWords.noShows(NoShows) });
  if (parts.length === 0) return null;
  return {
    parts: parts.map((part) => part.text),
    text: parts.map((part) => part.text).join(reliabilityWords.separator),
    spoken: reliabilityWords.spoken(parts.map((part) => part.spoken).join(', ')),
  };
}
