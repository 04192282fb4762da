/**
 * `npm run bench:chat`: live chat across two API processes on PostgreSQL and Redis, beside its floor,
 * a bare chat server (bare-chat.ts), measured the same way in the same run (see
 * docs/performance.md, "Chat").
 *
 * Makes a fresh bench database (members and sessions by generate.ts, matches inserted directly).
 * Then, for the chat (two servers of the production bundle, dist/server.js, sharing Redis) and
 * then for the floor (two bare-chat.ts processes on the same database and Redis), driven from
 * load-generator processes (chat-load.ts):
 * 1. idle sockets: half on each server, every one on its own match's chat, each member's partner
 *    on the other server; the RSS of each server before and after;
 * 2. traffic: receivers' sockets on one server, their partners posting on the other (half each
 *    way); every message timed from its POST to its 'message' event, checked delivered once, and
 *    counted in its table;
 * 3. the search: the rate doubles from --start-rate until a step does not hold (p99 over
 *    --p99-bound, sends or deliveries falling behind, a message unsaved or not delivered once),
 *    then halves the gap between the last rate held and the first that was not, down to
 *    --resolution of the rate held; with the CPU of each process to say what limits it.
 * The idle sockets stay open through 2 and 3. Prints the tables, both rates held and their ratio,
 * and exits with 1 when a target is missed: the chat's rate at least half the floor's; the idle
 * sockets in under 150 MB per process.
 *
 * Flags: --idle-sockets 10000 --pairs 2000 --duration 10 --start-rate 250 --max-rate 10000
 *        --resolution 0.1 --p99-bound 50 --drain 5 --only chat|bare --idle-only (the memory only)
 * CHAT_BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/swapsies_chat_bench (dropped
 * and made again each run); CHAT_BENCH_REDIS_URL overrides redis://127.0.0.1:6379/7.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { migrate } from '../../src/db/client.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { BARE_MESSAGES_TABLE } from './bare-chat.ts';
import type { ChatChildMessage, ChatLoadSetup, ChatPair, ChatParentMessage, ChatRunResult } from './chat-load.ts';
import { percentile, positive, queryOnce, recreateDatabase } from './common.ts';
import { generate } from './generate.ts';
import {
  cpuSeconds,
  cpuSecondsBetween,
  cpuSecondsByProcess,
  machineBusyPercent,
  machineTicks,
  type RunningServer,
  residentMegabytes,
  startHttpProcess,
  startServer,
} from './server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const loadScript = path.join(import.meta.dirname, 'chat-load.ts');
const bareScript = path.join(import.meta.dirname, 'bare-chat.ts');

const { values: flags } = parseArgs({
  options: {
    'idle-sockets': { type: 'string', default: '10000' },
    pairs: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    'start-rate': { type: 'string', default: '250' },
    'max-rate': { type: 'string', default: '10000' },
    resolution: { type: 'string', default: '0.1' },
    'p99-bound': { type: 'string', default: '50' },
    drain: { type: 'string', default: '5' },
    only: { type: 'string' },
    'idle-only': { type: 'boolean', default: false },
  },
});

const log = (line = '') => console.log(line);

const idleSockets = positive('idle-sockets', flags['idle-sockets']);
if (idleSockets % 2 !== 0) throw new Error('--idle-sockets must be even: half go to each server');
const pairCount = positive('pairs', flags.pairs);
if (pairCount % 2 !== 0) throw new Error('--pairs must be even: half send each way');
const durationSeconds = positive('duration', flags.duration);
const startRate = positive('start-rate', flags['start-rate']);
const resolution = Number(flags.resolution);
if (!(resolution > 0 && resolution < 1)) throw new Error('--resolution must be between 0 and 1');
if (flags.only !== undefined && flags.only !== 'chat' && flags.only !== 'bare')
  throw new Error('--only must be chat or bare');
const maxRate = positive('max-rate', flags['max-rate']);
const p99Bound = positive('p99-bound', flags['p99-bound']);
const drainMs = positive('drain', flags.drain) * 1000;
const databaseUrl = process.env.CHAT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/swapsies_chat_bench';
const redisUrl = process.env.CHAT_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

/** The targets (docs/performance.md, "Chat"): the chat's rate held as a share of the floor's, and memory. */
const IDLE_MB_MAX = 150;
const RATE_SHARE_MIN = 0.5;

/**
 * Redis channels are shared by every database index: the bench's matches are numbered far above
 * the ones other databases on this Redis use, so no other server's socket hears the bench.
 */
const MATCH_ID_BASE = 10_000_000;

const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

// Data --------------------------------------------------------------------------------------------

/**
 * Members 1..M in pairs (2k+1, 2k+2), each pair in one match: the first idleSockets/2 matches for
 * the idle sockets, the next pairCount for the traffic.
 */
async function makeDatabase(): Promise<void> {
  await recreateDatabase(databaseUrl);
  const database = openPostgres(databaseUrl, 2);
  try {
    await migrate(database);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  const members = idleSockets + 2 * pairCount;
  log(`${databaseName}: ${members.toLocaleString('en')} members with sessions (generate.ts)`);
  await generate(databaseUrl, { members, items: members }, (line) => log(line));
  await sql(
    `insert into matches (id, type, user1_id, user2_id, created_at)
     select $1::int + k + 1, 1, 2 * k + 1, 2 * k + 2, now() from generate_series(0, $2::int - 1) k`,
    [MATCH_ID_BASE, members / 2],
  );
  await sql(`select setval(pg_get_serial_sequence('matches', 'id'), (select max(id) from matches))`);
  await sql('vacuum analyze matches');
}

const sql = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  queryOnce<Row>(databaseUrl, text, values);

const idleMatch = (k: number) => ({ matchId: MATCH_ID_BASE + k + 1, user1: 2 * k + 1, user2: 2 * k + 2 });
const trafficMatch = (j: number) => idleMatch(idleSockets / 2 + j);

// Processes ---------------------------------------------------------------------------------------

/** What the bench measures: the chat, and its floor. */
interface Subject {
  name: 'chat' | 'bare';
  label: string;
  start(): Promise<RunningServer>;
  /** Where its messages are saved, with their ClientID in client_id. */
  table: string;
}

const chatSubject: Subject = {
  name: 'chat',
  label: 'Swapsies chat',
  table: 'messages',
  start: () =>
    startServer(
      serverDir,
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: path.join(os.tmpdir(), 'swapsies-chat-bench-server'),
        // Each traffic sender posts rate / pairs messages a second, above the product's limit at the top steps.
        RATE_LIMIT_CHAT_MESSAGE: '1000000/1s',
      },
      60_000,
    ),
};

const bareSubject: Subject = {
  name: 'bare',
  label: 'bare chat (floor)',
  table: BARE_MESSAGES_TABLE,
  start: () =>
    startHttpProcess(
      serverDir,
      ['--import', 'tsx', bareScript],
      { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
      60_000,
    ),
};

/** A load-generator process, answering over IPC. */
class LoadProcess {
  private readonly child: ChildProcess;
  private waiting: ((message: ChatChildMessage) => void) | null = null;
  /** Messages that came while nobody waited. */
  private readonly queued: ChatChildMessage[] = [];
  private exited = false;

  constructor(private readonly setup: ChatLoadSetup) {
    this.child = spawn(process.execPath, ['--import', 'tsx', loadScript], {
      cwd: serverDir,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: ChatChildMessage) => this.take(message));
    this.child.once('exit', (code) => {
      this.exited = true;
      this.take({ type: 'failed', message: `the load generator exited with ${code}` });
    });
  }

  private take(message: ChatChildMessage): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting(message);
    else this.queued.push(message);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  private next(): Promise<ChatChildMessage> {
    const queued = this.queued.shift();
    if (queued) return Promise.resolve(queued);
    if (this.exited) return Promise.resolve({ type: 'failed', message: 'the load generator has exited' });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  async opened(): Promise<Extract<ChatChildMessage, { type: 'open' }>> {
    const listening = await this.next();
    if (listening.type === 'failed') throw new Error(listening.message);
    const answer = this.next();
    this.child.send({ type: 'setup', setup: this.setup } satisfies ChatParentMessage);
    const message = await answer;
    if (message.type === 'failed') throw new Error(message.message);
    if (message.type !== 'open') throw new Error(`expected open, got ${message.type}`);
    return message;
  }

  async run(command: Extract<ChatParentMessage, { type: 'run' }>): Promise<ChatRunResult> {
    const answer = this.next();
    this.child.send(command);
    const message = await answer;
    if (message.type === 'failed') throw new Error(message.message);
    if (message.type !== 'result') throw new Error(`expected result, got ${message.type}`);
    return message;
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' } satisfies ChatParentMessage);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

const OPEN_CONCURRENCY = 64;

// CPU ---------------------------------------------------------------------------------------------

const postgresHousekeeping = /^postgres: (walwriter|checkpointer|background writer|autovacuum)/;

interface CpuSample {
  at: number;
  serverA: number;
  serverB: number;
  postgres: Map<number, number>;
  redis: Map<number, number>;
  load: number;
  machine: { busy: number; total: number };
}

/** CPU seconds used between two samples, by process. */
interface CpuUsed {
  seconds: number;
  serverA: number;
  serverB: number;
  postgres: number;
  redis: number;
  load: number;
  /** The whole machine, every process (in percent of one core, up to 100 × cores). */
  machine: number;
}

function sampleCpu(servers: RunningServer[], loads: LoadProcess[]): CpuSample {
  return {
    at: performance.now(),
    serverA: cpuSeconds(servers[0]?.child.pid),
    serverB: cpuSeconds(servers[1]?.child.pid),
    postgres: cpuSecondsByProcess(
      (comm, title) => comm === 'postgres' && (title.includes(` ${databaseName} `) || postgresHousekeeping.test(title)),
    ),
    redis: cpuSecondsByProcess((comm) => comm === 'redis-server'),
    load: loads.reduce((sum, load) => sum + cpuSeconds(load.pid), 0),
    machine: machineTicks(),
  };
}

function cpuUsed(before: CpuSample, after: CpuSample): CpuUsed {
  return {
    seconds: (after.at - before.at) / 1000 || 1,
    serverA: after.serverA - before.serverA,
    serverB: after.serverB - before.serverB,
    postgres: cpuSecondsBetween(before.postgres, after.postgres),
    redis: cpuSecondsBetween(before.redis, after.redis),
    load: after.load - before.load,
    machine: machineBusyPercent(before.machine, after.machine),
  };
}

/** Percent of one core of each process over the time between the samples. */
function sharesOf(used: CpuUsed) {
  const share = (seconds: number) => Math.round((seconds / used.seconds) * 100);
  return {
    serverA: share(used.serverA),
    serverB: share(used.serverB),
    postgres: share(used.postgres),
    redis: share(used.redis),
    load: share(used.load),
    machine: used.machine,
  };
}
type CpuShares = ReturnType<typeof sharesOf>;

/** The machine's CPU that none of the bench's processes used: other work on a shared box. */
function othersShare(cpu: CpuShares): number {
  return Math.max(0, cpu.machine - cpu.serverA - cpu.serverB - cpu.postgres - cpu.redis - cpu.load);
}

// Steps -------------------------------------------------------------------------------------------

interface Step {
  rate: number;
  /** Messages asked for: rate × duration. */
  asked: number;
  sent: number;
  saved: number;
  /** Rows of the step in the messages table. */
  rows: number;
  delivered: number;
  duplicates: number;
  missing: number;
  unexpected: number;
  gaps: number;
  heldBack: number;
  closed: number;
  sentPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  postP99: number;
  statusCodes: Record<string, number>;
  /** While sending. */
  cpu: CpuShares;
  /** CPU milliseconds per saved message over the whole step, the answers and deliveries after the sending included. */
  msPerMessage: { api: number; postgres: number; redis: number; load: number };
}

/** Whether a step kept up: every message sent on time, saved, delivered once, and p99 within the bound. */
function problemsOf(step: Step, p99Max: number): string[] {
  const problems: string[] = [];
  if (step.sentPerSecond < step.rate * 0.95)
    problems.push(`only ${Math.round(step.sentPerSecond)}/s sent of ${step.rate}/s`);
  if (step.heldBack > 0) problems.push(`${step.heldBack} sends held back (too many in flight)`);
  if (step.saved < step.asked || step.rows !== step.saved)
    problems.push(`${step.saved} answered 2xx and ${step.rows} rows saved of ${step.asked}`);
  if (step.missing > 0) problems.push(`${step.missing} saved but not delivered`);
  if (step.duplicates > 0) problems.push(`${step.duplicates} delivered twice`);
  if (step.closed > 0) problems.push(`${step.closed} receiving sockets closed by the server`);
  if (step.p99 > p99Max) problems.push(`p99 ${step.p99.toFixed(0)} ms over ${p99Max} ms`);
  return problems;
}

let runNumber = 0;

async function runStep(
  subject: Subject,
  rate: number,
  seconds: number,
  servers: RunningServer[],
  traffic: LoadProcess[],
  idle: LoadProcess[],
): Promise<Step> {
  runNumber++;
  const runId = `r${runNumber}`;
  const before = sampleCpu(servers, [...traffic, ...idle]);
  let after = before;
  // Sampled while sending, not through the drain that follows.
  const sampler = setTimeout(() => {
    after = sampleCpu(servers, [...traffic, ...idle]);
  }, seconds * 1000);
  const results = await Promise.all(
    traffic.map((load) =>
      load.run({ type: 'run', runId, ratePerSecond: rate / traffic.length, durationSeconds: seconds, drainMs }),
    ),
  );
  clearTimeout(sampler);
  const end = sampleCpu(servers, [...traffic, ...idle]);
  if (after === before) after = end;
  const whole = cpuUsed(before, end);
  const [{ count }] = (await sql<{ count: string }>(`select count(*) from ${subject.table} where client_id like $1`, [
    `${runId}-%`,
  ])) as [{ count: string }];
  const sum = (
    key: 'sent' | 'saved' | 'delivered' | 'duplicates' | 'missing' | 'unexpected' | 'gaps' | 'heldBack' | 'closed',
  ) => results.reduce((total, result) => total + result[key], 0);
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const result of results)
    for (const [code, times] of Object.entries(result.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + times;
  const sendSeconds = Math.max(...results.map((result) => result.sendSeconds));
  const perMessage = (seconds: number) => (seconds * 1000) / (sum('saved') || 1);
  return {
    rate,
    asked: results.reduce((total, result) => total + result.sent + result.heldBack, 0),
    sent: sum('sent'),
    saved: sum('saved'),
    rows: Number(count),
    delivered: sum('delivered'),
    duplicates: sum('duplicates'),
    missing: sum('missing'),
    unexpected: sum('unexpected'),
    gaps: sum('gaps'),
    heldBack: sum('heldBack'),
    closed: sum('closed'),
    // The last send goes out at (n − 1) / rate seconds.
    sentPerSecond: sendSeconds > 0 ? (sum('sent') - traffic.length) / sendSeconds : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    postP99: Math.max(...results.map((result) => result.postP99)),
    statusCodes,
    cpu: sharesOf(cpuUsed(before, after)),
    msPerMessage: {
      api: perMessage(whole.serverA + whole.serverB),
      postgres: perMessage(whole.postgres),
      redis: perMessage(whole.redis),
      load: perMessage(whole.load),
    },
  };
}

function describeStep(step: Step): string {
  return (
    `  ${step.rate}/s: sent ${step.sent} (${Math.round(step.sentPerSecond)}/s), saved ${step.rows}, ` +
    `delivered ${step.delivered}, duplicates ${step.duplicates}, missing ${step.missing}, gaps ${step.gaps}, ` +
    `sockets closed ${step.closed}; ` +
    `p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, max ${step.max.toFixed(0)} ms; ` +
    `CPU A ${step.cpu.serverA}%, B ${step.cpu.serverB}%, PostgreSQL ${step.cpu.postgres}%, ` +
    `Redis ${step.cpu.redis}%, load ${step.cpu.load}%, machine ${step.cpu.machine}% of ${os.cpus().length * 100}% ` +
    `(others ${othersShare(step.cpu)}%)`
  );
}

/** What a step that did not hold ran out of, from the CPU each process used. */
function limitOf(step: Step): string {
  const cores = os.cpus().length;
  const shares: [string, number][] = [
    ['server process A', step.cpu.serverA],
    ['server process B', step.cpu.serverB],
    ['PostgreSQL', step.cpu.postgres],
    ['Redis', step.cpu.redis],
    ['the load generator', step.cpu.load],
    ['other processes on the machine', othersShare(step.cpu)],
  ];
  shares.sort((a, b) => b[1] - a[1]);
  const listed = shares.map(([name, share]) => `${name} ${share}%`).join(', ');
  if (step.cpu.machine >= cores * 100 * 0.9)
    return `the machine's CPU: ${step.cpu.machine}% busy of ${cores * 100}% (${listed})`;
  const single = shares.find(([name, share]) => share >= 90 && name.startsWith('server'));
  if (single) return `one core: ${single[0]}'s event loop at ${single[1]}% (${listed})`;
  return (
    `no steady shortage of CPU (the machine ${step.cpu.machine}% busy of ${cores * 100}% on average: ${listed}): ` +
    'the delays came in bursts (other work on the machine, row locks, commits)'
  );
}

// Report ------------------------------------------------------------------------------------------

function pad(text: string, width: number): string {
  return text.padStart(width);
}

function printSteps(steps: Step[]): void {
  const columns: [string, number, (step: Step) => string][] = [
    ['asked/s', 7, (step) => String(step.rate)],
    ['sent/s', 6, (step) => String(Math.round(step.sentPerSecond))],
    ['saved', 6, (step) => `${step.rows}`],
    ['deliv.', 6, (step) => String(step.delivered)],
    ['dup', 4, (step) => String(step.duplicates)],
    ['miss', 5, (step) => String(step.missing)],
    ['gaps', 5, (step) => String(step.gaps)],
    ['p50', 6, (step) => step.p50.toFixed(1)],
    ['p99', 6, (step) => step.p99.toFixed(1)],
    ['max', 6, (step) => step.max.toFixed(0)],
    ['POST p99', 8, (step) => step.postP99.toFixed(1)],
    ['CPU A/B', 9, (step) => `${step.cpu.serverA}/${step.cpu.serverB}%`],
    ['PG', 5, (step) => `${step.cpu.postgres}%`],
    ['Redis', 5, (step) => `${step.cpu.redis}%`],
    ['load', 5, (step) => `${step.cpu.load}%`],
    ['ms/msg API/PG', 13, (step) => `${step.msPerMessage.api.toFixed(2)}/${step.msPerMessage.postgres.toFixed(2)}`],
    ['busy', 5, (step) => `${step.cpu.machine}%`],
    ['others', 6, (step) => `${othersShare(step.cpu)}%`],
  ];
  log(columns.map(([name, width]) => pad(name, width)).join(' '));
  for (const step of steps) log(columns.map(([, width, cell]) => pad(cell(step), width)).join(' '));
}

interface Memory {
  label: string;
  before: number;
  /** Settled, RSS_SETTLE_SECONDS after the sockets opened. */
  after: number;
  peak: number;
  sockets: number;
}

const RSS_SETTLE_SECONDS = 20;

interface Measured {
  subject: Subject;
  memory: Memory[];
  idleOpened: number;
  /** Every step of the search, in rate order. */
  steps: Step[];
  /** The highest rate that held, and the lowest that did not. */
  held: Step | undefined;
  broke: Step | undefined;
}

/** Opens a load process's sockets, prints how it went, and answers how many opened. */
async function openAll(loads: LoadProcess[], mustOpen: boolean): Promise<number[]> {
  const opened = await Promise.all(loads.map((load) => load.opened()));
  for (const entry of opened) {
    log(`  ${entry.sockets} open, ${entry.failed} failed, in ${entry.seconds.toFixed(1)} s`);
    for (const failure of entry.failures) log(`    ${failure}`);
    if (mustOpen && entry.failed > 0) throw new Error('Receiving sockets failed to open');
  }
  return opened.map((entry) => entry.sockets);
}

/** The idle sockets, the traffic sockets, and the search for the highest rate held, on two servers of `subject`. */
async function measure(subject: Subject): Promise<Measured> {
  log();
  log(`# ${subject.label}`);
  const servers = [await subject.start(), await subject.start()];
  const [serverA, serverB] = servers as [RunningServer, RunningServer];
  const idle: LoadProcess[] = [];
  const traffic: LoadProcess[] = [];
  const steps: Step[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssBefore = servers.map((server) => residentMegabytes(server.child.pid));

    log(`Opening ${idleSockets.toLocaleString('en')} idle sockets, half on each server`);
    const idlePairs = (side: 'user1' | 'user2'): ChatPair[] =>
      Array.from({ length: idleSockets / 2 }, (_, k) => {
        const match = idleMatch(k);
        return { matchId: match.matchId, receiver: match[side], sender: 0 };
      });
    const loadOn = (socketUrl: string, sendUrl: string, pairs: ChatPair[]) =>
      new LoadProcess({ socketUrl, sendUrl, pairs, openConcurrency: OPEN_CONCURRENCY });
    idle.push(
      loadOn(serverA.url, serverA.url, idlePairs('user1')),
      loadOn(serverB.url, serverB.url, idlePairs('user2')),
    );
    const idleCounts = await openAll(idle, false);
    // The garbage of opening (tickets, handshakes) is collected when V8 sees the process idle, so
    // RSS is read each second for a while: the last reading is the settled one, the highest the peak.
    const readings: number[][] = servers.map(() => []);
    for (let second = 0; second < RSS_SETTLE_SECONDS; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const [index, server] of servers.entries()) readings[index]?.push(residentMegabytes(server.child.pid));
    }
    const memory = servers.map((_, index) => ({
      label: index === 0 ? 'process A' : 'process B',
      before: rssBefore[index] as number,
      after: readings[index]?.at(-1) ?? 0,
      peak: Math.max(...(readings[index] ?? [0])),
      sockets: idleCounts[index] ?? 0,
    }));

    const idleOpened = idleCounts.reduce((total, count) => total + count, 0);
    if (flags['idle-only']) return { subject, memory, idleOpened, steps, held: undefined, broke: undefined };

    log(`Opening ${pairCount.toLocaleString('en')} receiving sockets, each partner posting on the other server`);
    const trafficPairs = (from: number): ChatPair[] =>
      Array.from({ length: pairCount / 2 }, (_, j) => {
        const match = trafficMatch(from + j);
        return { matchId: match.matchId, receiver: match.user2, sender: match.user1 };
      });
    traffic.push(
      loadOn(serverB.url, serverA.url, trafficPairs(0)),
      loadOn(serverA.url, serverB.url, trafficPairs(pairCount / 2)),
    );
    await openAll(traffic, true);

    log('Warming up (200/s for 5 s)');
    log(describeStep(await runStep(subject, 200, 5, servers, traffic, idle)));

    log(
      `Search, ${durationSeconds} s a step: doubling from ${startRate}/s until a step misses p99 ${p99Bound} ms or ` +
        `falls behind, then halving the gap to ${Math.round(resolution * 100)}%`,
    );
    const step = async (rate: number) => {
      const done = await runStep(subject, rate, durationSeconds, servers, traffic, idle);
      steps.push(done);
      log(describeStep(done));
      return problemsOf(done, p99Bound).length === 0;
    };
    let heldRate = 0;
    let brokeRate = 0;
    for (let rate = startRate; rate <= maxRate; rate *= 2) {
      if (!(await step(rate))) {
        brokeRate = rate;
        break;
      }
      heldRate = rate;
    }
    // Below the start: halve until a rate holds.
    while (heldRate === 0 && brokeRate > 50) {
      const rate = Math.round(brokeRate / 2);
      if (await step(rate)) heldRate = rate;
      else brokeRate = rate;
    }
    while (heldRate > 0 && brokeRate > 0 && brokeRate - heldRate > heldRate * resolution) {
      const rate = Math.round((heldRate + brokeRate) / 2);
      if (await step(rate)) heldRate = rate;
      else brokeRate = rate;
    }
    steps.sort((a, b) => a.rate - b.rate);
    return {
      subject,
      memory,
      idleOpened,
      steps,
      held: steps.find((entry) => entry.rate === heldRate),
      broke: steps.find((entry) => entry.rate === brokeRate),
    };
  } finally {
    await Promise.all([...traffic, ...idle].map((load) => load.stop()));
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function printMeasured(measured: Measured): void {
  log();
  log(`### ${measured.subject.label}`);
  log();
  log(
    `Idle sockets (RSS of each process from /proc: before they open, ${RSS_SETTLE_SECONDS} s after, and the peak meanwhile)`,
  );
  log(
    `${'process'.padEnd(10)} ${pad('sockets', 7)} ${pad('RSS before', 10)} ${pad('RSS after', 9)} ${pad('peak', 6)} ${pad('KB/socket', 9)}`,
  );
  for (const entry of measured.memory) {
    const perSocket = entry.sockets > 0 ? ((entry.after - entry.before) * 1024) / entry.sockets : 0;
    log(
      `${entry.label.padEnd(10)} ${pad(String(entry.sockets), 7)} ${pad(`${entry.before.toFixed(0)} MB`, 10)} ` +
        `${pad(`${entry.after.toFixed(0)} MB`, 9)} ${pad(`${entry.peak.toFixed(0)} MB`, 6)} ${pad(perSocket.toFixed(1), 9)}`,
    );
  }
  if (flags['idle-only']) return;
  log();
  log(
    `Traffic (${durationSeconds} s a step, ${pairCount} matches, receivers on one process and senders posting to ` +
      `the other, ${measured.idleOpened.toLocaleString('en')} idle sockets open; latencies in ms, POST to 'message' event)`,
  );
  printSteps(measured.steps);
  const { held, broke } = measured;
  log(
    `Held: ${held ? `${held.rate}/s (p99 ${held.p99.toFixed(1)} ms)` : 'no step'}` +
      (broke ? `; at ${broke.rate}/s: ${problemsOf(broke, p99Bound).join('; ')}` : `; every step up to ${maxRate}/s`),
  );
  if (broke) log(`  Limit: ${limitOf(broke)}`);
  // CPU per message does not depend on who else runs: what the bench's processes would carry on a machine of their own.
  const costed = held ?? measured.steps.at(-1);
  if (costed) {
    const cost = costed.msPerMessage;
    const server = cost.api + cost.postgres + cost.redis;
    const cores = os.cpus().length;
    log(
      `  CPU per message at ${costed.rate}/s (whole step): servers ${cost.api.toFixed(2)} ms (both processes), ` +
        `PostgreSQL ${cost.postgres.toFixed(2)} ms, Redis ${cost.redis.toFixed(2)} ms, load generator ${cost.load.toFixed(2)} ms: ` +
        `${cores} cores to themselves would carry about ${Math.round((cores * 1000) / (server + cost.load))}/s with this ` +
        `load generator beside them, ${Math.round((cores * 1000) / server)}/s without it`,
    );
  }
  for (const step of measured.steps.filter((entry) => Object.keys(entry.statusCodes).some((code) => code !== '200')))
    log(`  Answers at ${step.rate}/s: ${JSON.stringify(step.statusCodes)}`);
}

async function main(): Promise<void> {
  log(`Chat bench: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  const idleBefore = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const busyBefore = machineBusyPercent(idleBefore, machineTicks());
  // The bench wants the machine to itself: what else runs shows in every figure.
  if (busyBefore > 20) log(`WARNING: the machine was ${busyBefore}% busy before the bench started (other work)`);
  log(
    `Load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  await makeDatabase();
  const [{ version }] = (await sql<{ version: string }>(`select current_setting('server_version') as version`)) as [
    { version: string },
  ];
  log(`PostgreSQL ${version}, Redis ${redisUrl}`);

  const subjects = [chatSubject, bareSubject].filter((subject) => !flags.only || subject.name === flags.only);
  const results: Measured[] = [];
  for (const subject of subjects) results.push(await measure(subject));

  log();
  log(
    `## Chat (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, two processes each, PostgreSQL ${version}, Redis)`,
  );
  for (const measured of results) printMeasured(measured);
  log();
  log(
    'saved: rows of the step in its table; deliv.: messages that reached their receiver; gaps: live ' +
      "events whose number skipped (the floor's events carry none); CPU: % of one core while sending (A and B the " +
      "servers, PG the bench database's backends and PostgreSQL's writers); ms/msg: CPU milliseconds per saved " +
      "message over the whole step; busy: the whole machine; others: busy less the bench's processes " +
      '(other work on a shared machine).',
  );

  // Verdicts --------------------------------------------------------------------------------------
  const failures: string[] = [];
  log();
  const chat = results.find((measured) => measured.subject.name === 'chat');
  const bare = results.find((measured) => measured.subject.name === 'bare');
  if (chat) {
    const overMemory = chat.memory.filter((entry) => entry.after >= IDLE_MB_MAX);
    if (chat.idleOpened < idleSockets) failures.push(`only ${chat.idleOpened} of ${idleSockets} idle sockets opened`);
    if (overMemory.length > 0)
      failures.push(
        `idle sockets: ${overMemory.map((entry) => `${entry.label} at ${entry.after.toFixed(0)} MB`).join(', ')} (target under ${IDLE_MB_MAX} MB)`,
      );
    log(
      `Idle: ${chat.idleOpened.toLocaleString('en')} sockets, ${chat.memory.map((entry) => `${entry.label} ${entry.after.toFixed(0)} MB`).join(', ')} ` +
        `(target under ${IDLE_MB_MAX} MB per process): ${overMemory.length === 0 && chat.idleOpened === idleSockets ? 'met' : 'MISSED'}`,
    );
  }
  if (chat && bare && !flags['idle-only']) {
    const chatRate = chat.held?.rate ?? 0;
    const bareRate = bare.held?.rate ?? 0;
    const share = bareRate > 0 ? chatRate / bareRate : 0;
    const met = bareRate > 0 && share >= RATE_SHARE_MIN;
    log(
      `Rate held at p99 under ${p99Bound} ms, every message saved and delivered once: chat ${chatRate}/s, ` +
        `bare chat ${bareRate}/s: ${Math.round(share * 100)}% of the floor ` +
        `(target ${Math.round(RATE_SHARE_MIN * 100)}% or more): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met) failures.push(`the chat held ${Math.round(share * 100)}% of the floor's rate`);
  }
  if (failures.length > 0) {
    log();
    log(`FAILED: ${failures.join('; ')}`);
  }
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
