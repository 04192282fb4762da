import { ANY_RADIUS, SEARCH_RADII, type SearchRadius } from '@swapsies/contract';

/** "Look further": the next radius out from `radius`, anywhere past the widest, null when it is already anywhere. */
export function widerRadius(radius: SearchRadius): SearchRadius | null {
  if (radius === ANY_RADIUS) return null;
  return SEARCH_RADII.find((step) => step > radius) ?? ANY_RADIUS;
}
