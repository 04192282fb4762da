/** The record with each value mapped, under the same keys. */
export function mapValues<K extends string, V, W>(
  record: Record<K, V>,
  map: (value: V, key: string) => W,
): Record<K, W> {
  // Object.fromEntries types its keys as any string: they are the record's own, every one of K.
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, map(value, key)])) as Record<K, W>;
}
