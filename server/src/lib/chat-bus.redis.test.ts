/**
 * The Redis chat bus on its own: one SUBSCRIBE per match and process whatever the number of
 * sockets, events to every process, and watching and online sockets that count while their process beats. Runs when
 * TEST_REDIS_URL names a Redis server; skipped otherwise.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { ChatServerEvent } from '@swapsies/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../test/chat-socket.ts';
import { BATCH_MAX, busNames, createRedisChatBus, PROCESS_TTL_MS } from './chat-bus.redis.ts';
import type { ChatBus } from './chat-bus.ts';
import { connectRedis, type RedisConnection } from './redis.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the chat bus through Redis', () => {
  let clients: [RedisConnection, RedisConnection];
  let now = Date.now();
  let first: ChatBus;
  let second: ChatBus;
  // A prefix of this run's own, so that channels and keys of other runs and test files do not count.
  const prefix = `test-${randomUUID()}:`;
  const { chatChannel, onlineKey, processEntriesKey, processesKey, watchKey } = busNames(prefix);
  const matchId = randomInt(1_000_000, 2_000_000_000);

  beforeAll(() => {
    const log = pino({ level: 'silent' });
    clients = [connectRedis(redisUrl as string, prefix, log), connectRedis(redisUrl as string, prefix, log)];
    first = createRedisChatBus({ connection: clients[0], log, now: () => now });
    second = createRedisChatBus({ connection: clients[1], log, now: () => now });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await Promise.all(clients.map((client) => client.close()));
  });

  const subscribers = async () => {
    const [, count] = (await clients[0].redis.pubsub('NUMSUB', chatChannel(matchId))) as [string, number];
    return Number(count);
  };

  it('subscribes once per process, rings every listener of every process, and unsubscribes after the last', async () => {
    const heard: string[] = [];
    const listen = (bus: ChatBus, name: string) => bus.subscribe(matchId, () => heard.push(name));
    const [undoA, undoB, undoC] = [await listen(first, 'a'), await listen(first, 'b'), await listen(second, 'c')];
    expect(await subscribers()).toBe(2);

    const typing: ChatServerEvent = { type: 'typing', userId: 1, isTyping: true };
    await first.publish(matchId, typing);
    await expect.poll(() => heard.length).toBe(3);
    expect(heard.sort()).toEqual(['a', 'b', 'c']);

    await undoA();
    expect(await subscribers()).toBe(2);
    await undoB();
    await undoC();
    expect(await subscribers()).toBe(0);
    await second.publish(matchId, typing);
    expect(heard).toHaveLength(3);
  });

  it('publishes a chat change to the match and rings its members in one command, answering whether the watcher watches', async () => {
    const [abe, bea] = [randomInt(1_000_000, 2_000_000_000), randomInt(1_000_000, 2_000_000_000)];
    const heard: string[] = [];
    const undo = [
      await second.subscribe(matchId, (_event, json) => heard.push(`match ${json}`)),
      await second.subscribeMember(abe, (_event, json) => heard.push(`abe ${json}`)),
      await second.subscribeMember(bea, (_event, json) => heard.push(`bea ${json}`)),
    ];
    try {
      const typing: ChatServerEvent = { type: 'typing', userId: abe, isTyping: true };
      const doorbell = JSON.stringify({ type: 'chat', matchId });
      expect(await first.publishChat(matchId, typing, [abe, bea], bea)).toBe(false);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard.sort()).toEqual([`abe ${doorbell}`, `bea ${doorbell}`, `match ${JSON.stringify(typing)}`]);

      await second.setWatching(matchId, bea, 'socket-1', true);
      expect(await first.publishChat(matchId, typing, [abe, bea], bea)).toBe(true);
      expect(await first.publishChat(matchId, typing, [abe, bea], abe)).toBe(false);
      expect(await first.publishChat(matchId, typing, [], null)).toBe(false);
      await expect.poll(() => heard.length).toBe(3 + 3 + 3 + 1);
      await second.setWatching(matchId, bea, 'socket-1', false);
    } finally {
      for (const stop of undo) await stop();
    }
  });

  /** A bus whose process beats every 20 ms, so that its heartbeat follows the test's clock at once. */
  const beatingBus = () =>
    createRedisChatBus({ connection: clients[0], log: pino({ level: 'silent' }), now: () => now, livenessTickMs: 20 });
  const beats = () => new Promise((resolve) => setTimeout(resolve, 100));

  /**
   * A Redis connection of its own, by default under a prefix of its own too (so that the other
   * buses' once-a-second heartbeats cannot sweep what a test watches), and buses on it.
   */
  const ownRedis = (busPrefix = `test-${randomUUID()}:`) => {
    const log = pino({ level: 'silent' });
    const connection = connectRedis(redisUrl as string, busPrefix, log);
    const bus = (livenessTickMs?: number) => createRedisChatBus({ connection, log, now: () => now, livenessTickMs });
    return { own: busNames(busPrefix), connection, bus };
  };

  /** A bus on a connection of its own that crashes: its connection goes first, so it cannot say it stopped. */
  const crashingBus = (busPrefix = prefix) => {
    const { connection, bus: busOn } = ownRedis(busPrefix);
    const bus = busOn();
    const crash = async () => {
      await connection.close();
      await bus.close();
    };
    return Object.assign(bus, { crash });
  };

  it('shares watching across processes, per socket, and lets a dead process’s sockets stop counting and be swept', async () => {
    const userId = 7;
    await first.setWatching(matchId, userId, 'socket-1', true);
    await second.setWatching(matchId, userId, 'socket-2', true);
    expect(await second.isWatching(matchId, userId)).toBe(true);
    await first.setWatching(matchId, userId, 'socket-1', false);
    expect(await first.isWatching(matchId, userId)).toBe(true);
    await second.setWatching(matchId, userId, 'socket-2', false);
    expect(await first.isWatching(matchId, userId)).toBe(false);

    // A process that dies leaves its entry behind: it stops counting once its time is up.
    const dying = crashingBus();
    await dying.setWatching(matchId, userId, 'socket-3', true);
    await dying.crash();
    const dead = (await clients[1].redis.hget(watchKey(matchId, userId), 'socket-3')) as string;
    expect(await clients[1].redis.sismember(processEntriesKey(dead), `${watchKey(matchId, userId)} socket-3`)).toBe(1);
    now += PROCESS_TTL_MS - 1;
    expect(await second.isWatching(matchId, userId)).toBe(true);
    now += 2;
    expect(await second.isWatching(matchId, userId)).toBe(false);

    // A live process's heartbeat removes what the dead one left.
    const sweeper = beatingBus();
    try {
      await eventually(async () => (await clients[1].redis.exists(processEntriesKey(dead))) === 0, 'the sweep');
      expect(await clients[1].redis.exists(watchKey(matchId, userId))).toBe(0);
      expect(await clients[1].redis.zscore(processesKey, dead)).toBeNull();
    } finally {
      await sweeper.close();
    }
  });

  it('counts a process that stops as dead at once, and lets the live processes sweep what it leaves', async () => {
    const userId = randomInt(1_000_000, 2_000_000_000);
    const stopping = createRedisChatBus({ connection: clients[0], log: pino({ level: 'silent' }), now: () => now });
    await stopping.setWatching(matchId, userId, 'socket-10', true);
    await stopping.setOnline(userId, 'socket-10', true);
    expect(await second.isWatching(matchId, userId)).toBe(true);
    await stopping.close();
    // No time passes: the stop itself ends its sockets' count.
    expect(await second.isWatching(matchId, userId)).toBe(false);
    expect(await second.isOnline(userId)).toBe(false);
    const sweeper = beatingBus();
    try {
      await eventually(async () => (await clients[1].redis.exists(onlineKey(userId))) === 0, 'the sweep');
      expect(await clients[1].redis.exists(watchKey(matchId, userId))).toBe(0);
    } finally {
      await sweeper.close();
    }
  });

  it('sweeps a dead process’s entries a batch a heartbeat, keeping it listed until the last is gone', async () => {
    const ownPrefix = `test-${randomUUID()}:`;
    const { own, connection, bus } = ownRedis(ownPrefix);
    const [userId, left] = [8, 300];
    try {
      const dying = crashingBus(ownPrefix);
      await Promise.all(
        Array.from({ length: BATCH_MAX + left }, (_, i) => dying.setWatching(matchId, userId, `socket-${i}`, true)),
      );
      await dying.crash();
      const dead = (await connection.redis.hget(own.watchKey(matchId, userId), 'socket-0')) as string;
      expect(await connection.redis.scard(own.processEntriesKey(dead))).toBe(BATCH_MAX + left);
      now += PROCESS_TTL_MS + 1;

      // A process beats once as it starts: one batch goes, and the dead process is still listed.
      const sweeper = bus(60_000);
      try {
        await eventually(async () => (await connection.redis.scard(own.processEntriesKey(dead))) === left, 'a batch');
        expect(await connection.redis.hlen(own.watchKey(matchId, userId))).toBe(left);
        expect(await connection.redis.zscore(own.processesKey, dead)).not.toBeNull();
        expect(await sweeper.isWatching(matchId, userId)).toBe(false);
      } finally {
        await sweeper.close();
      }
      // The next heartbeats take the rest, and the process with them (the stopped sweeper, listed as
      // dead, may come first).
      const next = bus(20);
      try {
        await eventually(async () => (await connection.redis.zscore(own.processesKey, dead)) === null, 'the rest');
        expect(await connection.redis.exists(own.processEntriesKey(dead), own.watchKey(matchId, userId))).toBe(0);
      } finally {
        await next.close();
      }
    } finally {
      await connection.close();
    }
  });

  it('writes its sockets again after counting as dead, and removes what it no longer has, a batch a command', async () => {
    const { own, connection, bus } = ownRedis();
    type Sent = { name: string; promise: Promise<unknown> };
    const sent = vi.spyOn(connection.redis, 'sendCommand');
    const scans = () =>
      sent.mock.calls.map(([command]) => command as unknown as Sent).filter(({ name }) => name === 'sscan');
    /** Whether a rewrite's scan has come to its end (a cursor of 0). */
    const scanEnded = async () =>
      (await Promise.all(scans().map(({ promise }) => promise))).some((reply) => (reply as [string])[0] === '0');
    const living = bus(20);
    const userId = 9;
    const watching = own.watchKey(matchId, userId);
    try {
      const sockets = Array.from({ length: 2 * BATCH_MAX + 300 }, (_, i) => `socket-${i}`);
      await Promise.all(sockets.map((socket) => living.setWatching(matchId, userId, socket, true)));
      // A new process's first heartbeat finds it unknown, so it writes its sockets again once.
      await eventually(scanEnded, 'the first rewrite');
      const processId = (await connection.redis.hget(watching, 'socket-0')) as string;
      const entries = own.processEntriesKey(processId);
      // An entry Redis holds that the process no longer has, as after a removal that failed.
      await connection.redis.hset(watching, 'gone', processId);
      await connection.redis.sadd(entries, `${watching} gone`);

      sent.mockClear();
      await connection.redis.zrem(own.processesKey, processId);
      await eventually(async () => (await connection.redis.hexists(watching, 'gone')) === 0, 'the rewrite');
      await eventually(async () => (await connection.redis.hlen(watching)) === sockets.length, 'every socket again');
      expect(await connection.redis.scard(entries)).toBe(sockets.length);
      // What Redis lists is read a page a command, never whole.
      expect(scans().length).toBeGreaterThanOrEqual(2);
    } finally {
      await living.close();
      await connection.redis.del(watching);
      await connection.close();
    }
  });

  it('shares who is online across processes, per socket, counted while its process beats, and lets a dead process’s entry fade', async () => {
    // A member id no other run uses: the online key is per member, not per match.
    const userId = randomInt(1_000_000, 2_000_000_000);
    const living = beatingBus();
    try {
      await first.setOnline(userId, 'socket-5', true);
      await living.setOnline(userId, 'socket-6', true);
      expect(await second.isOnline(userId)).toBe(true);
      await first.setOnline(userId, 'socket-5', false);
      expect(await second.isOnline(userId)).toBe(true);
      // Long after any one heartbeat's time, the socket still counts: its process goes on beating.
      for (let step = 0; step < 3; step += 1) {
        now += PROCESS_TTL_MS - 1;
        await beats();
      }
      expect(await second.isOnline(userId)).toBe(true);
      await living.setOnline(userId, 'socket-6', false);
      expect(await second.isOnline(userId)).toBe(false);
      const dying = crashingBus();
      await dying.setOnline(userId, 'socket-7', true);
      await dying.crash();
      expect(await second.isOnline(userId)).toBe(true);
      now += PROCESS_TTL_MS + 1;
      expect(await second.isOnline(userId)).toBe(false);
    } finally {
      await living.close();
    }
  });

  it('writes its sockets again when its process counted as dead (Redis lost them, or a sweep took them)', async () => {
    const userId = 8;
    const living = beatingBus();
    try {
      await living.setWatching(matchId, userId, 'socket-4', true);
      await living.setOnline(userId, 'socket-4', true);
      const processId = (await clients[1].redis.hget(watchKey(matchId, userId), 'socket-4')) as string;
      await clients[1].redis.del(watchKey(matchId, userId), onlineKey(userId), processEntriesKey(processId));
      await clients[1].redis.zrem(processesKey, processId);
      await eventually(() => second.isWatching(matchId, userId), 'watching written again');
      expect(await second.isOnline(userId)).toBe(true);
      expect(await clients[1].redis.scard(processEntriesKey(processId))).toBe(2);
      await living.setWatching(matchId, userId, 'socket-4', false);
      await living.setOnline(userId, 'socket-4', false);
      expect(await second.isWatching(matchId, userId)).toBe(false);
      expect(await clients[1].redis.exists(processEntriesKey(processId))).toBe(0);
    } finally {
      await living.close();
    }
  });
});
