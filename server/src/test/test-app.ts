/**
 * Builds the real app on a private copy of the template database, with a manual clock and its
 * own data folder (files, outbox), for one test file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { loadConfig, settingNames } from '../config.ts';
import { type Database, openPglite } from '../db/client.ts';
import { openPostgres } from '../db/postgres.ts';
import { ManualClock } from '../lib/clock.ts';
import { databaseUrlWithName } from './global-setup.ts';

export interface TestApp {
  app: App;
  clock: ManualClock;
  database: Database;
  dataDir: string;
  /** Waits for the work that runs after answers (emails) to finish. */
  settled(): Promise<void>;
  /** The emails written to the outbox so far (once sending has settled), oldest first, as raw text. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

async function openTemplateCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const postgresTemplate = inject('postgresTemplate');
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && postgresUrl) {
    const name = `swapsies_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    const database = openPostgres(databaseUrlWithName(postgresUrl, name), 10);
    return {
      database,
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: postgresUrl });
        await cleanup.connect();
        // pool.end() resolves before its connections have gone: forcing them off would make the
        // pool report "connection lost" on stderr. Give them a moment to leave first.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/** Tests make many calls from one address: limits are lifted unless a test sets its own. */
const generousRateLimits = Object.fromEntries(
  settingNames.filter((name) => name.startsWith('RATE_LIMIT_')).map((name) => [name, '100000/1h']),
);

export async function createTestApp(
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'logger' | 'onRoute' | 'lingerMs'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: 'none',
    LOG_LEVEL: 'silent',
    UNLISTED_ERROR_CODES: 'refuse',
    ...generousRateLimits,
    ...env,
  });
  const { database, drop } = await openTemplateCopy();
  const clock = new ManualClock();
  const app = await buildApp({ config, database, clock, ...build });
  await app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    clock,
    database,
    dataDir,
    settled: () => app.ctx.background.idle(),
    async outbox() {
      await app.ctx.background.idle();
      const files = await fs.readdir(outboxDir).catch(() => [] as string[]);
      return Promise.all(files.sort().map((file) => fs.readFile(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
