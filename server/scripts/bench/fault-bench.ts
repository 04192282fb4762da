/**
 * `npm run bench:faults`: what the production server (dist/server.js) does under load when the
 * parts it needs fail, one after another (docs/performance.md, "Faults").
 *
 * Starts its own PostgreSQL, Redis and S3 service (own-services.ts: free ports, files in a temporary
 * folder; the machine's own PostgreSQL and Redis are not touched) and the server on them. Over the
 * API it registers pairs of members with a match each, members who read the Friends feed and members
 * who upload. Then it drives the server without pause: each pair sends chat messages, every send
 * retried with its ClientID until it is acknowledged (a 2xx); the readers read the feed; during the
 * S3 fault the uploaders list items with a small JPEG. The faults, with a quiet spell after each:
 * 1. Redis killed (SIGKILL) for --down seconds, then started again on its port, empty;
 * 2. PostgreSQL restarted (pg_ctl restart -m fast);
 * 3. PostgreSQL stopped (pg_ctl stop -m immediate) for --down seconds, then started;
 * 4. the S3 service closed for --down seconds during the uploads, then started on its port and folder.
 * Then it reads every match's whole chat and every uploader's items back through the API, and prints
 * for each fault: the answers by status, the 500s, how long after the part returned writes were
 * acknowledged again, acknowledged writes lost, ClientIDs saved twice, and calls over 10 s; then a
 * table and whether each target was met. Exits with 1 when any target was missed (it says which).
 * Every process it started is stopped and the folder removed at the end, on a failure and on Ctrl-C.
 *
 * Flags: --pairs 4 --readers 2 --uploaders 2 --down 8 (seconds each part stays away) --quiet 10
 *        (seconds after each part returns) --baseline 5 (seconds of load before the first fault)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FeedType, type RouteAnswer, type RouteInput, type RouteSpec, routes } from '@swapsies/contract';
import { settingNames } from '../../src/config.ts';
import { base64, jpeg } from '../../src/test/images.ts';
import { newItemBody } from '../../src/test/items.ts';
import { personalRegistration } from '../../src/test/members.ts';
import {
  type OwnPostgres,
  type OwnRedis,
  type OwnS3,
  startOwnPostgres,
  startOwnRedis,
  startOwnS3,
} from '../../src/test/own-services.ts';
import { type Answer, CRIME_NOVELS, fetchRoute, GUITARS, readAnswer } from './api.ts';
import { positive, recreateDatabase, withDatabase } from './common.ts';
import { type RunningServer, startHttpProcess, startServer } from './server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

const { values: flags } = parseArgs({
  options: {
    pairs: { type: 'string', default: '4' },
    readers: { type: 'string', default: '2' },
    uploaders: { type: 'string', default: '2' },
    down: { type: 'string', default: '8' },
    quiet: { type: 'string', default: '10' },
    baseline: { type: 'string', default: '5' },
  },
});
const pairCount = positive('pairs', flags.pairs);
const readerCount = positive('readers', flags.readers);
const uploaderCount = positive('uploaders', flags.uploaders);
const downMs = positive('down', flags.down) * 1000;
const quietMs = positive('quiet', flags.quiet) * 1000;
const baselineMs = positive('baseline', flags.baseline) * 1000;

/** Each pair's next message follows an acknowledged one after this long: about 3 a second a pair. */
const SEND_INTERVAL_MS = 300;
/** A send that was not acknowledged is sent again, with its ClientID, after this long. */
const RETRY_MS = 250;
const FEED_INTERVAL_MS = 200;
const UPLOAD_INTERVAL_MS = 300;
/** Uploads start this long before the S3 service is closed, so that the phase shows them working too. */
const UPLOAD_LEAD_MS = 2000;
/** Every call gives up here, well beyond HANG_MS, so that a hanging call is counted rather than waited on. */
const DEADLINE_MS = 30_000;
/** After the last fault, sends not yet acknowledged keep being retried for this long. */
const DRAIN_MS = 30_000;

/** The targets. */
const HANG_MS = 10_000;
const RECOVERY_MAX_MS = 5000;

const BUCKET = 'swapsies-faults';

const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// The processes -------------------------------------------------------------------------------------

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-faults-'));
// PostgreSQL runs as another user under root: it must get through to its own folder inside.
fs.chmodSync(folder, 0o755);
let postgres: OwnPostgres | null = null;
let redis: OwnRedis | null = null;
let s3: OwnS3 | null = null;
let server: RunningServer | null = null;

/**
 * Each part is stopped for good, even when another's stop fails; the folder goes last. A restart of
 * the server under way ends first (restartServer gives up once `stopping` is set), so that the
 * server it may have started is the one stopped.
 */
async function stopEverything(): Promise<void> {
  const steps: [string, () => Promise<void> | undefined][] = [
    [
      'the server',
      async () => {
        await restarting;
        if (server) await stopServer(server);
      },
    ],
    ['PostgreSQL', () => postgres?.close()],
    ['Redis', () => redis?.close()],
    ['the S3 service', () => s3?.close()],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      log(`Stopping ${name} failed: ${(error as Error).message}`);
    }
  }
  fs.rmSync(folder, { recursive: true, force: true });
}

/** SIGTERM, and SIGKILL when it has not gone within 10 s (a shutdown waiting on a part that is away). */
async function stopServer(running: RunningServer): Promise<void> {
  const stopped = running.stop();
  const timer = setTimeout(() => running.child.kill('SIGKILL'), 10_000);
  await stopped;
  clearTimeout(timer);
}

let stopping: Promise<void> | null = null;
const cleanUp = () => {
  stopping ??= stopEverything();
  return stopping;
};

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (!stopping) log(`\n${signal}: stopping the server, PostgreSQL, Redis and the S3 service`);
    void cleanUp().then(() => process.exit(code));
  });
}

// The server's log ------------------------------------------------------------------------------------

/** The errors the server logged, and its warnings of failed requests (a part out of reach), by phase: message → how many. */
const serverErrors = new Map<number, Map<string, number>>();
/**
 * The server's last lines of note: its errors, and the headlines of what it wrote outside its log
 * (an uncaught error's message, not the stack frames and fields under it). What it said before it exited.
 */
const lastServerLines: string[] = [];
let partialLine = '';

function remember(line: string): void {
  lastServerLines.push(line.slice(0, 300));
  lastServerLines.splice(0, lastServerLines.length - 10);
}

function readServerOutput(text: string): void {
  const lines = (partialLine + text).split('\n');
  partialLine = lines.pop() ?? '';
  for (const line of lines) {
    if (!line.startsWith('{')) {
      if (/^[^\s{}^[\]]/.test(line)) remember(line);
      continue;
    }
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string }; reason?: string };
    const level = entry.level ?? 0;
    if (level < 40 || (level < 50 && !entry.msg?.startsWith('request failed'))) continue;
    const reason = entry.err?.message ?? entry.reason;
    const text = reason ? `${entry.msg}: ${reason}` : String(entry.msg);
    remember(text);
    const counts = serverErrors.get(currentPhase) ?? new Map<string, number>();
    counts.set(text, (counts.get(text) ?? 0) + 1);
    serverErrors.set(currentPhase, counts);
  }
}

// Calls -------------------------------------------------------------------------------------------------

interface Member {
  id: number;
  token: string;
}

/** A setup call, which must succeed. */
async function call<R extends RouteSpec>(route: R, input: RouteInput<R>, as?: Member): Promise<RouteAnswer<R>> {
  const answer = await readAnswer(
    await fetchRoute((server as RunningServer).url, route, input, {
      token: as?.token,
      signal: AbortSignal.timeout(DEADLINE_MS),
    }),
  );
  if (answer.status !== 200)
    throw new Error(`${route.method} ${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as RouteAnswer<R>;
}

type Kind = 'chat' | 'feed' | 'upload';

interface Attempt {
  kind: Kind;
  phase: number;
  startedAt: number;
  ms: number;
  /** The status, 'no answer' (the connection failed or closed) or 'deadline' (DEADLINE_MS passed). */
  outcome: string;
  ok: boolean;
}

const attempts: Attempt[] = [];
/** The first answer of each kind and failing status other than 503, by phase, to say what it was. */
const firstRefusals = new Map<number, Map<string, string>>();

/** A call of the load: recorded, under the phase it began in, whatever becomes of it. */
async function attempt<R extends RouteSpec>(
  kind: Kind,
  route: R,
  input: RouteInput<R>,
  as: Member,
): Promise<Answer | null> {
  const phase = currentPhase;
  const startedAt = performance.now();
  let answer: Answer | null = null;
  let outcome: string;
  try {
    answer = await readAnswer(
      await fetchRoute((server as RunningServer).url, route, input, {
        token: as.token,
        signal: AbortSignal.timeout(DEADLINE_MS),
      }),
    );
    outcome = String(answer.status);
  } catch (error) {
    outcome = (error as Error).name === 'TimeoutError' ? 'deadline' : 'no answer';
  }
  const ok = answer !== null && answer.status >= 200 && answer.status < 300;
  attempts.push({ kind, phase, startedAt, ms: performance.now() - startedAt, outcome, ok });
  if (answer && !ok && answer.status !== 503) {
    const refusals = firstRefusals.get(phase) ?? new Map<string, string>();
    if (!refusals.has(`${kind} ${outcome}`)) refusals.set(`${kind} ${outcome}`, JSON.stringify(answer.body));
    firstRefusals.set(phase, refusals);
  }
  return ok ? answer : null;
}

// Phases ---------------------------------------------------------------------------------------------------

interface Phase {
  title: string;
  /** For the table. */
  name: string;
  /** What came back, for "writes acknowledged again after … returned". */
  part: string | null;
  startedAt: number;
  /** When the part answered again; null before the faults and after them. */
  returnedAt: number | null;
  /** What happened, with times from the start of the load. */
  events: string[];
}

const phases: Phase[] = [];
let currentPhase = 0;
let loadStartedAt = 0;

function beginPhase(name: string, title: string, part: string | null): Phase {
  const phase: Phase = { name, title, part, startedAt: performance.now(), returnedAt: null, events: [] };
  phases.push(phase);
  currentPhase = phases.length - 1;
  log(title);
  return phase;
}

function note(phase: Phase, event: string): void {
  const line = `at ${seconds(performance.now() - loadStartedAt)}: ${event}`;
  phase.events.push(line);
  log(`  ${line}`);
}

// The load -----------------------------------------------------------------------------------------------

interface Pair {
  matchId: number;
  members: [Member, Member];
}

interface Message {
  clientId: string;
  /** The phase of its first send. */
  phase: number;
  acknowledged: boolean;
}

interface Upload {
  itemId: number;
  owner: Member;
  phase: number;
}

const messages: Message[] = [];
const uploads: Upload[] = [];
const load = { sending: true, retrying: true, reading: true, uploading: false };

/** One pair's chat: a message, sent again with its ClientID until acknowledged, then the next. */
async function chat(pair: Pair, index: number): Promise<void> {
  for (let n = 1; load.sending; n += 1) {
    const sender = pair.members[n % 2] as Member;
    const message: Message = {
      clientId: randomUUID(),
      phase: currentPhase,
      acknowledged: false,
    };
    messages.push(message);
    const body = { MatchID: pair.matchId, Text: `fault bench ${index}.${n}`, ClientID: message.clientId };
    while (!message.acknowledged && load.retrying) {
      message.acknowledged = (await attempt('chat', routes.sendMessage, { body }, sender)) !== null;
      if (!message.acknowledged) await sleep(RETRY_MS);
    }
    await sleep(SEND_INTERVAL_MS);
  }
}

async function readFeed(reader: Member): Promise<void> {
  while (load.reading) {
    await attempt('feed', routes.exploreItem, { query: { type: FeedType.Friends } }, reader);
    await sleep(FEED_INTERVAL_MS);
  }
}

/** Lists items one after another while load.uploading; an upload is not retried (it has no ClientID). */
async function upload(owner: Member, photo: string, index: number): Promise<void> {
  for (let n = 1; load.uploading; n += 1) {
    const body = newItemBody(`Fault bench lamp ${index}.${n}`, GUITARS, photo);
    const phase = currentPhase;
    const answer = await attempt('upload', routes.createItem, { body }, owner);
    if (answer) uploads.push({ itemId: (answer.body as RouteAnswer<typeof routes.createItem>).Item.ID, owner, phase });
    await sleep(UPLOAD_INTERVAL_MS);
  }
}

// Setup -----------------------------------------------------------------------------------------------------

async function register(name: string, wants: string[]): Promise<Member> {
  const answer = await call(routes.register, {
    query: {},
    body: personalRegistration({ FirstName: name, Categories: wants }),
  });
  if (!answer.Token || !answer.User) throw new Error(`registering ${name} signed nobody in`);
  return { id: answer.User.ID, token: answer.Token };
}

async function befriend(from: Member, to: Member): Promise<void> {
  await call(routes.sendFriendRequest, { params: { id: to.id } }, from);
  await call(routes.acceptFriendRequest, { params: { id: from.id } }, to);
}

/** Two friends, each listing what the other wants, who like each other's item: a match. */
async function matchedPair(index: number, photo: string): Promise<Pair> {
  const first = await register('Ann', [CRIME_NOVELS]);
  const second = await register('Ben', [GUITARS]);
  const guitar = await call(routes.createItem, { body: newItemBody('Acoustic guitar', GUITARS, photo) }, first);
  const novel = await call(routes.createItem, { body: newItemBody('Crime novel', CRIME_NOVELS, photo) }, second);
  await befriend(first, second);
  await call(routes.likeItem, { params: { id: novel.Item.ID } }, first);
  const { MatchID } = await call(routes.likeItem, { params: { id: guitar.Item.ID } }, second);
  if (MatchID <= 0) throw new Error(`pair ${index}: the second like made no match`);
  return { matchId: MatchID, members: [first, second] };
}

// Checking what was acknowledged ----------------------------------------------------------------------------

/** How many times each ClientID is in the match's whole chat, read through the API page by page. */
async function savedClientIds(pair: Pair): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let after = 0;
  for (;;) {
    const page = await call(
      routes.getMessages,
      { params: { matchId: pair.matchId }, query: { after } },
      pair.members[0],
    );
    for (const message of page.Messages)
      if (message.ClientID) counts.set(message.ClientID, (counts.get(message.ClientID) ?? 0) + 1);
    if (!page.More) return counts;
    after = page.LastSeq;
  }
}

/** Whether a stored photo is served as a photo to its owner (the placeholder is an SVG). */
async function photoReadable(photoPath: string, mediaToken: string): Promise<boolean> {
  const response = await fetchRoute(
    (server as RunningServer).url,
    routes.getFile,
    { query: { path: photoPath, token: mediaToken } },
    { signal: AbortSignal.timeout(DEADLINE_MS) },
  );
  const bytes = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  return response.status === 200 && /^image\/(jpeg|png)/.test(type) && bytes.byteLength > 0;
}

/** Acknowledged uploads whose item is gone or has a photo that cannot be read, by phase. */
async function lostUploads(uploaders: Member[]): Promise<{ lost: Map<number, number>; lines: string[] }> {
  const lost = new Map<number, number>();
  const lines: string[] = [];
  for (const owner of uploaders) {
    const mine = uploads.filter((entry) => entry.owner === owner);
    if (mine.length === 0) continue;
    const { User, MediaToken } = await call(routes.getDashboard, {}, owner);
    const items = new Map(User.Items.map((item) => [item.ID, item]));
    for (const entry of mine) {
      const item = items.get(entry.itemId);
      let problem: string | null = item ? null : 'missing';
      for (const photo of item?.Photos ?? [])
        for (const photoPath of [photo.Path, photo.Thumbnail])
          if (!problem && !(await photoReadable(photoPath, MediaToken))) problem = `photo ${photoPath} unreadable`;
      if (item && item.Photos.length === 0) problem = 'no photos';
      if (problem) {
        lost.set(entry.phase, (lost.get(entry.phase) ?? 0) + 1);
        lines.push(`item ${entry.itemId}: ${problem}`);
      }
    }
  }
  return { lost, lines };
}

// Figures -------------------------------------------------------------------------------------------------------

interface Figures {
  phase: Phase;
  statuses: Map<string, number>;
  byKind: Map<Kind, Map<string, number>>;
  calls: number;
  errors500: number;
  /** ms after the part returned; Infinity when writes were not acknowledged again within the phase; null without a fault. */
  recoveryMs: number | null;
  writes: number;
  lost: number;
  duplicates: number;
  hanging: number;
  slowestMs: number;
}

function tally(outcomes: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return new Map(
    [...counts].sort(([a], [b]) => (Number(a) || Number.MAX_SAFE_INTEGER) - (Number(b) || Number.MAX_SAFE_INTEGER)),
  );
}

const describeCounts = (counts: Map<string, number>) =>
  [...counts].map(([outcome, count]) => `${outcome}: ${count}`).join(', ') || 'none';

/**
 * When writes were acknowledged again for good after the part returned: for each kind of write the
 * phase drove, the first acknowledged one begun after the last that failed (or after the return,
 * when none failed since); the latest of the kinds. Infinity when some kind was not within the phase
 * (the quiet spell after the return).
 */
function recoveryOf(phaseIndex: number, returnedAt: number): number {
  let recoveredAt = returnedAt;
  for (const kind of ['chat', 'upload'] as const) {
    const since = attempts.filter((a) => a.phase === phaseIndex && a.kind === kind && a.startedAt >= returnedAt);
    if (since.length === 0) continue;
    const lastFailure = Math.max(returnedAt, ...since.filter((a) => !a.ok).map((a) => a.startedAt));
    const acknowledged = since.filter((a) => a.ok && a.startedAt > lastFailure).map((a) => a.startedAt + a.ms);
    if (acknowledged.length === 0) return Number.POSITIVE_INFINITY;
    recoveredAt = Math.max(recoveredAt, Math.min(...acknowledged));
  }
  return recoveredAt - returnedAt;
}

function figuresOf(phaseIndex: number, saved: Map<string, number>, lostUploadsByPhase: Map<number, number>): Figures {
  const phase = phases[phaseIndex] as Phase;
  const mine = attempts.filter((a) => a.phase === phaseIndex);
  const byKind = new Map<Kind, Map<string, number>>();
  for (const kind of ['chat', 'feed', 'upload'] as const) {
    const ofKind = mine.filter((a) => a.kind === kind);
    if (ofKind.length > 0) byKind.set(kind, tally(ofKind.map((a) => a.outcome)));
  }
  const sent = messages.filter((message) => message.phase === phaseIndex);
  const acknowledgedUploads = uploads.filter((entry) => entry.phase === phaseIndex).length;
  return {
    phase,
    statuses: tally(mine.map((a) => a.outcome)),
    byKind,
    calls: mine.length,
    errors500: mine.filter((a) => a.outcome === '500').length,
    recoveryMs: phase.returnedAt === null ? null : recoveryOf(phaseIndex, phase.returnedAt),
    writes: sent.filter((message) => message.acknowledged).length + acknowledgedUploads,
    lost:
      sent.filter((message) => message.acknowledged && !saved.has(message.clientId)).length +
      (lostUploadsByPhase.get(phaseIndex) ?? 0),
    duplicates: sent.filter((message) => (saved.get(message.clientId) ?? 0) > 1).length,
    hanging: mine.filter((a) => a.ms > HANG_MS).length,
    slowestMs: Math.max(0, ...mine.map((a) => a.ms)),
  };
}

/** The targets a phase missed, in words. */
function missesOf(figures: Figures): string[] {
  const misses: string[] = [];
  if (figures.errors500 > 0) misses.push(`${figures.errors500} answers 500`);
  if (figures.recoveryMs !== null && !(figures.recoveryMs < RECOVERY_MAX_MS))
    misses.push(
      Number.isFinite(figures.recoveryMs)
        ? `writes acknowledged again only ${seconds(figures.recoveryMs)} after ${figures.phase.part} returned`
        : `writes not acknowledged again within ${seconds(quietMs)} of ${figures.phase.part}'s return`,
    );
  if (figures.lost > 0) misses.push(`${figures.lost} acknowledged writes lost`);
  if (figures.duplicates > 0) misses.push(`${figures.duplicates} ClientIDs saved twice`);
  if (figures.hanging > 0) misses.push(`${figures.hanging} calls over ${HANG_MS / 1000} s`);
  return misses;
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

const describeRecovery = (ms: number) => (Number.isFinite(ms) ? seconds(ms) : `over ${seconds(quietMs)}`);

function printPhase(figures: Figures, index: number): void {
  const { phase } = figures;
  log();
  log(phase.title);
  for (const event of phase.events) log(`  ${event}`);
  log(`  answers by status: ${describeCounts(figures.statuses)} (${figures.calls} calls)`);
  for (const [kind, counts] of figures.byKind) log(`    ${kind}: ${describeCounts(counts)}`);
  log(`  500s: ${figures.errors500} (target 0): ${verdict(figures.errors500 === 0)}`);
  if (figures.recoveryMs !== null)
    log(
      `  writes acknowledged again ${describeRecovery(figures.recoveryMs)} ` +
        `after ${phase.part} returned (target under ${RECOVERY_MAX_MS / 1000} s): ` +
        verdict(figures.recoveryMs < RECOVERY_MAX_MS),
    );
  log(`  acknowledged writes lost: ${figures.lost} of ${figures.writes} (target 0): ${verdict(figures.lost === 0)}`);
  log(`  ClientIDs saved twice: ${figures.duplicates} (target 0): ${verdict(figures.duplicates === 0)}`);
  log(
    `  calls over ${HANG_MS / 1000} s: ${figures.hanging} (target 0; slowest ${seconds(figures.slowestMs)}): ` +
      verdict(figures.hanging === 0),
  );
  for (const [what, body] of firstRefusals.get(index) ?? []) log(`    the first ${what}: ${body.slice(0, 200)}`);
  const errors = [...(serverErrors.get(index) ?? [])].sort((a, b) => b[1] - a[1]);
  if (errors.length > 0) {
    log('  the server logged (errors, and warnings of failed requests):');
    for (const [text, count] of errors.slice(0, 5)) log(`    ${count} × ${text.slice(0, 160)}`);
    if (errors.length > 5) log(`    and ${errors.length - 5} other kinds`);
  }
}

function printTable(all: Figures[]): void {
  const columns: [string, number, (figures: Figures) => string][] = [
    ['phase', 22, (f) => f.phase.name],
    ['calls', 6, (f) => String(f.calls)],
    ['500s', 5, (f) => String(f.errors500)],
    ['back in', 9, (f) => (f.recoveryMs === null ? '–' : describeRecovery(f.recoveryMs))],
    ['lost', 5, (f) => String(f.lost)],
    ['twice', 5, (f) => String(f.duplicates)],
    ['>10 s', 5, (f) => String(f.hanging)],
    ['targets', 7, (f) => (missesOf(f).length === 0 ? 'met' : 'MISSED')],
    ['answers by status', 0, (f) => describeCounts(f.statuses)],
  ];
  const row = (cells: string[]) =>
    cells
      .map((cell, index) => {
        const width = columns[index]?.[1] ?? 0;
        return index === 0 || width === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ');
  log(row(columns.map(([name]) => name)));
  for (const figures of all) log(row(columns.map(([, , cell]) => cell(figures))));
  log(
    'back in: how long after the part returned writes were acknowledged again; lost: acknowledged writes not read back; ' +
      `twice: ClientIDs saved twice; >10 s: calls that took over ${HANG_MS / 1000} s (each gives up at ${DEADLINE_MS / 1000} s).`,
  );
}

// The server dying -------------------------------------------------------------------------------------------

/** Each time the server exited on its own, in words. */
const serverExits: string[] = [];
/** A restart under way, for the reading back to wait on. */
let restarting: Promise<void> = Promise.resolve();

/**
 * A server that exits on its own is a miss, and is started again on its port at once, as a process
 * manager would, so that the faults after it are still measured (its calls meanwhile get no answer).
 */
function watchServer(running: RunningServer, env: Record<string, string>): void {
  running.child.once('exit', (code, signal) => {
    if (stopping || server !== running) return;
    const phase = phases[currentPhase];
    const exit = `the server exited (${code ?? signal}) during ${phase?.name ?? 'the setup'}`;
    const error = lastServerLines.findLast((line) => /^\w*(Error|error):/.test(line));
    serverExits.push(error ? `${exit}: ${error}` : exit);
    log(`  ${exit}; its last words:`);
    for (const line of lastServerLines.splice(0)) log(`    ${line}`);
    if (phase) note(phase, `${exit}; started again on its port, as a process manager would`);
    restarting = restartServer(running, env, phase);
  });
}

async function restartServer(dead: RunningServer, env: Record<string, string>, phase: Phase | undefined) {
  const port = Number(new URL(dead.url).port);
  while (!stopping) {
    try {
      // The bundle is built already: startHttpProcess, not startServer, which would build it again.
      const restarted = await startHttpProcess(serverDir, ['dist/server.js'], env, 60_000, {
        port,
        onOutput: readServerOutput,
      });
      server = restarted;
      if (stopping) return;
      watchServer(restarted, env);
      if (phase) note(phase, `the server answers /healthz again (pid ${restarted.child.pid})`);
      return;
    } catch (error) {
      log(`  restarting the server failed (${(error as Error).message}); trying again in 1 s`);
      await sleep(1000);
    }
  }
}

// The run ----------------------------------------------------------------------------------------------------------

async function main(): Promise<string[]> {
  log(`Fault bench: ${os.cpus().length} cores, Node ${process.version}; temporary folder ${folder}`);
  postgres = await startOwnPostgres(folder);
  redis = await startOwnRedis(folder);
  s3 = await startOwnS3(folder, BUCKET);
  const databaseUrl = withDatabase(postgres.url, 'swapsies_faults');
  await recreateDatabase(databaseUrl);
  log(`  PostgreSQL on ${postgres.port}, Redis on ${redis.port}, s3rver on ${s3.port}`);
  const rateLimits = Object.fromEntries(
    settingNames.filter((name) => name.startsWith('RATE_LIMIT_')).map((name) => [name, '1000000/1s']),
  );
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(folder, 'data'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    // Limits stay on, Redis behind them, but far above what the bench sends from one address.
    ...rateLimits,
  };
  server = await startServer(serverDir, env, 60_000, { onOutput: readServerOutput });
  log(`  the server (dist/server.js) on ${server.url}, pid ${server.child.pid}`);
  watchServer(server, env);

  const photo = base64(await jpeg(320, 240, '#c33'));
  const pairs = await Promise.all(Array.from({ length: pairCount }, (_, index) => matchedPair(index + 1, photo)));
  // The feed is for members who list something themselves (NO_OWN_ITEMS otherwise).
  const readers = await Promise.all(
    Array.from({ length: readerCount }, async () => {
      const reader = await register('Reader', [GUITARS, CRIME_NOVELS]);
      await call(routes.createItem, { body: newItemBody('Table lamp', CRIME_NOVELS, photo) }, reader);
      return reader;
    }),
  );
  for (const reader of readers) for (const pair of pairs) await befriend(pair.members[0], reader);
  const uploaders = await Promise.all(
    Array.from({ length: uploaderCount }, () => register('Uploader', [CRIME_NOVELS])),
  );
  log(
    `  ${pairCount} pairs with a match each (matches ${pairs.map((pair) => pair.matchId).join(', ')}), ` +
      `${readerCount} feed readers befriended with them, ${uploaderCount} uploaders`,
  );
  log(
    `Load: each pair sends a message about every ${SEND_INTERVAL_MS} ms, retrying it with its ClientID every ` +
      `${RETRY_MS} ms until a 2xx; each reader reads the feed every ${FEED_INTERVAL_MS} ms; uploads during the S3 fault. ` +
      `Every call gives up after ${DEADLINE_MS / 1000} s.`,
  );

  loadStartedAt = performance.now();
  beginPhase('before', `Before the faults (${seconds(baselineMs)} of load)`, null);
  const chats = pairs.map((pair, index) => chat(pair, index + 1));
  const feeds = readers.map(readFeed);
  await sleep(baselineMs);

  const redisPhase = beginPhase(
    '1. Redis killed',
    `1. Redis killed (SIGKILL) for ${seconds(downMs)}, then started again, empty`,
    'Redis',
  );
  await redis.kill();
  note(redisPhase, 'Redis killed');
  await sleep(downMs);
  await redis.start();
  redisPhase.returnedAt = performance.now();
  note(redisPhase, `Redis started again on ${redis.port}, answering PING`);
  await sleep(quietMs);

  const restartPhase = beginPhase(
    '2. PostgreSQL restart',
    '2. PostgreSQL restarted (pg_ctl restart -m fast)',
    'PostgreSQL',
  );
  note(restartPhase, 'pg_ctl restart -m fast');
  await postgres.restartFast();
  restartPhase.returnedAt = performance.now();
  note(restartPhase, 'PostgreSQL accepting connections again');
  await sleep(quietMs);

  const stopPhase = beginPhase(
    '3. PostgreSQL stopped',
    `3. PostgreSQL stopped (pg_ctl stop -m immediate) for ${seconds(downMs)}, then started`,
    'PostgreSQL',
  );
  await postgres.stopImmediate();
  note(stopPhase, 'PostgreSQL stopped (immediate)');
  await sleep(downMs);
  await postgres.start();
  stopPhase.returnedAt = performance.now();
  note(stopPhase, 'PostgreSQL started, recovered and accepting connections');
  await sleep(quietMs);

  const s3Phase = beginPhase(
    '4. S3 service closed',
    `4. S3 service closed for ${seconds(downMs)} during uploads, then started again`,
    'the S3 service',
  );
  load.uploading = true;
  const uploading = uploaders.map((owner, index) => upload(owner, photo, index + 1));
  note(s3Phase, `uploads started (${uploaderCount} at a time)`);
  await sleep(UPLOAD_LEAD_MS);
  await s3.stop();
  note(s3Phase, 's3rver closed, its connections dropped');
  await sleep(downMs);
  await s3.start();
  s3Phase.returnedAt = performance.now();
  note(s3Phase, `s3rver started again on ${s3.port}, same folder`);
  await sleep(quietMs);
  load.uploading = false;
  load.reading = false;
  load.sending = false;
  await Promise.all([...uploading, ...feeds]);

  const pending = messages.filter((message) => !message.acknowledged).length;
  if (pending > 0) {
    const drain = beginPhase('after', `After the faults: ${pending} sends not yet acknowledged, retried`, null);
    note(drain, `retrying for up to ${seconds(DRAIN_MS)}`);
  }
  const timer = setTimeout(() => {
    load.retrying = false;
  }, DRAIN_MS);
  await Promise.all(chats);
  clearTimeout(timer);
  const loadSeconds = (performance.now() - loadStartedAt) / 1000;

  // Reading back everything that was acknowledged.
  const failures: string[] = [];
  for (const exit of serverExits) failures.push(exit);
  await restarting;
  const saved = new Map<string, number>();
  for (const pair of pairs) for (const [clientId, count] of await savedClientIds(pair)) saved.set(clientId, count);
  const uploadCheck = await lostUploads(uploaders);

  const all = phases.map((_, index) => figuresOf(index, saved, uploadCheck.lost));
  all.forEach(printPhase);
  for (const line of uploadCheck.lines.slice(0, 10)) log(`  lost upload: ${line}`);

  log();
  const acknowledged = messages.filter((message) => message.acknowledged).length;
  log(
    `Summary (${loadSeconds.toFixed(0)} s of load; ${messages.length} chat messages, ${acknowledged} acknowledged; ` +
      `${uploads.length} uploads acknowledged; every match's chat and every uploader's items read back through the API)`,
  );
  printTable(all);
  log();
  const total = (pick: (figures: Figures) => number) => all.reduce((sum, figures) => sum + pick(figures), 0);
  const faults = all.filter((figures) => figures.recoveryMs !== null);
  const slowest = Math.max(0, ...faults.map((figures) => figures.recoveryMs as number));
  log(`No 500s (target 0): ${total((f) => f.errors500)}: ${verdict(total((f) => f.errors500) === 0)}`);
  log(
    `Writes acknowledged again within ${RECOVERY_MAX_MS / 1000} s of the part's return: ` +
      `${faults.map((f) => `${f.phase.name} ${describeRecovery(f.recoveryMs as number)}`).join(', ')}: ` +
      verdict(slowest < RECOVERY_MAX_MS),
  );
  log(`Acknowledged writes lost (target 0): ${total((f) => f.lost)}: ${verdict(total((f) => f.lost) === 0)}`);
  log(`ClientIDs saved twice (target 0): ${total((f) => f.duplicates)}: ${verdict(total((f) => f.duplicates) === 0)}`);
  log(
    `Calls over ${HANG_MS / 1000} s (target 0): ${total((f) => f.hanging)}: ${verdict(total((f) => f.hanging) === 0)}`,
  );
  for (const figures of all) {
    const misses = missesOf(figures);
    if (misses.length > 0) failures.push(`${figures.phase.name}: ${misses.join(', ')}`);
  }
  const unacknowledged = messages.length - acknowledged;
  if (unacknowledged > 0)
    failures.push(
      `${unacknowledged} chat sends never acknowledged, retried until ${seconds(DRAIN_MS)} after the last fault`,
    );
  return failures;
}

let failures: string[];
try {
  failures = await main();
} catch (error) {
  failures = [`the bench could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`];
}
if (stopping) await new Promise(() => undefined); // Ctrl-C: the signal's handler exits
await cleanUp();
log();
if (failures.length > 0) {
  log('FAILED:');
  for (const failure of failures) log(`  - ${failure}`);
  process.exit(1);
}
log('All targets met.');
process.exit(0);
