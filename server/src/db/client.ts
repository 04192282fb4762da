/**
 * Opens the database: PGlite in a data folder when DATABASE_URL is unset, a pg pool otherwise.
 * Both speak the same Postgres dialect, so the rest of the server sees one Drizzle type.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL address, when on PostgreSQL. */
  url?: string;
  /** A tarball of a PGlite data folder, to start other instances from (test templates). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another Swapsies process. ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** PGlite writes its files without locking them: a second process on the same folder would corrupt it. */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, { lockfilePath: path.join(dir, 'pglite.lock'), stale: 15000, update: 5000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw error;
  }
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let unlock: (() => Promise<void>) | null = null;
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    await fs.mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
    pgDataDir = path.join(options.dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create({ dataDir: pgDataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      async close() {
        await client.close();
        await unlock?.();
      },
    };
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

export function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

/** Applies the committed migrations. On PostgreSQL an advisory lock lets several processes start at once. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Rows of a raw SQL query: node-postgres and PGlite both answer { rows }. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const preparedStatements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database and reused, for the hottest calls: it is neither built
 * by Drizzle nor planned by PostgreSQL again on every request. `name` must be unique per statement.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, prepare(name));
  return statements.get(name) as T;
}
