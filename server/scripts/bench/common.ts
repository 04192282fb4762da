/** What the benchmark scripts share besides the server process (server-process.ts): flags, database addresses, percentiles. */

/** A flag's value as a positive whole number, or an error naming the flag. */
export function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** The same PostgreSQL address with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The value at `fraction` (0.99 for p99) of numbers sorted ascending; 0 for none. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

/** The one route of the bare Fastify server (bare-fastify.ts): the session lookup alone. */
export const BARE_SESSION_PATH = '/session';
