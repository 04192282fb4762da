/**
 * `npm run demo`: loads a demo community (about 40 members, 2 charities, 150 items with photos,
 * friendships, likes and matches) into the configured database, through the real API, and prints
 * the logins. Running it again only prints the logins. See scripts/demo/.
 */
import { type App, buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, settingNames } from '../src/config.ts';
import { type Database, DataDirLockedError } from '../src/db/client.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { loadDemo } from './demo/load.ts';
import { formatReport } from './demo/report.ts';

/** One process makes every call, from one address: the limits meant for the public are lifted. */
const generousRateLimits = Object.fromEntries(
  settingNames.filter((name) => name.startsWith('RATE_LIMIT_')).map((name) => [name, '100000/1h']),
);

let database: Database | null = null;
let app: App | null = null;
try {
  const config = loadConfig();
  database = await openConfiguredDatabase(config);
  app = await buildApp({
    config: loadConfig({
      ...process.env,
      WEB_DIST: 'none',
      LOG_LEVEL: 'warn',
      // Demo items are trusted: they go live even when ITEM_REVIEW holds members' items.
      ITEM_REVIEW: 'off',
      // In-memory rate limits: with Redis, these calls would spend the live server's budget.
      REDIS_URL: '',
      ...generousRateLimits,
    }),
    database: database,
  });
  await app.ready();
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
  const started = performance.now();
  const result = await loadDemo(app, database.db, { log: (line) => console.log(line) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.alreadyLoaded
      ? `The demo community is already in ${where}: nothing to do.`
      : `Loaded the demo community into ${where} in ${seconds} s.`,
  );
  console.log(`\n${formatReport(result)}\n`);
  console.log('Start the server (npm start) and sign in at http://localhost:8080.');
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nThe demo writes to the same database: stop the server, run npm run demo, start it again.`,
    );
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
    console.error(
      '\nThe demo stopped half-way. To start again from nothing, remove the data folder (or use an empty database) and run npm run demo.',
    );
  }
  process.exitCode = 1;
} finally {
  await app?.close();
  await database?.close();
}
