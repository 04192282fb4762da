/**
 * Two real API processes on one PostgreSQL database and one Redis: a member's socket on each, and
 * messages sent through both. Every message reaches both sockets live, in order, exactly once; after
 * one process dies and comes back, the reconnected socket's hello replays exactly what it missed; a
 * sign-out in one process stops the member's sends in the other at once (its session cache is told).
 * Runs when TEST_REDIS_URL and TEST_DATABASE_URL are set; skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, settingNames } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openPostgres } from '../../db/postgres.ts';
import { ManualClock } from '../../lib/clock.ts';
import { ChatClient, eventually, texts } from '../../test/chat-socket.ts';
import { databaseUrlWithName } from '../../test/global-setup.ts';
import { freePort } from '../../test/own-services.ts';
import { type Auth, type Member, matchedPair } from '../../test/swaps.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisPrefix = `test-${randomUUID()}:`;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const generousRateLimits = Object.fromEntries(
  settingNames.filter((name) => name.startsWith('RATE_LIMIT_')).map((name) => [name, '100000/1h']),
);

/** One API process: the real entry point (src/server.ts) with its own port and data folder. */
class ApiProcess {
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...this.env, PORT: String(this.port), PUBLIC_URL: `http://127.0.0.1:${this.port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the API process stopped:\n${this.output}`);
        return (await fetch(`http://127.0.0.1:${this.port}/healthz`).catch(() => null))?.ok ?? false;
      },
      `the API process on port ${this.port}`,
      20_000,
    );
  }

  /** SIGKILL: the process dies as in a crash, without closing its sockets or its subscriptions. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  async call(method: string, url: string, auth: Auth, body?: unknown) {
    const response = await fetch(`http://127.0.0.1:${this.port}/api/v1${url}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async socket(viewer: Member, matchId: number): Promise<ChatClient> {
    const answer = await this.call('POST', '/ws-ticket', viewer.auth, { MatchID: matchId });
    expect(answer.status).toBe(200);
    return ChatClient.open(`ws://127.0.0.1:${this.port}/api/v1/ws/chat/${matchId}?token=${String(answer.body.Ticket)}`);
  }
}

describe.skipIf(!redisUrl || !postgresUrl)(
  'chat across two API processes (needs TEST_REDIS_URL and TEST_DATABASE_URL)',
  () => {
    const databaseName = `swapsies_chat_mp_${randomBytes(6).toString('hex')}`;
    const processes: ApiProcess[] = [];
    const sockets: ChatClient[] = [];
    const folders: string[] = [];
    let abe: Member;
    let bea: Member;
    let matchId: number;

    const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      const template = inject('postgresTemplate');
      await admin((client) => client.query(`create database ${databaseName} template ${template}`));
      const databaseUrl = databaseUrlWithName(postgresUrl as string, databaseName);

      // The members and their match are made through the calls, by an app in this process on the same database.
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-mp-'));
      folders.push(dataDir);
      const database: Database = openPostgres(databaseUrl, 2);
      const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: 'none', LOG_LEVEL: 'silent', ...generousRateLimits });
      const app = await buildApp({ config, database });
      await app.ready();
      const close = async () => {
        await app.close();
        await database.close();
      };
      try {
        ({ abe, bea, matchId } = await matchedPair({
          app,
          database,
          dataDir,
          clock: new ManualClock(),
          settled: () => app.ctx.background.idle(),
          outbox: async () => [],
          close,
        }));
      } finally {
        await close();
      }

      for (let n = 0; n < 2; n += 1) {
        const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-mp-'));
        folders.push(folder);
        processes.push(
          new ApiProcess(await freePort(), {
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl as string,
            // A prefix of this run's own: another test file's processes number matches and members alike.
            REDIS_PREFIX: redisPrefix,
            DATA_DIR: folder,
            WEB_DIST: 'none',
            LOG_LEVEL: 'warn',
            ...generousRateLimits,
          }),
        );
      }
      await Promise.all(processes.map((api) => api.start()));
    }, 60_000);

    afterAll(async () => {
      for (const socket of sockets) socket.ws.terminate();
      await Promise.all(processes.map((api) => api.kill('SIGTERM')));
      await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
      await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
    }, 30_000);

    const send = async (api: ApiProcess, sender: Member, text: string) => {
      const answer = await api.call('POST', '/message', sender.auth, { MatchID: matchId, Text: text });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    it('delivers every message live to both sockets, in order, exactly once, and replays what a restart missed', async () => {
      const [one, two] = processes as [ApiProcess, ApiProcess];
      const abeSocket = await one.socket(abe, matchId);
      let beaSocket = await two.socket(bea, matchId);
      sockets.push(abeSocket, beaSocket);
      await abeSocket.hello(0);
      await beaSocket.hello(0);

      const sent: string[] = [];
      for (let n = 1; n <= 12; n += 1) {
        // Each member sends through both processes in turn.
        const [api, sender] = [
          [one, abe],
          [two, bea],
          [two, abe],
          [one, bea],
        ][n % 4] as [ApiProcess, Member];
        const text = `message ${n} from ${sender === abe ? 'Abe' : 'Bea'}`;
        sent.push(text);
        await send(api, sender, text);
      }
      for (const socket of [abeSocket, beaSocket]) {
        await socket.until((events) => texts(events).length >= sent.length, 'every message', 5000);
        expect(texts(socket.events)).toEqual(sent);
        expect(socket.seqs()).toEqual(sent.map((_, index) => index + 1));
      }

      // Bea's process dies; Abe goes on writing through his, then hers comes back on the same port.
      const held = Math.max(...beaSocket.seqs());
      await two.kill();
      await beaSocket.closed;
      const missed = ['while Bea was away 1', 'while Bea was away 2', 'while Bea was away 3'];
      for (const text of missed) await send(one, abe, text);
      await two.start();

      beaSocket = await two.socket(bea, matchId);
      sockets.push(beaSocket);
      const { replay, lastSeq } = await beaSocket.hello(held);
      expect(texts(replay)).toEqual(missed);
      expect(lastSeq).toBe(held + missed.length);

      const after = ['after the restart, from Abe', 'after the restart, from Bea'];
      await send(one, abe, after[0] as string);
      await send(two, bea, after[1] as string);
      await beaSocket.until(
        (events) => texts(events).length >= missed.length + after.length,
        'the live messages',
        5000,
      );
      expect(texts(beaSocket.events)).toEqual([...missed, ...after]);
      expect(beaSocket.seqs()).toEqual(
        Array.from({ length: missed.length + after.length }, (_, index) => held + 1 + index),
      );
      await abeSocket.until(
        (events) => texts(events).length >= sent.length + missed.length + after.length,
        'all',
        5000,
      );
      expect(texts(abeSocket.events)).toEqual([...sent, ...missed, ...after]);
      expect(abeSocket.seqs()).toEqual(
        Array.from({ length: sent.length + missed.length + after.length }, (_, index) => index + 1),
      );
    }, 60_000);

    it('refuses the next send in every process once the member signs out in one', async () => {
      const [one, two] = processes as [ApiProcess, ApiProcess];
      // Abe's session is in both processes' session caches.
      await send(one, abe, 'before signing out, through one');
      await send(two, abe, 'before signing out, through two');

      const out = await one.call('POST', '/logout', abe.auth);
      expect(out.status).toBe(200);

      for (const api of [two, one]) {
        const refused = await api.call('POST', '/message', abe.auth, { MatchID: matchId, Text: 'after signing out' });
        expect(refused.status).toBe(401);
        expect(refused.body.ErrorCode).toBe('WRONG_TOKEN');
      }
      // Bea's session is untouched.
      await send(two, bea, 'Bea goes on');
    }, 30_000);
  },
);
