/** Lists of a known length as tuples, so their elements read without casts (the tests' lists, mostly). */

/** A tuple of `N` elements, for a literal `N`: `Tuple<Member, 3>` is `[Member, Member, Member]`. */
export type Tuple<T, N extends number, Made extends T[] = []> = Made['length'] extends N
  ? Made
  : Tuple<T, N, [...Made, T]>;

function hasLength<T, N extends number>(items: T[], count: N): items is T[] & Tuple<T, N> {
  return items.length === count;
}

/** The items as a tuple of `count`; fails loudly, naming `what`, when there are not exactly that many. */
export function exactly<T, N extends number>(items: T[], count: N, what = 'items'): Tuple<T, N> {
  if (!hasLength(items, count)) throw new Error(`expected ${count} ${what}, got ${items.length}`);
  return items;
}
