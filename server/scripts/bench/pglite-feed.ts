/**
 * `npm run bench:feed -- --pglite`: the embedded default (issue 30). A new member's `npm start`
 * runs on PGlite (DATA_DIR, no DATABASE_URL), so this is the rate most installations live with.
 *
 * At 10,000 members and 100,000 items (EMBEDDED_SCALE), the same data shape as the PostgreSQL
 * bench (generate.ts, run through PGlite's own client into a data folder), the real server is
 * started on PostgreSQL and then on PGlite, and each is driven through the Friends feed flat out
 * and the mix (feed + like/skip), after the same warm-up. PostgreSQL at the same size in the same
 * run is the reference: the bench prints both and PGlite's share of it (the target: 50% or more).
 *
 * The PGlite folder is kept in the system's temporary folder, by scale and generator version, and
 * reused by later runs (--fresh makes it again); the PostgreSQL database is the bench's own
 * (`<bench database>_embedded`), reused as feed-bench.ts reuses its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate, openPglite } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { GENERATOR_VERSION, generate, resetMutableState, type Scale, type SqlClient } from './generate.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import { timeFriendsFeedStatement } from './pglite-statement.ts';
import { type RunningServer, startServer } from './server-process.ts';

export const EMBEDDED_SCALE: Scale = { members: 10_000, items: 100_000 };
/** PGlite's share of PostgreSQL's rate, at least (issue 30). */
const TARGET_SHARE = 0.5;

/** A load run with the CPU it cost, as feed-bench.ts measures it. */
export interface MeasuredRun extends LoadResult {
  cpu: { serverMsPerRequest: number; postgresMsPerRequest: number; machine: number };
}

/** What feed-bench.ts lends this bench: its data and its measured load runs. */
export interface EmbeddedBenchTools {
  /** Creates (or reuses) the PostgreSQL bench database at `scale`. */
  ensurePostgres(url: string, scale: Scale): Promise<void>;
  /** One load run against `server`, CPU sampled for it and for the PostgreSQL backends of the database at `url`. */
  runScenario(server: RunningServer, url: string, options: Omit<LoadOptions, 'url'>): Promise<MeasuredRun>;
}

export interface EmbeddedBenchOptions {
  /** The PostgreSQL database to compare with, at the same scale. */
  postgresUrl: string;
  durationSeconds: number;
  connections: number;
  fresh: boolean;
  log: (line?: string) => void;
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/** PGlite's client as the generator's: the same statements, answered with the rows they touched. */
function generatorClient(client: PGlite): SqlClient {
  return {
    async query(text, values) {
      const result = await client.query(text, values);
      return { rowCount: result.affectedRows ?? null };
    },
  };
}

/** The data folder (DATA_DIR) holding the generated data at `scale`, made unless a finished one is there. */
async function ensurePgliteData(scale: Scale, fresh: boolean, log: (line: string) => void): Promise<string> {
  const dataDir = path.join(os.tmpdir(), `swapsies-bench-pglite-${scale.members}-${scale.items}-v${GENERATOR_VERSION}`);
  // Written last: a folder without it was interrupted while generating.
  const finished = path.join(dataDir, 'bench-generated');
  if (!fresh && fs.existsSync(finished)) {
    log(
      `PGlite ${dataDir}: reusing ${scale.members.toLocaleString('en')} members and ${scale.items.toLocaleString('en')} items`,
    );
    const database = await openPglite({ dataDir });
    try {
      await resetMutableState(generatorClient(database.db.$client as PGlite));
    } finally {
      await database.close();
    }
    return dataDir;
  }
  log(
    `PGlite ${dataDir}: generating ${scale.members.toLocaleString('en')} members, ${scale.items.toLocaleString('en')} items`,
  );
  const started = performance.now();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite({ dataDir });
  try {
    await migrate(database);
    await seedReferenceData(database.db);
    await generate(generatorClient(database.db.$client as PGlite), scale, (line) => log(line));
  } finally {
    await database.close();
  }
  fs.writeFileSync(finished, `${JSON.stringify({ ...scale, version: GENERATOR_VERSION })}\n`);
  log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return dataDir;
}

interface EngineRuns {
  engine: 'PostgreSQL' | 'PGlite';
  feed: MeasuredRun;
  mix: MeasuredRun;
}

/** Starts the server with `env`, warms it up, and drives the Friends feed flat out, then the mix. */
async function benchEngine(
  engine: EngineRuns['engine'],
  env: Record<string, string>,
  tools: EmbeddedBenchTools,
  options: EmbeddedBenchOptions,
): Promise<EngineRuns> {
  const server = await startServer(serverDir, { REDIS_URL: '', ...env }, 120_000);
  const load = { members: EMBEDDED_SCALE.members, connections: options.connections };
  try {
    await tools.runScenario(server, options.postgresUrl, { ...load, kind: 'feed', durationSeconds: 5 });
    const feed = await tools.runScenario(server, options.postgresUrl, {
      ...load,
      kind: 'feed',
      durationSeconds: options.durationSeconds,
    });
    options.log(`  ${engine}, Friends feed flat out: ${describe(feed)}`);
    const mix = await tools.runScenario(server, options.postgresUrl, {
      ...load,
      kind: 'mix',
      durationSeconds: options.durationSeconds,
    });
    options.log(`  ${engine}, feed + like/skip: ${describe(mix)}`);
    // Let the requests that autocannon abandoned at the end finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { engine, feed, mix };
  } finally {
    await server.stop();
  }
}

function describe(run: MeasuredRun): string {
  return (
    `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
    `non-2xx ${run.non2xx}, errors ${run.errors + run.timeouts}, ms CPU server/PostgreSQL ` +
    `${run.cpu.serverMsPerRequest.toFixed(2)}/${run.cpu.postgresMsPerRequest.toFixed(2)}, busy ${run.cpu.machine}%`
  );
}

function kinds(run: MeasuredRun): string {
  return Object.entries(run.byKind)
    .map(([kind, figures]) => `${kind} p50 ${figures.p50.toFixed(1)} / p99 ${figures.p99.toFixed(1)} ms`)
    .join(', ');
}

/** Runs the embedded bench and prints its table; answers whether every request succeeded. */
export async function benchEmbedded(tools: EmbeddedBenchTools, options: EmbeddedBenchOptions): Promise<boolean> {
  const { log } = options;
  log(
    `Embedded default: PGlite against PostgreSQL, ${EMBEDDED_SCALE.members.toLocaleString('en')} members and ` +
      `${EMBEDDED_SCALE.items.toLocaleString('en')} items, ${options.connections} connections, ${options.durationSeconds} s a run`,
  );
  await tools.ensurePostgres(options.postgresUrl, EMBEDDED_SCALE);
  await resetMutableState(options.postgresUrl);
  const dataDir = await ensurePgliteData(EMBEDDED_SCALE, options.fresh, log);
  const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-bench-server-'));
  const runs: EngineRuns[] = [];
  try {
    runs.push(
      await benchEngine('PostgreSQL', { DATABASE_URL: options.postgresUrl, DATA_DIR: postgresDataDir }, tools, options),
    );
    // PGlite runs inside the server (its CPU is the server's). The PostgreSQL database sampled
    // beside it is the one the server just left: no backend of it works during this run.
    runs.push(await benchEngine('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }, tools, options));
  } finally {
    fs.rmSync(postgresDataDir, { recursive: true, force: true });
  }
  const [postgres, pglite] = runs as [EngineRuns, EngineRuns];
  const share = (left: MeasuredRun, right: MeasuredRun) =>
    Math.round((left.requestsPerSecond / right.requestsPerSecond) * 100);
  const cpu = (run: MeasuredRun) => run.cpu.serverMsPerRequest + run.cpu.postgresMsPerRequest;
  log();
  log(
    `## Embedded default (${new Date().toISOString().slice(0, 10)}, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')})`,
  );
  log();
  log('| Scenario | PostgreSQL | PGlite | PGlite / PostgreSQL |');
  log('| --- | --- | --- | --- |');
  for (const [label, key] of [
    ['Friends feed, flat out', 'feed'],
    ['Feed + like/skip (30% likes)', 'mix'],
  ] as const) {
    const [onPostgres, onPglite] = [postgres[key], pglite[key]];
    log(
      `| ${label} | ${Math.round(onPostgres.requestsPerSecond)} req/s, p99 ${onPostgres.p99} ms, ` +
        `${cpu(onPostgres).toFixed(2)} ms CPU | ${Math.round(onPglite.requestsPerSecond)} req/s, p99 ${onPglite.p99} ms, ` +
        `${cpu(onPglite).toFixed(2)} ms CPU | ${share(onPglite, onPostgres)}% of the rate (target ${TARGET_SHARE * 100}%) |`,
    );
  }
  log();
  log('ms CPU: server and PostgreSQL backends together, a request (on PGlite the database runs in the server).');
  log(`Mix by request: PostgreSQL ${kinds(postgres.mix)}; PGlite ${kinds(pglite.mix)}.`);
  const statement = await timeFriendsFeedStatement(options.postgresUrl, dataDir, EMBEDDED_SCALE.members / 2);
  const plan = ({ planningMs, executionMs }: { planningMs: number; executionMs: number }) =>
    `planning ${planningMs.toFixed(2)} ms, execution ${executionMs.toFixed(2)} ms`;
  log(
    `The Friends feed statement alone, one member, median of 200 calls in a row: PostgreSQL ` +
      `${statement.postgresMs.toFixed(2)} ms, PGlite ${statement.pgliteMs.toFixed(2)} ms (both prepared once, ` +
      `as the server runs them): PGlite / PostgreSQL ${(statement.pgliteMs / statement.postgresMs).toFixed(1)}×; ` +
      `PGlite through query() (parsed and planned each call) ${statement.pgliteUnnamedMs.toFixed(2)} ms. ` +
      `EXPLAIN ANALYZE: PostgreSQL ${plan(statement.postgresPlan)}; PGlite ${plan(statement.pglitePlan)}.`,
  );
  return runs.every((run) =>
    [run.feed, run.mix].every((result) => result.errors + result.timeouts === 0 && result.non2xx === 0),
  );
}
