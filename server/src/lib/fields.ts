/**
 * A field of a value whose shape is not known yet (a body before validation, an error a library
 * threw, a request's raw query), as unknown for the caller to check: undefined when there is none.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}
