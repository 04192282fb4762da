/** What the benchmark scripts share besides the server process (server-process.ts): flags, database addresses, percentiles. */
import pg from 'pg';

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

/**
 * Drops the database `url` names and makes it again, empty. Refuses `test` (the suites' own) and
 * `postgres`, so that a wrong address cannot wipe them.
 */
export async function recreateDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === 'test' || name === 'postgres') throw new Error(`Refusing to use the database "${name}" for a bench`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await admin.query(`drop database if exists ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
}

/** One statement on a connection of its own to `url`, closed after: for a bench's few queries outside the servers. */
export async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The value at `fraction` (0.99 for p99) of numbers sorted ascending; 0 for none. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

/** The one route of the bare Fastify server (bare-fastify.ts): the session lookup alone. */
export const BARE_SESSION_PATH = '/session';
