/**
 * Opens the database: PGlite in a data folder when DATABASE_URL is unset, a pg pool otherwise
 * (postgres.ts, loaded only then). Both speak the same Postgres dialect, so the rest of the server
 * sees one Drizzle type.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { systemErrorCode } from '../lib/app-error.ts';
import { fieldOf } from '../lib/fields.ts';
import { DataDirLockedError } from './data-dir-locked-error.ts';
import { drizzleWithNamedStatements, statementsOf } from './pglite-statements.ts';
import { pgliteWasmModule } from './pglite-wasm.ts';
import * as schema from './schema.ts';

/** What both drivers answer a raw query with: its rows. */
interface Rows<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}

/** Drizzle over either driver, with the driver's own client for the statements Drizzle cannot build. */
export type Db = PgDatabase<RowsResultHKT, typeof schema> & { $client: pg.Pool | PGlite };
/** A transaction or the database itself: services take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
/**
 * A value bound now, a placeholder filled when a prepared statement runs, or an expression of the
 * statement itself (such as a column of a subquery it reads first).
 */
export type Param<T> = T | Placeholder | SQL;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL address, when on PostgreSQL. */
  url?: string;
  /** A tarball of a PGlite data folder, to start other instances from (test templates). */
  dump?: () => Promise<Blob>;
  /** Applies the committed migrations with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export { DataDirLockedError };

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** A raw statement's rows, as PGlite's client and node-postgres's both answer them. */
type RawQuery = (statement: string) => Promise<Rows<Record<string, unknown>>>;

/**
 * Whether the database already has every committed migration, in one statement. Drizzle's
 * migrator applies the migrations made after the last one recorded, and finds out by reading and
 * hashing every file and running four statements (two `create … if not exists`, the last recorded,
 * an empty transaction); a start with nothing new runs it only when this answers false. The same
 * test as the migrator's: the journal's last migration made no later than the last recorded. A
 * database without the table (a new one) answers false, and the migrator makes it.
 */
export async function migrationsApplied(query: RawQuery): Promise<boolean> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  let recorded: Record<string, unknown> | undefined;
  try {
    [recorded] = (await query('select max(created_at) as created_at from drizzle.__drizzle_migrations')).rows;
  } catch {
    return false;
  }
  return Number(recorded?.created_at ?? 0) >= newest;
}

/** Lock files this process holds. One naming our own pid that is not in here was left by an earlier process
 * that had the same pid (a container restarted after a crash gives the server the same pid again). */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return systemErrorCode(error) === 'EPERM';
  }
}

/** How recently earlier versions (proper-lockfile) refreshed a live lock directory. */
const LEGACY_LOCK_FRESH_MS = 15_000;

/** Who a lock file names: its holder's pid (0 when unusable) and host. */
interface LockHolder {
  pid: number;
  host: string;
  /** A lock directory of an earlier version, refreshed within LEGACY_LOCK_FRESH_MS: its process lives. */
  freshLegacy?: boolean;
}

async function lockHolder(file: string): Promise<LockHolder | null> {
  try {
    const [pidText = '', host = ''] = (await fs.readFile(file, 'utf8')).trim().split(/\s+/);
    const pid = Number(pidText);
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, host };
  } catch (error) {
    const code = systemErrorCode(error);
    if (code === 'ENOENT') return null;
    if (code !== 'EISDIR') throw error;
    // A directory: the lock of earlier versions, which named no process but kept its time fresh.
    const { mtimeMs } = await fs.stat(file);
    return { pid: 0, host: '', freshLegacy: Date.now() - mtimeMs < LEGACY_LOCK_FRESH_MS };
  }
}

/**
 * Whether the holder may still be running. Another host (a container sharing the volume) numbers
 * its processes apart, often with the same small pids: its lock holds, as nothing here can tell.
 */
function holderLives(holder: LockHolder): boolean {
  if (holder.freshLegacy) return true;
  if (holder.host && holder.host !== os.hostname()) return true;
  return holder.pid !== 0 && isRunning(holder.pid);
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of several processes taking over at once only one
 * moves it; one that moved a lock a faster process had just taken puts it back and gives way.
 */
async function discardStaleLock(dir: string, lockPath: string, stale: LockHolder): Promise<void> {
  const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if (systemErrorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = await lockHolder(aside);
  if (moved && moved.pid !== 0 && (moved.pid !== stale.pid || moved.host !== stale.host)) {
    await fs.link(aside, lockPath).catch(() => undefined);
    await fs.rm(aside, { force: true });
    throw new DataDirLockedError(dir, moved.pid);
  }
  await fs.rm(aside, { recursive: true, force: true });
}

/**
 * PGlite writes its files without locking them: a second process on the same folder would corrupt it.
 * The lock file names the holder's pid and host, so a lock left by a crash on this host (the pid is
 * gone) is taken over at once.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(await fs.realpath(dir), 'pglite.lock');
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dir, process.pid);
  // Written first and linked into place, so that the lock file never exists without its pid.
  const candidate = `${lockPath}.${process.pid}-${randomBytes(6).toString('hex')}`;
  await fs.writeFile(candidate, `${process.pid} ${os.hostname()}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await fs.link(candidate, lockPath);
        heldHere.add(lockPath);
        return async () => {
          heldHere.delete(lockPath);
          if ((await lockHolder(lockPath))?.pid === process.pid) await fs.rm(lockPath, { force: true });
        };
      } catch (error) {
        if (systemErrorCode(error) !== 'EEXIST') throw error;
      }
      const holder = await lockHolder(lockPath);
      if (holder === null) continue;
      if (holderLives(holder)) throw new DataDirLockedError(dir, holder.pid || null);
      await discardStaleLock(dir, lockPath, holder);
    }
    throw new DataDirLockedError(dir, (await lockHolder(lockPath))?.pid || null);
  } finally {
    await fs.rm(candidate, { force: true });
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
    const client = await PGlite.create({
      dataDir: pgDataDir,
      loadDataDir: options.loadDataDir,
      pgliteWasmModule: await pgliteWasmModule(),
    });
    const db = drizzleWithNamedStatements(client, schema);
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      async migrate() {
        if (!(await migrationsApplied((statement) => client.query(statement)))) {
          await migratePglite(db, { migrationsFolder });
        }
      },
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

/** Applies the committed migrations. On PostgreSQL an advisory lock lets several processes start at once. */
export function migrate(database: Database): Promise<void> {
  return database.migrate();
}

/** Rows of a raw SQL query: node-postgres and PGlite both answer { rows }. */
export async function queryRows<T extends Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

const preparedStatements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database and reused, for the hottest calls: it is neither built
 * by Drizzle nor planned again on every request (on PGlite too: pglite-statements.ts). `name` must
 * be unique per statement. Run it on the database, not in a transaction.
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

/**
 * Rows of a raw statement, prepared once per connection by name (on PGlite: pglite-statements.ts).
 * For the hottest statements that Drizzle cannot build, such as a data-modifying CTE. Columns come
 * back as PostgreSQL names them.
 */
export async function preparedQuery<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = db.$client;
  if (client instanceof PGlite) return (await statementsOf(client).query<T>(name, text, values)).rows;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
}

/** Whether the error is PostgreSQL refusing a row that `constraint` (a unique index) already holds. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = fieldOf(error, 'cause') ?? error;
  const name = fieldOf(cause, 'constraint');
  const message = fieldOf(cause, 'message');
  return (
    fieldOf(cause, 'code') === '23505' &&
    (name === constraint || (typeof message === 'string' && message.includes(constraint)))
  );
}
