/**
 * `npm run bench:scale`: several API processes, shown (docs/performance.md, "Several
 * processes").
 *
 * Starts two API processes (dist/server.js under plain Node, as `npm start` runs it) on one
 * PostgreSQL database and one Redis, with photos in an S3 bucket (s3rver, as the storage tests use),
 * behind nginx (installed with apt-get when missing; round-robin, WebSocket upgrades passed). Then
 * two members go through the journey through the balancer: register, list an item with a photo,
 * befriend, seek and match, commit, chat live, confirm the swap. It checks that:
 * - their calls land on both processes, and their chat sockets on different ones;
 * - a photo uploaded through one process is served, the same bytes, by the other;
 * - a rate limit is shared: it trips at its total with the calls alternating between the processes;
 * - the commitment sweeper runs on both processes, and each expiry notice is sent once;
 * - every chat message arrives once on each side, in order, although one process is killed
 *   (SIGKILL) in the middle of the chat: the socket it held reconnects through nginx to the other
 *   process and catches up, and the sends in flight are retried with their ClientID.
 * Prints what it checked, and exits with 1 when any check fails.
 *
 * Ports: SCALE_BENCH_PORT (8500) for nginx, the next one for s3rver, +11 and +12 for the two API
 * processes. SCALE_BENCH_DATABASE_URL overrides postgres://postgres@127.0.0.1:5432/swapsies_scale
 * (dropped and made again each run); SCALE_BENCH_REDIS_URL overrides redis://127.0.0.1:6379/8 (that
 * database index is flushed each run).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CHAT_RECONNECT,
  type ChatServerEvent,
  type ChatState,
  chatReducer,
  FeedType,
  initialChatState,
  pathOf,
  type RouteAnswer,
  type RouteInput,
  type RouteSpec,
  routes,
} from '@swapsies/contract';
import { Redis } from 'ioredis';
import type pg from 'pg';
import S3rver from 's3rver';
import WebSocket from 'ws';
import { ChatClient, eventually } from '../../src/test/chat-socket.ts';
import { png } from '../../src/test/images.ts';
import { newItemBody } from '../../src/test/items.ts';
import { personalRegistration } from '../../src/test/members.ts';
import { type Answer, CRIME_NOVELS, fetchRoute, GUITARS, readAnswer } from './api.ts';
import { queryOnce, recreateDatabase } from './common.ts';
import { type Balancer, ensureNginx, startNginx } from './nginx.ts';
import { type RunningServer, startServer } from './server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.SCALE_BENCH_PORT ?? 8500);
const ports = { balancer: basePort, s3: basePort + 1, api: [basePort + 11, basePort + 12] as const };
const databaseUrl = process.env.SCALE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/swapsies_scale';
const redisUrl = process.env.SCALE_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8';
const BUCKET = 'swapsies-scale';

/** The rate limit the bench trips: username checks per address, small enough to reach in a few calls. */
const AVAILABILITY_LIMIT = 6;
/**
 * Redis channels are shared by every database index: the bench's matches are numbered far above
 * those of tests and other benches on this Redis (chat-bench starts at 10,000,001).
 */
const MATCH_ID_BASE = 30_000_000;
/** Chat messages before the kill, and sent during and after it. */
const MESSAGES_BEFORE = 10;
const MESSAGES_AROUND_KILL = 30;
const KILL_AFTER = 8;

const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The processes ------------------------------------------------------------------------------------

type ProcessName = 'A' | 'B';

interface ApiProcess {
  name: ProcessName;
  port: number;
  server: RunningServer;
  /** Its log, one JSON line (pino) each. */
  lines: string[];
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-scale-'));
// nginx's workers run as another user when the master is root: they must reach their temp paths.
fs.chmodSync(folder, 0o755);
const apis: ApiProcess[] = [];
let balancer: Balancer | null = null;
let s3Server: S3rver | null = null;
/** The members' chats, closed at the end however the run went. */
const chats: MemberChat[] = [];

function processAt(address: string): ProcessName {
  const api = apis.find((candidate) => address.endsWith(`:${candidate.port}`));
  if (!api) throw new Error(`nginx passed a request to ${address}, which is no API process of the bench`);
  return api.name;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startApi(name: ProcessName, port: number, s3Endpoint: string): Promise<ApiProcess> {
  const lines: string[] = [];
  let partial = '';
  const dataDir = path.join(folder, `api-${name}`);
  fs.mkdirSync(dataDir);
  const server = await startServer(
    serverDir,
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${ports.balancer}`,
      // Requests come through nginx on this machine: the client's address is the one it forwards.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      COMMITMENT_SWEEP_INTERVAL: '1s',
      RATE_LIMIT_AVAILABILITY: `${AVAILABILITY_LIMIT}/1h`,
    },
    30_000,
    {
      port,
      onOutput: (text) => {
        const parts = (partial + text).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts);
        fs.appendFileSync(path.join(folder, `api-${name}.log`), text);
      },
    },
  );
  return { name, port, server, lines };
}

/** The notices a process's sweeper sent, from its log lines ('commitment sweep told members'). */
function sweeps(api: ApiProcess): { expired: number; reminded: number; lapsed: number }[] {
  return api.lines.flatMap((line) => {
    if (!line.includes('commitment sweep told members')) return [];
    const entry = JSON.parse(line) as { expired: number; reminded: number; lapsed: number };
    return [{ expired: entry.expired, reminded: entry.reminded, lapsed: entry.lapsed }];
  });
}

const expiredTold = (api: ApiProcess) => sweeps(api).reduce((sum, sweep) => sum + sweep.expired, 0);

const sql = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  queryOnce<Row>(databaseUrl, text, values);

// Calls through the balancer -------------------------------------------------------------------------

interface Member {
  name: string;
  id: number;
  token: string;
  /** Which process answered each of the member's calls and socket upgrades through nginx, and when the call began. */
  answers: { startedAt: number; by: ProcessName }[];
}

interface Sent extends Answer {
  /** The process that answered (the last nginx tried), or null when the call went straight to one. */
  servedBy: ProcessName | null;
  /** nginx tried another process first (it had died). */
  retriedByBalancer: boolean;
}

/** One call of the route table, through nginx unless `direct` names a process. */
async function send<R extends RouteSpec>(
  route: R,
  input: RouteInput<R>,
  as?: Member,
  direct?: ApiProcess,
): Promise<Sent> {
  const base = direct ? `http://127.0.0.1:${direct.port}` : (balancer as Balancer).url;
  const startedAt = performance.now();
  const response = await fetchRoute(base, route, input, { token: as?.token });
  const upstream =
    response.headers
      .get('x-upstream')
      ?.split(',')
      .map((address) => address.trim()) ?? [];
  const servedBy = upstream.length > 0 ? processAt(upstream[upstream.length - 1] as string) : null;
  // A 502 is nginx's answer for a process that died with the call in flight, not the process's.
  if (as && servedBy && response.status !== 502) as.answers.push({ startedAt, by: servedBy });
  return {
    ...(await readAnswer(response)),
    servedBy,
    retriedByBalancer: upstream.length > 1,
  };
}

/** A call that must succeed: its answer, typed by the route table. */
async function call<R extends RouteSpec>(route: R, input: RouteInput<R>, as?: Member): Promise<RouteAnswer<R>> {
  const answer = await send(route, input, as);
  if (answer.status !== 200)
    throw new Error(`${route.method} ${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as RouteAnswer<R>;
}

async function register(name: string, wants: string): Promise<Member> {
  const body = personalRegistration({ FirstName: name, Categories: [wants] });
  const member: Member = { name, id: 0, token: '', answers: [] };
  const answer = await send(routes.register, { body, query: {} });
  if (answer.status !== 200 || typeof answer.body.Token !== 'string')
    throw new Error(`registering ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  if (answer.servedBy) member.answers.push({ startedAt: 0, by: answer.servedBy });
  member.token = answer.body.Token;
  member.id = (answer.body.User as { ID: number }).ID;
  // Expiry notices are off by default: the member switches them on in their settings.
  await call(routes.updateUser, { body: { NotificationSettings: { CommitmentExpired: true } } }, member);
  return member;
}

async function listItem(owner: Member, name: string, category: string, colour: string) {
  const body = newItemBody(name, category, (await png(320, 240, colour)).toString('base64'));
  const answer = await send(routes.createItem, { body }, owner);
  if (answer.status !== 200)
    throw new Error(`listing ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const item = (answer.body as RouteAnswer<typeof routes.createItem>).Item;
  return { item, uploadedThrough: answer.servedBy as ProcessName };
}

// The checklist ------------------------------------------------------------------------------------

const results: { ok: boolean; line: string }[] = [];

function check(ok: boolean, line: string): void {
  results.push({ ok, line });
  log(`  ${ok ? '✓' : '✗'} ${line}`);
}

// Chat -----------------------------------------------------------------------------------------------

/**
 * A member's chat as the web client keeps it: its state is the web app's own reducer, the
 * contract's chatReducer (contract/src/chat-state.ts: the cursor, repeats dropped, a skipped number
 * fetched after the cursor), and its socket behaves as features/chat/lib/chat-socket.ts does: each connection takes a
 * fresh ticket and says hello with the cursor; a closed socket is retried CHAT_RECONNECT.attempts
 * times CHAT_RECONNECT.delayMs apart. The web client's 5 s poll is left out, so that what the
 * sockets delivered shows. Every raw event of every connection is kept too, so a repeat shows.
 */
class MemberChat {
  /** Each connection, with how many messages its hello replayed. */
  readonly connections: { client: ChatClient; servedBy: ProcessName; replayed: number }[] = [];
  state: ChatState = initialChatState;
  /** Messages that came by fetching a gap rather than on a socket. */
  fetched = 0;
  private fetching = false;
  private stopped = false;
  reconnecting: Promise<void> | null = null;

  constructor(
    readonly member: Member,
    readonly matchId: number,
  ) {}

  /** Every message event any of its sockets delivered, repeats included. */
  deliveredTexts(): string[] {
    return this.connections.flatMap(({ client }) =>
      client.events.flatMap((event) => (event.type === 'message' ? [event.message.Text] : [])),
    );
  }

  /** The messages the chat holds, in their numbers' order. */
  texts(): string[] {
    return Object.values(this.state.messages)
      .sort((a, b) => a.Seq - b.Seq)
      .map((message) => message.Text);
  }

  private take(event: ChatServerEvent): void {
    this.state = chatReducer(this.state, { type: 'event', event, viewerId: this.member.id });
    if (this.state.fetchWanted) void this.fetchGap();
  }

  /** As the web app's hook does when the reducer asks: the changes after the cursor, merged. */
  private async fetchGap(): Promise<void> {
    if (this.fetching) return;
    this.fetching = true;
    try {
      while (this.state.fetchWanted) {
        const held = Object.keys(this.state.messages).length;
        const answer = await call(
          routes.getMessages,
          { params: { matchId: this.matchId }, query: { after: this.state.cursor } },
          this.member,
        );
        this.state = chatReducer(this.state, { type: 'page', answer });
        this.fetched += Object.keys(this.state.messages).length - held;
      }
    } finally {
      this.fetching = false;
    }
  }

  get current() {
    return this.connections[this.connections.length - 1];
  }

  /**
   * Opens a connection through nginx and says hello. With `avoid`, a socket that lands on that
   * process is closed and another opened, up to 5 times: round-robin alone decides where a socket
   * lands, and the bench wants the two members' sockets on different processes.
   */
  async connect(avoid?: ProcessName): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      const { client, servedBy } = await this.open();
      if (servedBy === avoid && tries < 5) {
        client.ws.terminate();
        // With nothing else between them, a ticket and its upgrade take the two processes in turn,
        // so every try would land the same way: a catch-up fetch, as the web client's poll makes,
        // moves the turn on.
        await call(
          routes.getMessages,
          { params: { matchId: this.matchId }, query: { after: this.state.cursor } },
          this.member,
        );
        continue;
      }
      const connection = { client, servedBy, replayed: 0 };
      this.connections.push(connection);
      void client.closed.then(() => {
        if (!this.stopped) this.reconnecting = this.reconnect();
      });
      this.state = chatReducer(this.state, { type: 'connected' });
      client.ws.on('message', (data) => this.take(JSON.parse(String(data)) as ChatServerEvent));
      const { replay } = await client.hello(this.state.cursor);
      connection.replayed = replay.filter((event) => event.type === 'message').length;
      return;
    }
  }

  private async open(): Promise<{ client: ChatClient; servedBy: ProcessName }> {
    const startedAt = performance.now();
    const { Ticket } = await call(routes.getChatTicket, { body: { MatchID: this.matchId } }, this.member);
    const url = new URL(`/api/v1${pathOf(routes.chatSocket, { matchId: this.matchId })}`, (balancer as Balancer).url);
    url.protocol = 'ws:';
    url.searchParams.set('token', Ticket);
    const ws = new WebSocket(url);
    let upstream = '';
    ws.once('upgrade', (response) => {
      upstream = String(response.headers['x-upstream'] ?? '');
    });
    const client = await new Promise<ChatClient>((resolve, reject) => {
      ws.once('open', () => resolve(new ChatClient(ws)));
      ws.once('error', reject);
    });
    const servedBy = processAt(upstream.split(',').pop()?.trim() ?? '');
    this.member.answers.push({ startedAt, by: servedBy });
    return { client, servedBy };
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 1; attempt <= CHAT_RECONNECT.attempts; attempt += 1) {
      await sleep(CHAT_RECONNECT.delayMs);
      try {
        await this.connect();
        return;
      } catch (error) {
        log(`    ${this.member.name}'s reconnection ${attempt} failed: ${(error as Error).message}`);
      }
    }
    throw new Error(`${this.member.name}'s chat did not reconnect`);
  }

  close(): void {
    this.stopped = true;
    for (const { client } of this.connections) client.ws.terminate();
  }
}

interface SendRecord {
  text: string;
  /** Tries by the client: more than one when an answer did not come (502 from nginx, the process gone). */
  attempts: number;
  servedBy: ProcessName;
  /** nginx found the process it chose dead and passed the call to the other. */
  passedOn: boolean;
}

/**
 * Sends one message through nginx as the web app does, with a ClientID, retrying the same ClientID
 * when the answer does not come (the process died with the request in flight).
 */
async function sendMessage(sender: Member, matchId: number, text: string): Promise<SendRecord> {
  const ClientID = randomUUID();
  for (let attempts = 1; attempts <= 20; attempts += 1) {
    const answer = await send(routes.sendMessage, { body: { MatchID: matchId, Text: text, ClientID } }, sender).catch(
      () => null,
    );
    if (answer?.status === 200)
      return { text, attempts, servedBy: answer.servedBy as ProcessName, passedOn: answer.retriedByBalancer };
    if (answer && answer.status < 500)
      throw new Error(`sending "${text}" answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    await sleep(200);
  }
  throw new Error(`"${text}" could not be sent in 20 attempts`);
}

/** How a member's chat compares with what the database saved (texts in their numbers' order). */
function compareChat(chat: MemberChat, saved: string[]) {
  const held = chat.texts();
  const delivered = new Map<string, number>();
  for (const text of chat.deliveredTexts()) delivered.set(text, (delivered.get(text) ?? 0) + 1);
  return {
    held: held.length,
    missing: saved.filter((text) => !held.includes(text)).length,
    inOrder: held.join('\n') === saved.join('\n'),
    /** Messages a socket delivered more than once (the reducer would drop the repeat, but the server should not send it). */
    repeated: [...delivered.values()].filter((count) => count > 1).length,
    bySocket: delivered.size,
  };
}

// Commitments ----------------------------------------------------------------------------------------

/**
 * An accepted commitment of one hour (the shortest), whose end the bench then brings forward to
 * now: an hour cannot pass in a bench, and the tests move their clock the same way. Everything else
 * (the offer, the acceptance, the sweepers' notices, the clearing) goes through the API.
 */
async function commitAndExpire(
  requester: Member,
  recipient: Member,
  matchId: number,
  requesterItem: number,
  recipientItem: number,
) {
  await call(
    routes.offerCommitment,
    { params: { id: matchId }, body: { UserItemIDs: [requesterItem], DesiredItemIDs: [recipientItem], TTL: 1 } },
    requester,
  );
  const { Match } = await call(routes.getMatch, { params: { id: matchId } }, recipient);
  const commitmentId = Match.Commitment?.ID;
  if (!commitmentId) throw new Error('the match shows no commitment after the offer');
  await call(routes.acceptCommitment, { params: { id: commitmentId } }, recipient);
  await sql(`update commitments set expires_at = now() - interval '1 second' where id = $1 and status = 2`, [
    commitmentId,
  ]);
  await sql(
    `update items set committed_until = now() - interval '1 second', held_until = now() - interval '1 second'
     where held_by = $1`,
    [commitmentId],
  );
  return commitmentId;
}

async function expiryNotices(member: Member): Promise<number> {
  const { Notifications } = await call(routes.getNotifications, {}, member);
  return Notifications.filter((notification) => notification.Kind === 'CommitmentExpired').length;
}

/** Waits until both members hold `count` expiry notices, and answers which process logged sending it. */
async function awaitExpiryNotices(members: Member[], count: number, toldBefore: Record<ProcessName, number>) {
  await eventually(
    async () => {
      await sleep(100); // polled through nginx, as the web app's bell does (far less often)
      return (await Promise.all(members.map(expiryNotices))).every((notices) => notices >= count);
    },
    `expiry notice number ${count}`,
    15_000,
  );
  // The sweep logs after its transaction commits: give the line a moment to arrive.
  await eventually(() => apis.reduce((sum, api) => sum + expiredTold(api), 0) >= count, 'the sweep log line', 5000);
  const senders = apis.filter((api) => expiredTold(api) > toldBefore[api.name]);
  return senders.map((api) => api.name);
}

// The run --------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  for (const port of [ports.balancer, ports.s3, ...ports.api])
    if (!(await portIsFree(port)))
      throw new Error(`Port ${port} is taken (a bench left running?): set SCALE_BENCH_PORT to use others`);

  log('Setting up');
  const nginxBinary = ensureNginx(log);
  await recreateDatabase(databaseUrl);
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
  s3Server = new S3rver({
    port: ports.s3,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3Server.run();
  const s3Endpoint = `http://127.0.0.1:${ports.s3}`;
  // Both start at once: they migrate and seed the new database in turn (an advisory lock).
  apis.push(...(await Promise.all([startApi('A', ports.api[0], s3Endpoint), startApi('B', ports.api[1], s3Endpoint)])));
  await sql(`select setval(pg_get_serial_sequence('matches', 'id'), $1)`, [MATCH_ID_BASE]);
  balancer = await startNginx(
    nginxBinary,
    path.join(folder, 'nginx'),
    ports.balancer,
    apis.map((api) => `127.0.0.1:${api.port}`),
  );
  const [apiA, apiB] = apis as [ApiProcess, ApiProcess];
  log(
    `  API process A on ${apiA.port} (pid ${apiA.server.child.pid}), B on ${apiB.port} (pid ${apiB.server.child.pid}); ` +
      `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}, s3rver on ${ports.s3}, ` +
      `nginx ${balancer.url} (pid ${balancer.child.pid}); logs in ${folder}`,
  );

  // 1. Register ---------------------------------------------------------------------------------------
  log('1. Register');
  const ann = await register('Ann', CRIME_NOVELS);
  const ben = await register('Ben', GUITARS);
  log(`  Ann (#${ann.id}) and Ben (#${ben.id}) registered through nginx, and switched on expiry notices`);

  // 2. List an item with a photo ------------------------------------------------------------------------
  log('2. List an item with a photo');
  const guitar = await listItem(ann, 'Acoustic guitar', GUITARS, '#c33');
  const novel = await listItem(ben, 'Crime novel', CRIME_NOVELS, '#36c');
  log(`  Ann's guitar uploaded through ${guitar.uploadedThrough}, Ben's novel through ${novel.uploadedThrough}`);
  {
    const photo = guitar.item.Photos[0];
    if (!photo) throw new Error('the guitar has no photo');
    const { MediaToken } = await call(routes.getDashboard, {}, ben);
    const uploader = apis.find((api) => api.name === guitar.uploadedThrough) as ApiProcess;
    const other = apis.find((api) => api !== uploader) as ApiProcess;
    const fetchPhoto = async (api: ApiProcess, token: string) => {
      const response = await fetchRoute(`http://127.0.0.1:${api.port}`, routes.getFile, {
        query: { path: photo.Path, token },
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const fromUploader = await fetchPhoto(uploader, MediaToken);
    const fromOther = await fetchPhoto(other, MediaToken);
    const placeholder = await fetchPhoto(other, '');
    // s3rver answers unsigned requests: the object as the bucket holds it.
    const stored = Buffer.from(await (await fetch(`${s3Endpoint}/${BUCKET}/${photo.Path}`)).arrayBuffer());
    const same =
      fromOther.status === 200 &&
      fromOther.type === 'image/png' &&
      fromOther.bytes.equals(fromUploader.bytes) &&
      fromOther.bytes.equals(stored) &&
      !fromOther.bytes.equals(placeholder.bytes);
    check(
      same,
      `Photo: uploaded through process ${uploader.name}, served by process ${other.name} (${fromOther.status}, ${fromOther.type}, ` +
        `${fromOther.bytes.length} bytes, the same bytes as ${uploader.name} serves and as the bucket holds ` +
        `at ${photo.Path}; without a media token it would be the ${placeholder.bytes.length}-byte placeholder, ${placeholder.type})`,
    );
  }

  // 3. Seek and match -----------------------------------------------------------------------------------
  log('3. Seek and match');
  await call(routes.sendFriendRequest, { params: { id: ben.id } }, ann);
  await call(routes.acceptFriendRequest, { params: { id: ann.id } }, ben);
  const annSees = (await call(routes.exploreItem, { query: { type: FeedType.Friends } }, ann)).Item;
  if (annSees?.ID !== novel.item.ID) throw new Error(`Ann's feed shows ${JSON.stringify(annSees)}, not Ben's novel`);
  await call(routes.likeItem, { params: { id: novel.item.ID } }, ann);
  const benSees = (await call(routes.exploreItem, { query: { type: FeedType.Friends } }, ben)).Item;
  if (benSees?.ID !== guitar.item.ID) throw new Error(`Ben's feed shows ${JSON.stringify(benSees)}, not Ann's guitar`);
  const { MatchID: matchId } = await call(routes.likeItem, { params: { id: guitar.item.ID } }, ben);
  if (matchId <= 0) throw new Error('the second like made no match');
  log(`  befriended, each saw the other's item in Seek and liked it: match ${matchId}`);

  // Shared rate limits (both processes up) ---------------------------------------------------------------
  log(`Rate limit (RATE_LIMIT_AVAILABILITY=${AVAILABILITY_LIMIT}/1h per address, both processes on one Redis)`);
  {
    const answers: { status: number; servedBy: ProcessName }[] = [];
    for (let n = 1; n <= AVAILABILITY_LIMIT + 4; n += 1) {
      const answer = await send(routes.checkUsername, { body: { Username: `someone_${n}` } });
      answers.push({ status: answer.status, servedBy: answer.servedBy as ProcessName });
    }
    const allowed = answers.slice(0, AVAILABILITY_LIMIT);
    const refused = answers.slice(AVAILABILITY_LIMIT);
    const allowedBy = (name: ProcessName) => allowed.filter((answer) => answer.servedBy === name).length;
    const refusedBy = new Set(refused.map((answer) => answer.servedBy));
    log(`  answers in order: ${answers.map((answer) => `${answer.status} by ${answer.servedBy}`).join(', ')}`);
    check(
      allowed.every((answer) => answer.status === 200) &&
        refused.every((answer) => answer.status === 429) &&
        refusedBy.size === 2 &&
        allowedBy('A') < AVAILABILITY_LIMIT &&
        allowedBy('B') < AVAILABILITY_LIMIT,
      `Rate limit shared: ${AVAILABILITY_LIMIT} checks allowed (A answered ${allowedBy('A')}, B ${allowedBy('B')}), ` +
        `then the next ${refused.length} refused with 429 by ${[...refusedBy].sort().join(' and ')}: ` +
        `the limit tripped at the total, where limits per process would have allowed ${2 * AVAILABILITY_LIMIT}`,
    );
  }

  // 4. Commit ----------------------------------------------------------------------------------------------
  log('4. Commit (accepted for 1 hour, then its end brought forward to now; sweepers every 1 s on both processes)');
  const noneTold = { A: 0, B: 0 };
  const firstCommitment = await commitAndExpire(ann, ben, matchId, guitar.item.ID, novel.item.ID);
  const firstSenders = await awaitExpiryNotices([ann, ben], 1, noneTold);
  await call(routes.clearCommitment, { params: { id: firstCommitment } }, ann);
  const sweptFirst = apis.find((api) => api.name === firstSenders[0]) as ApiProcess;
  log(`  commitment ${firstCommitment}: expiry noticed by process ${firstSenders.join(' and ')}'s sweeper; cleared`);

  // 5. Chat live, and one process killed in the middle --------------------------------------------------
  log('5. Chat live');
  const [annChat, benChat] = [new MemberChat(ann, matchId), new MemberChat(ben, matchId)];
  chats.push(annChat, benChat);
  await annChat.connect();
  await benChat.connect(annChat.current?.servedBy);
  log(`  Ann's socket on process ${annChat.current?.servedBy}, Ben's on ${benChat.current?.servedBy}`);
  const sent: SendRecord[] = [];
  for (let n = 1; n <= MESSAGES_BEFORE; n += 1) {
    const sender = n % 2 === 1 ? ann : ben;
    sent.push(await sendMessage(sender, matchId, `message ${n} from ${sender.name}`));
  }
  for (const chat of chats)
    await eventually(() => chat.texts().length >= MESSAGES_BEFORE, `${chat.member.name}'s first messages`, 5000);

  // The process whose sweeper sent the first notice dies, so that the second can only come from the other's.
  const victim = sweptFirst;
  const survivor = apis.find((api) => api !== victim) as ApiProcess;
  const cutOff = chats.find((chat) => chat.current?.servedBy === victim.name) as MemberChat;
  log(
    `  ${MESSAGES_AROUND_KILL} more messages, one every 50 ms; with the ${KILL_AFTER}th and ${KILL_AFTER + 1}th in flight, ` +
      `process ${victim.name} (pid ${victim.server.child.pid}, ${cutOff.member.name}'s socket) is killed with SIGKILL`,
  );
  let killedAt = 0;
  const sends: Promise<SendRecord>[] = [];
  for (let n = 1; n <= MESSAGES_AROUND_KILL; n += 1) {
    const sender = n % 2 === 1 ? ben : ann;
    sends.push(sendMessage(sender, matchId, `message ${MESSAGES_BEFORE + n} from ${sender.name}`));
    if (n === KILL_AFTER) continue; // the next goes straight after it: one of the two is on the victim
    if (n === KILL_AFTER + 1) {
      await sleep(2);
      victim.server.child.kill('SIGKILL');
      killedAt = performance.now();
    }
    await sleep(50);
  }
  sent.push(...(await Promise.all(sends)));
  await eventually(() => cutOff.connections.length > 1, `${cutOff.member.name}'s reconnection`, 20_000);
  await cutOff.reconnecting;
  const reconnectedMs = performance.now() - killedAt;
  // The order the database numbered them in: sends retried after the kill may have come after later ones.
  const saved = (
    await sql<{ text: string; client_id: string }>(
      'select text, client_id from messages where match_id = $1 order by seq',
      [matchId],
    )
  ).map((row) => row.text);
  for (const chat of chats)
    await eventually(() => chat.texts().length >= sent.length, `${chat.member.name}'s messages`, 10_000).catch(
      () => undefined,
    );
  await sleep(500); // time for a duplicate to show
  for (const chat of chats) {
    const { held, missing, inOrder, repeated, bySocket } = compareChat(chat, saved);
    const path = chat.connections
      .map((connection, index) => `${connection.servedBy}${index > 0 ? ` (${connection.replayed} replayed)` : ''}`)
      .join(' then ');
    check(
      missing === 0 && inOrder && held === saved.length && repeated === 0,
      `${chat.member.name}: holds ${held} of ${saved.length} messages, each once, in the order they were numbered ` +
        `(${missing} missing; ${bySocket} came on the sockets, none twice: ${repeated} repeated; ${chat.fetched} ` +
        `fetched for a gap); socket on process ${path}`,
    );
  }
  const afterKill = cutOff.current;
  check(
    cutOff.connections.length === 2 && afterKill?.servedBy === survivor.name,
    `Reconnection: ${cutOff.member.name}'s socket closed with process ${victim.name}; ` +
      `${(reconnectedMs / 1000).toFixed(1)} s after the kill (the web client retries after ` +
      `${CHAT_RECONNECT.delayMs / 1000} s) it took a ticket and reopened through nginx, landing on process ` +
      `${afterKill?.servedBy}, said hello with the last number it held and was replayed the ` +
      `${afterKill?.replayed} messages it had missed`,
  );
  const retried = sent.filter((record) => record.attempts > 1).length;
  const passedOn = sent.filter((record) => record.passedOn).length;
  check(
    saved.length === sent.length && new Set(saved).size === sent.length,
    `Saved once: ${saved.length} messages in PostgreSQL for ${sent.length} sent; around the kill ${retried} ` +
      `send(s) had no answer (502) and were sent again with the same ClientID, and nginx passed ${passedOn} on ` +
      `from the dead process to the other`,
  );

  // The second commitment: only the survivor's sweeper is left ------------------------------------------
  log(`Commit again, with process ${victim.name} gone`);
  const toldBeforeSecond = { A: expiredTold(apiA), B: expiredTold(apiB) };
  const secondCommitment = await commitAndExpire(ben, ann, matchId, novel.item.ID, guitar.item.ID);
  const secondSenders = await awaitExpiryNotices([ann, ben], 2, toldBeforeSecond);
  await call(routes.clearCommitment, { params: { id: secondCommitment } }, ben);
  log(`  commitment ${secondCommitment}: expiry noticed by process ${secondSenders.join(' and ')}'s sweeper; cleared`);
  {
    const notices = await Promise.all([ann, ben].map(expiryNotices));
    const [{ rows }] = (await sql<{ rows: number }>(
      `select count(*)::int as rows from notifications where kind = 'CommitmentExpired' and match_id = $1`,
      [matchId],
    )) as [{ rows: number }];
    const sweepsLogged = apis.reduce((sum, api) => sum + sweeps(api).length, 0);
    check(
      firstSenders.length === 1 &&
        secondSenders[0] === survivor.name &&
        secondSenders.length === 1 &&
        firstSenders[0] !== secondSenders[0] &&
        notices.every((count) => count === 2) &&
        rows === 4 &&
        sweepsLogged === 2,
      `Sweeper: with both processes sweeping every second, commitment ${firstCommitment}'s expiry was told by ` +
        `${firstSenders.join(' and ')}'s sweeper alone; commitment ${secondCommitment}'s, after ${victim.name} died, by ` +
        `${secondSenders.join(' and ')}'s. Ann holds ${notices[0]} expiry notices and Ben ${notices[1]}, ${rows} rows in ` +
        `notifications for 2 commitments × 2 members, ${sweepsLogged} sweeps logged as telling anyone`,
    );
  }

  // 6. Confirm the swap ----------------------------------------------------------------------------------
  log('6. Confirm the swap');
  const first = await call(
    routes.confirmExchange,
    { params: { id: matchId }, body: { ItemIDs: [novel.item.ID] } },
    ann,
  );
  const second = await call(
    routes.confirmExchange,
    { params: { id: matchId }, body: { ItemIDs: [guitar.item.ID] } },
    ben,
  );
  const { User: annNow } = await call(routes.getUser, {}, ann);
  check(
    !first.Completed && second.Completed && annNow.CompletedSwaps === 1,
    `Swap confirmed by both: completed on the second confirmation; Ann has ${annNow.CompletedSwaps} completed swap`,
  );

  /** How many of the member's calls and upgrades each process answered, of those begun before or after the kill. */
  const tally = (member: Member, after: boolean) => {
    const counts: Record<ProcessName, number> = { A: 0, B: 0 };
    for (const answer of member.answers) if (answer.startedAt > killedAt === after) counts[answer.by] += 1;
    return counts;
  };
  const [annBefore, benBefore, annAfter, benAfter] = [
    tally(ann, false),
    tally(ben, false),
    tally(ann, true),
    tally(ben, true),
  ];
  check(
    [annBefore, benBefore].every((counts) => counts.A > 0 && counts.B > 0) &&
      annAfter[victim.name] === 0 &&
      benAfter[victim.name] === 0 &&
      annChat.connections[0]?.servedBy !== benChat.connections[0]?.servedBy,
    `Balancer: before the kill, Ann's calls and sockets were answered by A ${annBefore.A}, B ${annBefore.B}, Ben's by ` +
      `A ${benBefore.A}, B ${benBefore.B} (round-robin), their sockets held by different processes; of those begun ` +
      `after it, ${survivor.name} answered all (Ann's ${annAfter[survivor.name]}, Ben's ${benAfter[survivor.name]})`,
  );
  log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function cleanUp(): Promise<void> {
  for (const chat of chats) chat.close();
  await balancer?.stop().catch(() => undefined);
  await Promise.all(apis.map((api) => api.server.stop().catch(() => undefined)));
  await s3Server?.close().catch(() => undefined);
}

let failure: unknown = null;
try {
  await main();
} catch (error) {
  failure = error;
}
await cleanUp();
const failed = results.filter((result) => !result.ok);
log();
if (failure) {
  log(`FAILED: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`);
  log(`(the processes' logs and nginx's are in ${folder})`);
  process.exit(1);
}
if (failed.length > 0) {
  log(`FAILED: ${failed.length} of ${results.length} checks (logs in ${folder})`);
  process.exit(1);
}
log(`All ${results.length} checks passed.`);
fs.rmSync(folder, { recursive: true, force: true });
process.exit(0);
