/**
 * A node-postgres pool, and Drizzle's transactions over it, that ride out a restart of PostgreSQL.
 * A restart drops every pooled connection: the statements in flight fail, and new connections are
 * refused until the server is up again (about a second for a fast restart). So:
 * - a new connection is tried again for up to CONNECT_RETRY_MS, since nothing has been sent on it;
 * - a statement that lost its connection is run once more on a fresh one when that cannot write
 *   twice: a read, or a statement the dead connection never sent;
 * - a transaction that lost its connection before its COMMIT was sent is run once more from the
 *   start: PostgreSQL rolled it back, so nothing of it was written.
 * What still fails is a DependencyUnavailableError, answered 503 (lib/outage.ts). PGlite runs in
 * the process and has no connection to lose.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { causesOf, DependencyUnavailableError, isNetworkError, isPostgresConnectionError } from '../lib/outage.ts';

/** How long a new connection is tried for while PostgreSQL is restarting. */
export const CONNECT_RETRY_MS = 3000;
/** How long one connection attempt, or a wait for a free connection of the pool, may take. */
const CONNECT_TIMEOUT_MS = 5000;

/** Whether the connection to PostgreSQL failed (rather than the statement): it is down, or went away. */
export function isConnectionLoss(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    if (cause instanceof DependencyUnavailableError) return cause.dependency === 'PostgreSQL';
    if (isPostgresConnectionError(cause) || isNetworkError(cause)) return true;
  }
  return false;
}

/** node-postgres refuses a statement on a connection already known dead without sending it. */
function neverSent(error: unknown): boolean {
  return error instanceof Error && error.message.includes('is not queryable');
}

type QueryConfig = string | { text: string };

/** A plain SELECT reads only, so running it twice is harmless (a data-modifying CTE starts with WITH). */
function isRead(config: QueryConfig): boolean {
  return /^\s*select\b/i.test(typeof config === 'string' ? config : config.text);
}

function unavailable(error: unknown): unknown {
  return isConnectionLoss(error) && !(error instanceof DependencyUnavailableError)
    ? new DependencyUnavailableError('PostgreSQL', error)
    : error;
}

export function createResilientPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection that dies while lent out (a restart in the middle of a transaction) emits 'error',
  // which would crash the process with no one listening: its statement fails with the same error,
  // and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const connectOnce = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;

  async function connect(): Promise<pg.PoolClient> {
    const deadline = Date.now() + CONNECT_RETRY_MS;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      try {
        return await connectOnce();
      } catch (error) {
        if (!isConnectionLoss(error) || Date.now() + pause > deadline) throw unavailable(error);
        await sleep(pause);
      }
    }
  }

  async function queryOnce(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      // A client whose connection failed is dropped from the pool rather than lent again.
      client.release(isConnectionLoss(error) ? (error as Error) : undefined);
      throw error;
    }
  }

  async function query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    try {
      return await queryOnce(config, values);
    } catch (error) {
      if (!isConnectionLoss(error) || !(isRead(config) || neverSent(error))) throw unavailable(error);
      try {
        return await queryOnce(config, values);
      } catch (again) {
        throw unavailable(again);
      }
    }
  }

  // Only the promise forms are replaced: Drizzle and this server use no others.
  pool.connect = ((callback?: unknown) =>
    callback === undefined ? connect() : Reflect.apply(connectOnce, pool, [callback])) as typeof pool.connect;
  pool.query = ((config: QueryConfig, values?: unknown, callback?: unknown) =>
    typeof values === 'function' || callback !== undefined
      ? Reflect.apply(pg.Pool.prototype.query, pool, [config, values, callback])
      : query(config, values as unknown[] | undefined)) as typeof pool.query;
  return pool;
}

type Transaction<Db> = Db extends { transaction: infer T } ? T : never;

/**
 * Runs Drizzle's transaction again once when its connection was lost before COMMIT was sent.
 * The work must touch nothing but the database before it returns (services publish after the
 * commit, outside it), so running it again repeats nothing else.
 */
export function retryingTransactions<Db extends { transaction: (...args: never[]) => Promise<unknown> }>(db: Db): Db {
  const runTransaction = db.transaction.bind(db) as (
    work: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  const transaction = async (work: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    for (let attempt = 1; ; attempt += 1) {
      let committing = false;
      try {
        return await runTransaction(async (tx) => {
          const result = await work(tx);
          committing = true;
          return result;
        }, config);
      } catch (error) {
        if (!isConnectionLoss(error)) throw error;
        if (attempt === 1 && !committing) continue;
        throw unavailable(error);
      }
    }
  };
  db.transaction = transaction as Transaction<Db>;
  return db;
}
