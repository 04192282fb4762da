/**
 * `npm run bench:feed`: the Seek feed on PostgreSQL at scale (see docs/performance.md).
 *
 * For each size (the full one, then one tenth of it): makes sure the bench database holds the
 * generated data (generate.ts; reused when the scale matches, regenerated with --fresh), starts
 * the real server (the production bundle, dist/server.js) as its own process, drives it from a
 * load-generator process (load.ts, autocannon) through several scenarios, measuring each
 * process's CPU and the database's shared buffers a request, then explains the queries the server
 * runs for a sample member (plans.ts). At each size, right after the Friends feed, it measures a bare
 * Fastify server (bare-fastify.ts: the session lookup alone) the same way: the floor every
 * scenario is printed against, as a ratio beside its raw figures. Prints the figures of both sizes
 * side by side, each target (a ratio of two figures of the same run) met or MISSED, and the plans.
 * It exits with 1 when a plan scans a growing table sequentially or a scenario has errors: those
 * are wrong whatever the machine. A missed target is printed, not a failure: a ratio measured on a
 * machine shared with other work moves by more than the margins the targets leave.
 *
 * Flags: --members 100000 --items 1000000 --fresh --no-small --duration 15 --connections 32
 *        --rate 1000 --plans (print every plan in full; otherwise only the feed's)
 *        --pglite (instead: the embedded default against PostgreSQL, 10,000 members; pglite-feed.ts)
 * BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/swapsies_bench; the small size
 * uses the same address with `_small` after the database name.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate, queryRows } from '../../src/db/client.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { districtsWithin } from '../../src/modules/areas/areas.policy.ts';
import { BARE_SESSION_PATH, positive, withDatabase } from './common.ts';
import {
  addBlocks,
  BLOCKERS_EVERY,
  BLOCKS_PER_BLOCKER,
  GENERATOR_VERSION,
  generate,
  resetMutableState,
  type Scale,
} from './generate.ts';
import type { LoadOptions, LoadResult, ScenarioKind } from './load.ts';
import { benchEmbedded } from './pglite-feed.ts';
import { explainRequests, formatPlans, type PlansReport } from './plans.ts';
import {
  cpuSeconds,
  cpuSecondsBetween,
  machineBusyPercent,
  machineTicks,
  postgresProcesses,
  type RunningServer,
  startHttpProcess,
  startServer,
} from './server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const loadScript = path.join(import.meta.dirname, 'load.ts');
const bareScript = path.join(import.meta.dirname, 'bare-fastify.ts');

const { values: flags } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    items: { type: 'string', default: '1000000' },
    fresh: { type: 'boolean', default: false },
    'no-small': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '1000' },
    plans: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
  },
});

const log = (line = '') => console.log(line);

const fullScale: Scale = { members: positive('members', flags.members), items: positive('items', flags.items) };
const durationSeconds = positive('duration', flags.duration);
const connections = positive('connections', flags.connections);
const rate = positive('rate', flags.rate);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/swapsies_bench';

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

// Data --------------------------------------------------------------------------------------------

async function storedScale(url: string): Promise<(Scale & { version: number }) | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Scale & { version: number }>(
      `select members, items, version from bench_meta where to_regclass('bench_meta') is not null`,
    );
    return rows[0] ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Creates (or re-creates) the database and fills it, unless it already holds this scale. */
async function ensureData(url: string, scale: Scale, fresh: boolean): Promise<void> {
  const name = databaseName(url);
  if (name === 'test' || name === 'postgres') throw new Error(`Refusing to use the database "${name}" for the bench`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const stored = exists ? await storedScale(url) : null;
    if (
      !fresh &&
      stored &&
      stored.members === scale.members &&
      stored.items === scale.items &&
      stored.version === GENERATOR_VERSION
    ) {
      log(
        `${name}: reusing ${scale.members.toLocaleString('en')} members and ${scale.items.toLocaleString('en')} items`,
      );
      return;
    }
    log(`${name}: generating ${scale.members.toLocaleString('en')} members, ${scale.items.toLocaleString('en')} items`);
    const started = performance.now();
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (exists) await admin.query(`drop database ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
    const database = openPostgres(url, 2);
    try {
      await migrate(database);
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
    await generate(url, scale, (line) => log(line));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        'create table bench_meta (members integer not null, items integer not null, version integer not null)',
      );
      await client.query('insert into bench_meta values ($1, $2, $3)', [scale.members, scale.items, GENERATOR_VERSION]);
    } finally {
      await client.end();
    }
    log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await admin.end();
  }
}

interface DataShape {
  friendsPerMember: number;
  wantedPerMember: number;
  friendsFeedItems: number;
  friendsPlusFeedItems: number;
  /** Members whose district is within 10 miles of a sampled member's: the Everyone feed's neighbourhood. */
  membersWithinTenMiles: number;
  postgresVersion: string;
}

/** How many members live within 10 miles of each sampled member, on average: the Everyone feed's neighbourhood. */
async function membersWithinTenMiles(url: string, sample: string): Promise<number> {
  const database = openPostgres(url, 1);
  try {
    const home = sql`(select district from users where id = s.u)`;
    const [row] = await queryRows<{ average: string }>(
      database.db,
      sql`
      select avg((select count(*) from users neighbour
        where neighbour.district in (select id from ${districtsWithin(home, 10)} near))) as average
      from (${sql.raw(sample)}) s`,
    );
    return Number(row?.average ?? 0);
  } finally {
    await database.close();
  }
}

/** Averages over 200 members: friends, wanted categories, and how many items each feed has to offer. */
async function dataShape(url: string, members: number): Promise<DataShape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sample = `select (g * ${Math.max(1, Math.floor(members / 200))}) as u from generate_series(1, 200) g`;
    const live = `not i.pending_approval and (i.committed_until is null or i.committed_until <= now())
      and i.category_item_id in (select category_item_id from user_categories where user_id = s.u)`;
    const { rows } = await client.query<Record<string, string>>(`
      select
        (select avg((select count(*) from friendships where user_id = s.u)) from (${sample}) s) as friends,
        (select avg((select count(*) from user_categories where user_id = s.u)) from (${sample}) s) as wanted,
        (select avg((select count(*) from items i where ${live}
          and i.owner_id in (select friend_id from friendships where user_id = s.u))) from (${sample}) s) as friends_feed,
        (select avg((select count(*) from items i where ${live}
          and i.owner_id in (select friend_id from friendships where user_id = s.u
            union select b.friend_id from friendships a join friendships b on b.user_id = a.friend_id
            where a.user_id = s.u and b.friend_id <> s.u))) from (${sample}) s) as friends_plus_feed,
        current_setting('server_version') as version`);
    const row = rows[0] as Record<string, string>;
    return {
      friendsPerMember: Number(row.friends),
      wantedPerMember: Number(row.wanted),
      friendsFeedItems: Number(row.friends_feed),
      friendsPlusFeedItems: Number(row.friends_plus_feed),
      membersWithinTenMiles: await membersWithinTenMiles(url, sample),
      postgresVersion: row.version as string,
    };
  } finally {
    await client.end();
  }
}

// Processes ---------------------------------------------------------------------------------------

function startBenchServer(databaseUrl: string): Promise<RunningServer> {
  return startServer(
    serverDir,
    { DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), 'swapsies-bench-server'), REDIS_URL: '' },
    60_000,
  );
}

/** Percent of one core over the run, and milliseconds of CPU per request. */
interface Cpu {
  server: number;
  postgres: number;
  load: number;
  /** The whole machine, all processes (of 100% × cores). */
  machine: number;
  serverMsPerRequest: number;
  postgresMsPerRequest: number;
  loadMsPerRequest: number;
}

interface ScenarioResult extends LoadResult {
  cpu: Cpu;
  /** Shared buffers found (hit) and read in (from the OS, or the disk) a request, by the bench database's backends. */
  buffers: { hit: number; read: number };
}

/** The bench database's block counters (pg_stat_database), summed over its backends. */
async function blockCounts(url: string): Promise<{ hit: number; read: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hit: string; read: string }>(
      'select blks_hit as hit, blks_read as read from pg_stat_database where datname = current_database()',
    );
    return { hit: Number(rows[0]?.hit ?? 0), read: Number(rows[0]?.read ?? 0) };
  } finally {
    await client.end();
  }
}

async function runScenario(
  server: RunningServer,
  url: string,
  options: Omit<LoadOptions, 'url'>,
): Promise<ScenarioResult> {
  const database = databaseName(url);
  const blocksBefore = await blockCounts(url);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', loadScript, JSON.stringify({ ...options, url: server.url })],
    {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Wait for the load generator's own start-up (tsx, autocannon) before measuring CPU.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = {
    server: cpuSeconds(server.child.pid),
    // By backend: one that a pool closes meanwhile (idle) must not make the sum fall.
    postgres: postgresProcesses(database),
    load: cpuSeconds(child.pid),
    machine: machineTicks(),
    at: performance.now(),
  };
  let after = before;
  const sampler = setInterval(() => {
    if (child.exitCode === null)
      after = {
        server: cpuSeconds(server.child.pid),
        postgres: postgresProcesses(database),
        load: cpuSeconds(child.pid),
        machine: machineTicks(),
        at: performance.now(),
      };
  }, 500);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The load generator exited with ${code}`);
  const result = JSON.parse(output.trim().split('\n').at(-1) as string) as LoadResult;
  // Backends report their counters at the end of a transaction, at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const blocksAfter = await blockCounts(url);
  const blocksPerRequest = (count: number) => Math.round(count / (result.total || 1));
  const seconds = (after.at - before.at) / 1000 || 1;
  const share = (used: number) => Math.round((used / seconds) * 100);
  // The requests completed while CPU was sampled (the run's rate over the sampled time).
  const requests = result.requestsPerSecond * seconds || 1;
  const perRequest = (used: number) => Math.round((used / requests) * 10_000) / 10;
  const postgres = cpuSecondsBetween(before.postgres, after.postgres);
  return {
    ...result,
    buffers: {
      hit: blocksPerRequest(blocksAfter.hit - blocksBefore.hit),
      read: blocksPerRequest(blocksAfter.read - blocksBefore.read),
    },
    cpu: {
      server: share(after.server - before.server),
      postgres: share(postgres),
      load: share(after.load - before.load),
      serverMsPerRequest: perRequest(after.server - before.server),
      postgresMsPerRequest: perRequest(postgres),
      loadMsPerRequest: perRequest(after.load - before.load),
      machine: machineBusyPercent(before.machine, after.machine),
    },
  };
}

// Scenarios and report ----------------------------------------------------------------------------

interface Scenario {
  key: string;
  label: string;
  kind: ScenarioKind;
  rate?: number;
  /** Run with addBlocks' blocks in place (generate.ts): 5% of members holding 3 blocks each. */
  blocks?: boolean;
}

const BLOCKS_LABEL = `${100 / BLOCKERS_EVERY}% of members holding ${BLOCKS_PER_BLOCKER} blocks`;

// The feed with blocks runs right before the same feed without, so that the two compared meet the
// same neighbours on the machine (and the one without stays right before the bare server).
const scenarios: Scenario[] = [
  { key: 'feed-blocks', label: `Friends feed (type 2), flat out, ${BLOCKS_LABEL}`, kind: 'feed', blocks: true },
  { key: 'feed', label: 'Friends feed (type 2), flat out', kind: 'feed' },
  { key: 'everyone', label: 'Everyone feed (type 1), 10-mile radius, flat out', kind: 'everyone' },
  { key: 'feed-rate', label: `Friends feed (type 2), ${rate} req/s asked`, kind: 'feed', rate },
  { key: 'friends-plus', label: 'Friends+ feed (type 3), flat out', kind: 'friends-plus' },
  { key: 'mix', label: 'Feed + like/skip of the item shown (30% likes)', kind: 'mix' },
];

interface SizeReport {
  name: string;
  scale: Scale;
  shape: DataShape;
  results: Map<string, ScenarioResult>;
  /** The floor: the bare Fastify server (session lookup only), measured right after the Friends feed flat out. */
  bare?: ScenarioResult;
  plans: PlansReport;
}

function scenarioLine(label: string, result: ScenarioResult): string {
  return (
    `  ${label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, ` +
    `p97.5 ${result.p97_5} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ` +
    `CPU server ${result.cpu.server}%, PostgreSQL ${result.cpu.postgres}%, load ${result.cpu.load}%, ` +
    `machine ${result.cpu.machine}% of ${os.cpus().length * 100}%`
  );
}

const BARE_LABEL = 'Bare Fastify, session lookup only';

/**
 * The floor: bare-fastify.ts (one route, the session lookup of the real auth, no hooks) on the same
 * database, driven like the feed. The real server stays up meanwhile, idle.
 */
async function benchBare(url: string, scale: Scale): Promise<ScenarioResult> {
  const bare = await startHttpProcess(serverDir, ['--import', 'tsx', bareScript], { DATABASE_URL: url }, 60_000);
  try {
    const options = { kind: 'bare-session' as const, members: scale.members, connections };
    await runScenario(bare, url, { ...options, durationSeconds: 5 });
    await resetMutableState(url);
    const result = await runScenario(bare, url, { ...options, durationSeconds });
    log(scenarioLine(BARE_LABEL, result));
    return result;
  } finally {
    await bare.stop();
  }
}

/**
 * VACUUM sets the visibility map, without which index-only scans visit the table and the planner
 * may prefer other plans; ANALYZE refreshes the statistics. Cheap when nothing changed.
 */
async function vacuumAnalyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function benchSize(url: string, scale: Scale): Promise<SizeReport> {
  await ensureData(url, scale, flags.fresh);
  await vacuumAnalyze(url);
  const shape = await dataShape(url, scale.members);
  await resetMutableState(url);
  const server = await startBenchServer(url);
  const results = new Map<string, ScenarioResult>();
  let bare: ScenarioResult | undefined;
  try {
    log(`  warming up (${Math.min(5, durationSeconds)} s)`);
    await runScenario(server, url, {
      kind: 'feed',
      members: scale.members,
      connections,
      durationSeconds: 5,
    });
    for (const scenario of scenarios) {
      await resetMutableState(url);
      if (scenario.blocks) log(`  ${(await addBlocks(url)).toLocaleString('en')} blocks added`);
      const result = await runScenario(server, url, {
        kind: scenario.kind,
        members: scale.members,
        connections,
        durationSeconds,
        ...(scenario.rate ? { rate: scenario.rate } : {}),
      });
      results.set(scenario.key, result);
      log(scenarioLine(scenario.label, result));
      // Right after the feed it is compared with, so that both meet the same neighbours on the machine.
      if (scenario.key === 'feed') bare = await benchBare(url, scale);
    }
    // Let the requests that autocannon abandoned at the end finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    await server.stop();
  }
  // Explained on the state the last scenario left (reactions included), with the blocks and fresh statistics.
  await addBlocks(url);
  const plans = await explainRequests(url, Math.ceil(scale.members / 2));
  return { name: databaseName(url), scale, shape, results, ...(bare ? { bare } : {}), plans };
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

interface TargetCheck {
  text: string;
  met: boolean;
}

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

/** A throughput target: `result` at `least`% of `floor`'s requests per second or more. */
function rateTarget(label: string, result: ScenarioResult, floorLabel: string, floor: ScenarioResult, least: number) {
  const ratio = percentOf(result.requestsPerSecond, floor.requestsPerSecond);
  return {
    text:
      `${label} / ${floorLabel}: ${Math.round(result.requestsPerSecond)} / ${Math.round(floor.requestsPerSecond)} ` +
      `req/s = ${ratio}% (target: ${least}% or more)`,
    met: ratio >= least,
  };
}

/** A latency target: `p99` at most `most` times `floorP99`. */
function p99Target(label: string, p99: number, floorLabel: string, floorP99: number, most: number): TargetCheck {
  const times = p99 / floorP99;
  return {
    text: `${label} p99 / ${floorLabel} p99: ${p99.toFixed(0)} / ${floorP99.toFixed(0)} ms = ${times.toFixed(2)}× (target: ${most}× or less)`,
    met: times <= most,
  };
}

/**
 * The bench's targets, each a ratio of two figures of this run (never an absolute rate, which moves
 * with the machine): the feeds and the swipe against the bare server, the like against the feed
 * read, Everyone against Friends, and the Friends feed with blocks against without.
 */
function targetChecks(report: SizeReport): TargetCheck[] {
  const { bare, results } = report;
  const feed = results.get('feed');
  const friendsPlus = results.get('friends-plus');
  const mix = results.get('mix');
  const everyone = results.get('everyone');
  const withBlocks = results.get('feed-blocks');
  const like = mix?.byKind.like;
  const checks: TargetCheck[] = [];
  if (bare && feed) checks.push(rateTarget('Friends flat out', feed, 'bare', bare, 50));
  if (bare && friendsPlus) checks.push(rateTarget('Friends+ flat out', friendsPlus, 'bare', bare, 25));
  if (bare && mix) checks.push(rateTarget('Swipe mix', mix, 'bare', bare, 25));
  if (feed && like) checks.push(p99Target('Like (in the mix)', like.p99, 'Friends flat out', feed.p99, 3));
  if (feed && everyone) {
    checks.push(rateTarget('Everyone (10 miles)', everyone, 'Friends', feed, 75));
    checks.push(p99Target('Everyone (10 miles)', everyone.p99, 'Friends', feed.p99, 2));
  }
  if (feed && withBlocks) checks.push(rateTarget('Friends with blocks', withBlocks, 'without', feed, 90));
  return checks;
}

function printReport(reports: SizeReport[]): void {
  const sizeHeader = (report: SizeReport) =>
    `${report.scale.members.toLocaleString('en')} members, ${report.scale.items.toLocaleString('en')} items`;
  const columns = [
    'req/s',
    'of bare',
    'p50',
    'p97.5',
    'p99',
    'non-2xx',
    'err',
    'ms CPU srv/pg',
    'buf hit/read',
    'busy',
  ];
  const widths = [6, 7, 5, 6, 5, 7, 4, 13, 12, 5];
  const cell = (result: ScenarioResult | undefined, bare: ScenarioResult | undefined) =>
    result
      ? [
          String(Math.round(result.requestsPerSecond)),
          bare ? `${percentOf(result.requestsPerSecond, bare.requestsPerSecond)}%` : '',
          String(result.p50),
          String(result.p97_5),
          String(result.p99),
          String(result.non2xx),
          String(result.errors + result.timeouts),
          `${result.cpu.serverMsPerRequest.toFixed(1)}/${result.cpu.postgresMsPerRequest.toFixed(1)}`,
          `${result.buffers.hit}/${result.buffers.read}`,
          `${result.cpu.machine}%`,
        ]
      : columns.map(() => '');
  const row = (values: string[]) => values.map((value, index) => pad(value, widths[index] as number, true)).join(' ');
  const labelWidth = Math.max(BARE_LABEL.length, ...scenarios.map((scenario) => scenario.label.length)) + 2;
  const blockWidth = row(columns).length;
  log();
  log(
    `## Results (${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${durationSeconds} s each, latencies in ms)`,
  );
  log();
  log(pad('', labelWidth) + reports.map((report) => pad(sizeHeader(report), blockWidth)).join(' | '));
  log(pad('Scenario', labelWidth) + reports.map(() => row(columns)).join(' | '));
  for (const scenario of scenarios) {
    log(
      pad(scenario.label, labelWidth) +
        reports.map((report) => row(cell(report.results.get(scenario.key), report.bare))).join(' | '),
    );
  }
  log(pad(BARE_LABEL, labelWidth) + reports.map((report) => row(cell(report.bare, report.bare))).join(' | '));
  log();
  log(
    'of bare: requests per second as a share of those of the bare server, the floor, measured in the same run. ' +
      'ms CPU srv/pg: CPU milliseconds per request used by the server process and by the PostgreSQL backends of ' +
      "the bench database. buf hit/read: shared buffers a request found in PostgreSQL's cache, and read in " +
      '(from the OS page cache or the disk). ' +
      `busy: the whole machine's CPU use during the run, of ${os.cpus().length * 100}% ` +
      '(other processes included: above the sum of ours, the machine was shared).',
  );
  for (const report of reports) {
    const mix = report.results.get('mix');
    log();
    log(
      `${sizeHeader(report)}: ${report.shape.friendsPerMember.toFixed(1)} friends and ` +
        `${report.shape.wantedPerMember.toFixed(0)} wanted categories per member; a Friends feed offers ` +
        `${report.shape.friendsFeedItems.toFixed(0)} items on average, a Friends+ feed ${report.shape.friendsPlusFeedItems.toFixed(0)}.`,
    );
    if (mix) {
      const kinds = Object.entries(mix.byKind)
        .map(
          ([kind, figures]) =>
            `${kind} ${figures.count} (p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms)`,
        )
        .join(', ');
      log(`  Mix by request: ${kinds}.`);
    }
    const feed = report.results.get('feed');
    if (report.bare) {
      const { bare } = report;
      log(
        `  ${BARE_LABEL} (GET ${BARE_SESSION_PATH} of bare-fastify.ts), the floor: ` +
          `${Math.round(bare.requestsPerSecond)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms, ` +
          `ms CPU srv/pg ${bare.cpu.serverMsPerRequest.toFixed(1)}/${bare.cpu.postgresMsPerRequest.toFixed(1)}, ` +
          `busy ${bare.cpu.machine}%.`,
      );
    }
    if (feed && report.results.get('everyone'))
      log(`  Members within 10 miles of a member: ${report.shape.membersWithinTenMiles.toFixed(0)} on average.`);
    log('  Targets (ratios measured in this run; see docs/performance.md):');
    for (const check of targetChecks(report)) log(`    ${check.met ? 'met   ' : 'MISSED'} ${check.text}`);
    const empty = [...report.results.entries()].map(([key, result]) => `${key} ${result.emptyFeeds}`).join(', ');
    log(`  Feed answers without an item: ${empty}.`);
  }
}

function printPlans(reports: SizeReport[]): boolean {
  let ok = true;
  for (const report of reports) {
    log();
    log(`## Query plans, ${report.name} (EXPLAIN ANALYZE, BUFFERS of the statements the server ran)`);
    const shown = flags.plans
      ? report.plans
      : {
          ...report.plans,
          queries: report.plans.queries.filter((query) => /\((Friends|Everyone)/.test(query.request)),
        };
    if (flags.plans || report === reports[0]) log(formatPlans(shown));
    log();
    const byRequest = new Map<string, { count: number; ms: number }>();
    for (const query of report.plans.queries) {
      const entry = byRequest.get(query.request) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += query.ms;
      byRequest.set(query.request, entry);
    }
    for (const [request, entry] of byRequest)
      log(`  ${request}: ${entry.count} statements, ${entry.ms.toFixed(1)} ms under EXPLAIN ANALYZE`);
    if (report.plans.smallScans.length > 0)
      log(`  Sequential scans of small tables (cheaper than an index there): ${report.plans.smallScans.join(', ')}`);
    if (report.plans.failures.length === 0) {
      log(
        `  Verdict: OK, no Seq Scan on items or on any table of more than 10,000 rows in ${report.plans.queries.length} plans.`,
      );
    } else {
      ok = false;
      log(`  FAILED: ${report.plans.failures.join('; ')}`);
    }
  }
  return ok;
}

async function main(): Promise<void> {
  const small: Scale = {
    members: Math.max(100, Math.round(fullScale.members / 10)),
    items: Math.max(100, Math.round(fullScale.items / 10)),
  };
  const sizes: { url: string; scale: Scale }[] = [{ url: baseUrl, scale: fullScale }];
  if (!flags['no-small']) sizes.push({ url: withDatabase(baseUrl, `${databaseName(baseUrl)}_small`), scale: small });
  log(`Seek feed bench: ${os.cpus().length} cores, Node ${process.version}`);
  const reports: SizeReport[] = [];
  for (const size of sizes) {
    log();
    reports.push(await benchSize(size.url, size.scale));
  }
  log();
  log(`PostgreSQL ${reports[0]?.shape.postgresVersion}`);
  printReport(reports);
  const plansOk = printPlans(reports);
  const failed = reports.some((report) =>
    [...report.results.values(), ...(report.bare ? [report.bare] : [])].some(
      (result) => result.errors + result.timeouts > 0 || result.non2xx > 0,
    ),
  );
  if (!plansOk) log('\nFAILED: a plan scans a growing table sequentially (see above).');
  if (failed) log('\nFAILED: some requests failed (see non-2xx and err above).');
  process.exitCode = plansOk && !failed ? 0 : 1;
}

if (flags.pglite) {
  const ok = await benchEmbedded(
    { ensurePostgres: (url, scale) => ensureData(url, scale, flags.fresh), runScenario },
    {
      postgresUrl: withDatabase(baseUrl, `${databaseName(baseUrl)}_embedded`),
      durationSeconds,
      connections,
      fresh: flags.fresh,
      log,
    },
  );
  process.exitCode = ok ? 0 : 1;
} else {
  await main();
}
