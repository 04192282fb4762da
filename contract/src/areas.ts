/**
 * Near me (issue 28): a member's area is their postcode district (the outward code, such as LS6),
 * never anything finer. Others see only a rounded distance and the district's town; the feed's
 * Everyone tab and the Friends+ "nearby" switch use the member's search radius.
 */
import { isValid, toOutcode, validOutcode } from 'postcode';
import { type Static, Type } from 'typebox';
import { areaMessages } from './words/areas.ts';

/** The caller's own area: their district and its town. Others never see the district. */
export const MemberArea = Type.Object({ District: Type.String(), Town: Type.String() });
export type MemberArea = Static<typeof MemberArea>;

/** The radius choices, in miles; ANY_RADIUS (0) means the whole country, nearest first. */
export const SEARCH_RADII = [1, 3, 5, 10, 25] as const;
export const ANY_RADIUS = 0;
export const DEFAULT_SEARCH_RADIUS = 10;
export const SearchRadiusSchema = Type.Union([
  Type.Literal(ANY_RADIUS),
  Type.Literal(1),
  Type.Literal(3),
  Type.Literal(5),
  Type.Literal(10),
  Type.Literal(25),
]);
export type SearchRadius = Static<typeof SearchRadiusSchema>;

/** The longest a typed postcode may be: "SW1A 1AA" with spaces to spare. */
export const POSTCODE_MAX = 12;

/**
 * The district of a typed postcode: a full postcode ("ls6 2ab") or its outward code alone
 * ("LS6"). Null when it is neither; the server also refuses a district it has no centroid for.
 */
export function districtOfPostcode(typed: string): string | null {
  const text = typed.trim();
  if (isValid(text)) return toOutcode(text);
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return validOutcode(compact) ? compact : null;
}

/**
 * The district of the postcode in a charity's address (the last one written in it, in either
 * spacing), or null when it names none.
 */
export function districtInAddress(address: string): string | null {
  const words = address
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  for (let end = words.length; end > 0; end -= 1) {
    const pair = words.slice(Math.max(0, end - 2), end).join(' ');
    const single = words[end - 1] ?? '';
    if (isValid(pair)) return toOutcode(pair);
    if (isValid(single)) return toOutcode(single);
  }
  return null;
}

/** The postcode field's own check: '' removes the area; anything else must read as a UK postcode. */
export function checkPostcode(typed: string): string | null {
  if (typed.trim() === '') return null;
  return districtOfPostcode(typed) === null ? areaMessages.postcodeInvalid : null;
}

/** A distance as others see it: "under 1 mile", "about 1 mile", "about 12 miles". */
export function distanceText(miles: number): string {
  if (miles < 1) return areaMessages.underOneMile;
  const rounded = Math.round(miles);
  return rounded === 1 ? areaMessages.aboutOneMile : areaMessages.aboutMiles(rounded);
}

/** How far, and where: "about 3 miles · Leeds", or the town alone when the viewer has no area. */
export function distanceAndTown(seen: { Distance: string; Town: string }): string {
  return [seen.Distance, seen.Town].filter(Boolean).join(' · ');
}

/** The words of a radius choice: "Within 10 miles", "Anywhere". */
export function radiusLabel(radius: SearchRadius): string {
  if (radius === ANY_RADIUS) return areaMessages.anyDistance;
  return radius === 1 ? areaMessages.withinOneMile : areaMessages.withinMiles(radius);
}
