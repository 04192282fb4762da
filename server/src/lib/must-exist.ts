/**
 * The value a query or lookup is sure to hold (a row the same transaction just wrote, an entry of a
 * map built from the same rows): an internal error (500) when that certainty was wrong.
 */
export function mustExist<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} was expected but is missing`);
  return value;
}
