/**
 * The database on PostgreSQL (DATABASE_URL): a pg pool under Drizzle. Apart from client.ts, so that
 * a server on PGlite never loads pg (a start on PGlite spent 20-40 ms on loading it).
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, migrationsApplied, migrationsFolder } from './client.ts';
import { createResilientPool, retryingTransactions } from './resilient-pool.ts';
import * as schema from './schema.ts';

export function openPostgres(url: string, poolSize = 20): Database {
  const pool = createResilientPool(url, poolSize);
  // An idle connection that the server drops (restart, failover) must not crash the process: the
  // pool replaces it on the next query. The app logs it (app.ts); this listener stands until then.
  pool.on('error', () => {});
  return {
    db: retryingTransactions(drizzlePg({ client: pool, schema })),
    kind: 'postgres',
    url,
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/** On a connection of its own, under an advisory lock, so that several processes may start at once. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Asked before the lock: processes starting together on a migrated database need not take turns.
    if (await migrationsApplied((statement) => client.query(statement))) return;
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
