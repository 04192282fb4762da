/**
 * The bus across API processes: Redis pub/sub, one channel per match and one per member, and the
 * watching sockets in one sorted set per match and member. See docs/decisions.md ("Chat socket and
 * bus", "Live stream").
 *
 * Redis going away stops no call: an event that cannot be published is caught up by the clients
 * (replay by sequence number, or the poll), a member whose presence cannot be read counts as away
 * (so they are told), and when Redis is back the bus subscribes to its channels again and rewrites
 * every live socket of this process (a restarted Redis has none).
 */
import { CHAT_HEARTBEAT_MS } from '@swapsies/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BusListener, ChatBus } from './chat-bus.ts';
import { type RedisConnection, watchConnection } from './redis.ts';

/**
 * How long a watching socket counts without being refreshed. The bus refreshes each of its
 * process's entries every WATCH_REFRESH_MS, so this outlives two missed refreshes; a crashed
 * process's sockets stop counting within it.
 */
export const WATCH_TTL_MS = 75_000;
export const WATCH_REFRESH_MS = CHAT_HEARTBEAT_MS;
/**
 * How often the bus looks for entries due a refresh. Each entry falls due WATCH_REFRESH_MS after
 * it was last written, so the refreshes spread over the interval as the sockets' openings did,
 * one pipeline a tick, rather than one burst for every socket of the process at once.
 */
const WATCH_REFRESH_TICK_MS = 1000;

export const chatChannel = (matchId: number) => `chat:match:${matchId}`;
/** The member's live events, to each of their live sockets. */
const memberChannel = (userId: number) => `live:member:${userId}`;
export const watchKey = (matchId: number, userId: number) => `chat:watch:${matchId}:${userId}`;
/** The member's open sockets, in any match: a sorted set held like the watching ones. */
export const onlineKey = (userId: number) => `chat:online:${userId}`;

/** A channel's listener, given the event as parsed once for all of them. */
type ChannelListener = BusListener<unknown>;

interface Channel {
  listeners: Set<ChannelListener>;
  /** Settles once Redis has confirmed the SUBSCRIBE. */
  confirmed: Promise<unknown>;
}

export interface RedisChatBusOptions {
  /** The app's connection: publishes and the watching sets. */
  connection: RedisConnection;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; the expiry of watching entries is compared across processes. */
  now?: () => number;
  refreshTickMs?: number;
}

interface WatchEntry {
  key: string;
  socketId: string;
  writtenAt: number;
}

/** The match and member channels this process listens to, on a connection of their own. */
function channelListeners(redis: Redis, log: FastifyBaseLogger) {
  // A connection in subscriber mode can run nothing else, so it gets its own. It subscribes again
  // itself once ready, to every channel with listeners, including those asked for while Redis was away.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  const channels = new Map<string, Channel>();
  const watched = watchConnection(subscriber, log, 'chat bus: the Redis subscriber');
  let readyBefore = false;
  watched.onReady(() => {
    const names = [...channels.keys()];
    const again = readyBefore;
    readyBefore = true;
    if (names.length === 0) return;
    subscriber
      .subscribe(...names)
      .then(() => {
        if (again) log.info({ channels: names.length }, 'chat bus: subscribed again');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'chat bus: subscribing again failed'));
  });
  subscriber.on('message', (name: string, text: string) => {
    const channel = channels.get(name);
    if (!channel) return;
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch (error) {
      log.error({ err: error, channel: name }, 'chat bus: an event could not be read');
      return;
    }
    for (const listener of [...channel.listeners]) {
      try {
        listener(event, text);
      } catch (error) {
        log.error({ err: error, channel: name }, 'chat bus: a listener failed');
      }
    }
  });

  async function leave(name: string, listener: ChannelListener): Promise<void> {
    const channel = channels.get(name);
    if (!channel?.listeners.delete(listener) || channel.listeners.size > 0) return;
    channels.delete(name);
    try {
      await subscriber.unsubscribe(name);
    } catch (error) {
      log.warn({ err: error, channel: name }, 'chat bus: UNSUBSCRIBE failed');
    }
  }

  return {
    async subscribe<Event>(name: string, typed: BusListener<Event>): Promise<() => Promise<void>> {
      // Only publish() and publishToMember() write to these channels, each from its typed event.
      const listener: ChannelListener = (event, json) => typed(event as Event, json);
      let channel = channels.get(name);
      if (!channel) {
        // Commands on one connection run in order, so a SUBSCRIBE sent after an UNSUBSCRIBE of
        // the same channel that is still in flight leaves it subscribed. While Redis is away the
        // channel waits for the subscription made when it is back; until then nothing is published.
        const confirmed = subscriber
          .subscribe(name)
          .catch((error: unknown) =>
            log.warn({ err: error, channel: name }, 'chat bus: SUBSCRIBE failed; it is made again once Redis answers'),
          );
        channel = { listeners: new Set(), confirmed };
        channels.set(name, channel);
      }
      channel.listeners.add(listener);
      await channel.confirmed;
      return () => leave(name, listener);
    },
    close() {
      channels.clear();
      watched.closing();
      subscriber.disconnect();
    },
  };
}

/**
 * Sorted sets of live sockets (watching, online), each entry refreshed by this process until
 * removed. While the connection is lost the entries are kept here only, and all of them are
 * written again as soon as it is ready.
 */
function liveSocketSets(connection: RedisConnection, log: FastifyBaseLogger, now: () => number, refreshTickMs: number) {
  const { redis } = connection;
  /** This process's live entries, oldest write first (a refresh moves an entry to the end). */
  const written = new Map<string, WatchEntry>();

  /** Writes the entries due a refresh (all of them when `everyone`). */
  async function refresh(everyone: boolean): Promise<void> {
    if (!connection.available()) return;
    const at = now();
    const pipeline = redis.pipeline();
    for (const [id, entry] of [...written]) {
      if (!everyone && entry.writtenAt + WATCH_REFRESH_MS > at) break;
      written.delete(id);
      written.set(id, { ...entry, writtenAt: at });
      pipeline.zadd(entry.key, at + WATCH_TTL_MS, entry.socketId).pexpire(entry.key, WATCH_TTL_MS);
    }
    if (pipeline.length === 0) return;
    await pipeline.exec();
  }

  const stopRewriting = connection.onReady(() => {
    refresh(true).catch((error: unknown) => log.warn({ err: error }, 'chat bus: watching could not be written again'));
  });

  const refresher = setInterval(() => {
    refresh(false).catch((error: unknown) => log.warn({ err: error }, 'chat bus: watching could not be refreshed'));
  }, refreshTickMs);
  refresher.unref();

  return {
    /** Adds or removes one socket in the set at key. */
    async mark(key: string, socketId: string, on: boolean): Promise<void> {
      const at = now();
      const id = `${key} ${socketId}`;
      written.delete(id);
      if (on) written.set(id, { key, socketId, writtenAt: at });
      // Written when the connection is ready again; an entry removed meanwhile expires there by itself.
      if (!connection.available()) return;
      const transaction = redis.multi();
      if (on) transaction.zadd(key, at + WATCH_TTL_MS, socketId).pexpire(key, WATCH_TTL_MS);
      else transaction.zrem(key, socketId);
      // Entries of sockets whose process died are dropped as they are passed.
      transaction.zremrangebyscore(key, '-inf', at);
      await transaction.exec();
    },
    /** Whether any socket is live at key. Unknown while Redis is away: counted as not, so the member is told. */
    async anyLive(key: string): Promise<boolean> {
      if (!connection.available()) return false;
      try {
        return (await redis.zcount(key, `(${now()}`, '+inf')) > 0;
      } catch (error) {
        log.warn({ err: error }, 'chat bus: presence could not be read; counted as away');
        return false;
      }
    },
    close() {
      clearInterval(refresher);
      stopRewriting();
      written.clear();
    },
  };
}

export function createRedisChatBus({
  connection,
  log,
  now = Date.now,
  refreshTickMs = WATCH_REFRESH_TICK_MS,
}: RedisChatBusOptions): ChatBus {
  const { redis } = connection;
  const listeners = channelListeners(redis, log);
  const live = liveSocketSets(connection, log, now, refreshTickMs);
  // The write is already committed: a lost event shows as a gap the client fetches, or the poll
  // repairs it, so a Redis failure must not fail the request that made the change, nor hold it up.
  const publish = async (channel: string, event: unknown) => {
    if (!connection.available()) return;
    try {
      await redis.publish(channel, JSON.stringify(event));
    } catch (error) {
      log.warn({ err: error, channel }, 'chat bus: PUBLISH failed');
    }
  };
  return {
    publish: (matchId, event) => publish(chatChannel(matchId), event),
    subscribe: (matchId, listener) => listeners.subscribe(chatChannel(matchId), listener),
    publishToMember: (userId, event) => publish(memberChannel(userId), event),
    subscribeMember: (userId, listener) => listeners.subscribe(memberChannel(userId), listener),
    setWatching: (matchId, userId, socketId, watching) => live.mark(watchKey(matchId, userId), socketId, watching),
    isWatching: (matchId, userId) => live.anyLive(watchKey(matchId, userId)),
    setOnline: (userId, socketId, online) => live.mark(onlineKey(userId), socketId, online),
    isOnline: (userId) => live.anyLive(onlineKey(userId)),
    async close() {
      live.close();
      listeners.close();
    },
  };
}
