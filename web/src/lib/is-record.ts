/** Whether `value` is an object whose fields can be read (and then checked one by one). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
