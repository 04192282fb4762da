/**
 * A PostgreSQL of the test's own, restarted and stopped under the pool: a fast restart is invisible
 * to reads and to transactions that had not reached COMMIT, a write that may have run is not sent
 * twice, and a server that is gone is an outage (503) within seconds, not a hang or a 500.
 * Runs where initdb and pg_ctl are installed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { outageOf } from '../lib/outage.ts';
import { type OwnPostgres, ownPostgresAvailable, startOwnPostgres } from '../test/own-services.ts';
import { type Database, queryRows } from './client.ts';
import { openPostgres } from './postgres.ts';

describe.skipIf(!ownPostgresAvailable)('the pool when PostgreSQL restarts or stops', () => {
  let folder: string;
  let postgres: OwnPostgres;
  let database: Database;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-pool-'));
    fs.chmodSync(folder, 0o755);
    postgres = await startOwnPostgres(folder);
    database = openPostgres(postgres.url, 4);
    await database.db.execute(sql`create table notes (id serial primary key, text text not null)`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const count = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from notes`))[0]?.n;

  /** Starts `work`, restarts PostgreSQL fast while it runs, and settles with what `work` came to. */
  async function restartDuring<T>(work: () => PromiseLike<T>): Promise<PromiseSettledResult<T>> {
    // Drizzle's queries run when awaited: resolving one starts it now.
    const settled = Promise.allSettled([Promise.resolve(work())]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await postgres.restartFast();
    const [outcome] = await settled;
    return outcome as PromiseSettledResult<T>;
  }

  it('answers a read in flight during a fast restart, on a fresh connection', async () => {
    const outcome = await restartDuring(() =>
      queryRows<{ answer: number }>(database.db, sql`select 42 as answer from pg_sleep(1)`),
    );
    expect(outcome).toEqual({ status: 'fulfilled', value: [{ answer: 42 }] });
  }, 30_000);

  it('runs a transaction cut off before COMMIT once more, and keeps one copy of its write', async () => {
    await database.db.execute(sql`truncate notes`);
    let attempts = 0;
    const outcome = await restartDuring(() =>
      database.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`insert into notes (text) values ('kept once')`);
        await tx.execute(sql`select pg_sleep(1)`);
        return 'done';
      }),
    );
    expect(outcome).toEqual({ status: 'fulfilled', value: 'done' });
    expect(attempts).toBe(2);
    expect(await count()).toBe(1);
  }, 30_000);

  it('does not send a write outside a transaction twice: it is an outage, and it did not happen', async () => {
    await database.db.execute(sql`truncate notes`);
    const outcome = await restartDuring(() =>
      database.db.execute(sql`insert into notes (text) select 'maybe' from pg_sleep(1)`),
    );
    expect(outcome.status).toBe('rejected');
    expect(outageOf((outcome as PromiseRejectedResult).reason)?.dependency).toBe('PostgreSQL');
    expect(await count()).toBe(0);
  }, 30_000);

  it('answers 503 SERVICE_UNAVAILABLE with a Retry-After while PostgreSQL is stopped, and answers again once it is back', async () => {
    const logged: { level: number; msg: string; dependency?: string }[] = [];
    const logger = { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } };
    const config = loadConfig({ DATA_DIR: path.join(folder, 'data'), WEB_DIST: 'none', LOG_LEVEL: 'info' });
    await database.migrate();
    const app = await buildApp({ config, database, logger });
    try {
      // The session is looked up in the database: an unknown one is refused once it has been asked.
      const ask = () =>
        app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      expect((await ask()).statusCode).toBe(401);

      await postgres.stopImmediate();
      const refused = await ask();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ Success: false, ErrorCode: 'SERVICE_UNAVAILABLE' });
      expect(refused.headers['retry-after']).toBe('5');
      const warning = logged.find((line) => line.dependency === 'PostgreSQL');
      expect(warning?.level).toBe(40);
      expect(logged.some((line) => line.level >= 50)).toBe(false);

      await postgres.start();
      expect((await ask()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  }, 60_000);
});
