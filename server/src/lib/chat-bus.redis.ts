/**
 * The bus across API processes: Redis pub/sub, one channel per match and one per member, and the
 * watching and online sockets, each naming its process, which counts while its heartbeat does. See
 * docs/decisions.md ("Chat socket and bus", "Live stream").
 *
 * Redis going away stops no call: an event that cannot be published is caught up by the clients
 * (replay by sequence number, or the poll), a member whose presence cannot be read counts as away
 * (so they are told), and when Redis is back the bus subscribes to its channels again and rewrites
 * every live socket of this process (a restarted Redis has none).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BusListener, ChatBus, LiveBusEvent, SessionChangeListener } from './chat-bus.ts';
import { type RedisConnection, watchConnection } from './redis.ts';

/**
 * How long a process's sockets count after its last heartbeat. The bus beats every
 * LIVENESS_TICK_MS, so this outlives many missed beats (a long pause); a crashed process's sockets
 * stop counting within it.
 */
export const PROCESS_TTL_MS = 75_000;
/** How often each process says it is alive: one script a process a tick, whatever its sockets. */
const LIVENESS_TICK_MS = 1000;
/** Socket entries written or swept per command, so that one command never holds Redis for long. */
export const BATCH_MAX = 1000;

/** The names of the bus's channels and keys, each starting with the installation's REDIS_PREFIX. */
export function busNames(prefix: string) {
  return {
    chatChannel: (matchId: number) => `${prefix}chat:match:${matchId}`,
    /** The member's live events, to each of their live sockets. */
    memberChannel: (userId: number) => `${prefix}live:member:${userId}`,
    /** The sockets with the match's chat on screen for the member: a hash of socket id to process id. */
    watchKey: (matchId: number, userId: number) => `${prefix}chat:watching:${matchId}:${userId}`,
    /** The member's open sockets, in any match: a hash held like the watching ones. */
    onlineKey: (userId: number) => `${prefix}chat:sockets:${userId}`,
    /** Each process's id scored by the time its sockets stop counting, on the injected clock. */
    processesKey: `${prefix}chat:processes`,
    /** What a process has written ("key socketId"), so that once it is dead any process can remove it. */
    processEntriesKey: (processId: string) => `${prefix}chat:process:${processId}`,
    /** The ids of members whose sessions changed, for every process's session cache. */
    sessionsChannel: `${prefix}auth:sessions`,
  };
}

/** A channel's listener, given the event as parsed once for all of them. */
type ChannelListener = BusListener<unknown>;

interface Channel {
  listeners: Set<ChannelListener>;
  /** Settles once Redis has answered the SUBSCRIBE: true when it is made. */
  confirmed: Promise<boolean>;
}

export interface RedisChatBusOptions {
  /** The app's connection: publishes and the watching sets. */
  connection: RedisConnection;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; the processes' expiries are compared across processes. */
  now?: () => number;
  livenessTickMs?: number;
}

/**
 * The match and member channels this process listens to, on a connection of their own. A channel
 * followed with a hearing listener (the sessions') tells it when messages may be missed: from the
 * connection's loss until every channel is subscribed again.
 */
function channelListeners(redis: Redis, log: FastifyBaseLogger) {
  // A connection in subscriber mode can run nothing else, so it gets its own. It subscribes again
  // itself once ready, to every channel with listeners, including those asked for while Redis was away.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  const channels = new Map<string, Channel>();
  const watched = watchConnection(subscriber, log, 'chat bus: the Redis subscriber');
  const hearing = new Set<Pick<SessionChangeListener, 'deaf' | 'heard'>>();
  watched.onLost(() => {
    for (const listener of hearing) listener.deaf();
  });
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
        for (const listener of hearing) listener.heard();
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

  /** Adds the listener to the channel, subscribing when it is the first; resolves as Channel.confirmed. */
  function join(name: string, listener: ChannelListener): Promise<boolean> {
    let channel = channels.get(name);
    if (!channel) {
      // Commands on one connection run in order, so a SUBSCRIBE sent after an UNSUBSCRIBE of
      // the same channel that is still in flight leaves it subscribed. While Redis is away the
      // channel waits for the subscription made when it is back; until then nothing is published.
      const confirmed = subscriber.subscribe(name).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error, channel: name }, 'chat bus: SUBSCRIBE failed; it is made again once Redis answers');
          return false;
        },
      );
      channel = { listeners: new Set(), confirmed };
      channels.set(name, channel);
    }
    channel.listeners.add(listener);
    return channel.confirmed;
  }

  return {
    async subscribe<Event>(name: string, typed: BusListener<Event>): Promise<() => Promise<void>> {
      // Only publish() and publishToMember() write to these channels, each from its typed event.
      const listener: ChannelListener = (event, json) => typed(event as Event, json);
      await join(name, listener);
      return () => leave(name, listener);
    },
    /** Listens to the channel for the process's life, telling `heard` when it is subscribed, and `deaf` at each loss. */
    follow(name: string, listener: ChannelListener, heard: Pick<SessionChangeListener, 'deaf' | 'heard'>): () => void {
      hearing.add(heard);
      join(name, listener).then((made) => {
        if (made && watched.available()) heard.heard();
      });
      return () => {
        hearing.delete(heard);
        leave(name, listener).catch(() => {});
      };
    },
    close() {
      channels.clear();
      watched.closing();
      subscriber.disconnect();
    },
  };
}

/**
 * A Lua script as a command of the connection (ioredis sends it by digest, and whole only when Redis
 * does not hold it, as after a restart).
 */
function script(redis: Redis, name: string, lua: string) {
  redis.defineCommand(name, { lua });
  const command = (redis as unknown as Record<string, (...args: (string | number)[]) => Promise<unknown>>)[name];
  return (keys: string[], args: (string | number)[]): Promise<unknown> =>
    (command as NonNullable<typeof command>).call(redis, keys.length, ...keys, ...args);
}

/**
 * The heartbeat: moves this process's expiry on, and removes up to a batch of what one dead process
 * left behind; the process stays listed (counting as dead) until its last entry is gone, so the
 * next heartbeats go on with it. A process of 10,000 sockets leaves 20,000 entries, which in one
 * command held Redis, and with it every chat's delivery, for tens of milliseconds.
 * Returns 1 when this process had counted as dead (unknown, or past its time: Redis restarted, or
 * the process paused longer than PROCESS_TTL_MS and may have been swept), so it writes its entries again.
 * KEYS: processes. ARGV: process id, now, expiry, the prefix of processEntriesKey, the batch.
 */
const HEARTBEAT = `
local before = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
for _, dead in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2], 'LIMIT', 0, 1)) do
  local entries = ARGV[4] .. dead
  for _, entry in ipairs(redis.call('SPOP', entries, ARGV[5])) do
    local space = string.find(entry, ' ', 1, true)
    local key, socket = string.sub(entry, 1, space - 1), string.sub(entry, space + 1)
    if redis.call('HGET', key, socket) == dead then redis.call('HDEL', key, socket) end
  end
  if redis.call('EXISTS', entries) == 0 then redis.call('ZREM', KEYS[1], dead) end
end
if before and tonumber(before) > tonumber(ARGV[2]) then return 0 end
return 1
`;

/** Lua: 1 when any socket in the hash belongs to a process live at `now` (processes: processesKey), else 0. */
const ANY_LIVE_FUNCTION = `
local function anyLive(hash, processes, now)
  for _, process in ipairs(redis.call('HVALS', hash)) do
    local expiry = redis.call('ZSCORE', processes, process)
    if expiry and tonumber(expiry) > now then return 1 end
  end
  return 0
end
`;

/** Whether any socket in the hash belongs to a live process. KEYS: the hash, processes. ARGV: now. */
const ANY_LIVE = `${ANY_LIVE_FUNCTION}
return anyLive(KEYS[1], KEYS[2], tonumber(ARGV[1]))
`;

/**
 * A change in a chat (publishChat): the event to the match's channel, the doorbell to each member's,
 * and whether the watcher has the chat on screen, in one command rather than one each.
 * KEYS: none, or the watcher's watching hash and processes. ARGV: now, the match's channel, the
 * event, the doorbell, then each member's channel.
 */
const PUBLISH_CHAT = `${ANY_LIVE_FUNCTION}
redis.call('PUBLISH', ARGV[2], ARGV[3])
for i = 5, #ARGV do redis.call('PUBLISH', ARGV[i], ARGV[4]) end
if #KEYS == 0 then return 0 end
return anyLive(KEYS[1], KEYS[2], tonumber(ARGV[1]))
`;

/**
 * Writes a batch of socket entries in order. KEYS: this process's entries (processEntriesKey).
 * ARGV: process id, then per entry '1' (add) or '0' (remove), the hash's key, the socket id.
 */
const MARK = `
for i = 2, #ARGV, 3 do
  local key, socket = ARGV[i + 1], ARGV[i + 2]
  if ARGV[i] == '1' then
    redis.call('HSET', key, socket, ARGV[1])
    redis.call('SADD', KEYS[1], key .. ' ' .. socket)
  else
    redis.call('HDEL', key, socket)
    redis.call('SREM', KEYS[1], key .. ' ' .. socket)
  end
end
return 0
`;

/**
 * Live sockets (watching, online), each a hash entry naming its socket's process, written once on
 * open and removed on close; they count while their process's heartbeat does. The changes of one
 * turn of the event loop go out as one script (a burst of openings or closings is a few commands,
 * not thousands). While the connection is lost, or after a write failed, the entries are kept
 * here only, and Redis is made to hold exactly them again once it answers.
 */
function liveSocketSets(connection: RedisConnection, log: FastifyBaseLogger, now: () => number, tickMs: number) {
  const { redis } = connection;
  const { processesKey, processEntriesKey } = busNames(connection.prefix);
  const processId = randomUUID();
  const entriesKey = processEntriesKey(processId);
  /** This process's live entries, "key socketId", as in processEntriesKey. */
  const written = new Set<string>();
  const heartbeat = script(redis, 'chatHeartbeat', HEARTBEAT);
  const anyLive = script(redis, 'chatAnyLive', ANY_LIVE);
  const mark = script(redis, 'chatMarkSockets', MARK);
  /** Whether Redis may differ from `written`: it is written whole at the next heartbeat. */
  let stale = false;
  /** The changes not yet sent: flag, key, socket id, flag, … */
  let queued: string[] = [];
  let flushed: Promise<void> | null = null;
  /** Once closed, `written` is empty and must not be read as what the process has. */
  let closed = false;

  /** Sends the changes in batches, all at once, so that no later change goes between two of them. */
  async function write(changes: string[]): Promise<void> {
    const sent: Promise<unknown>[] = [];
    for (let at = 0; at < changes.length; at += 3 * BATCH_MAX) {
      sent.push(mark([entriesKey], [processId, ...changes.slice(at, at + 3 * BATCH_MAX)]));
    }
    await Promise.all(sent);
  }

  /** The changes that add (or remove) each entry ("key socketId"). */
  function changesOf(entries: Iterable<string>, on: boolean): string[] {
    const changes: string[] = [];
    for (const entry of entries) {
      const space = entry.indexOf(' ');
      changes.push(on ? '1' : '0', entry.slice(0, space), entry.slice(space + 1));
    }
    return changes;
  }

  /** Sends the queued changes; a failure is logged once for the batch, and heals at the next heartbeat. */
  function flush(): Promise<void> {
    flushed ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const changes = queued;
      queued = [];
      flushed = null;
      if (stale || !connection.available()) {
        stale = true;
        return;
      }
      try {
        await write(changes);
      } catch (error) {
        stale = true;
        log.warn(
          { err: error, changes: changes.length / 3 },
          'chat bus: live sockets could not be recorded; written again at the next heartbeat',
        );
      }
    });
    return flushed;
  }

  /**
   * Makes Redis hold exactly this process's entries: writes them all, then removes, a scan's page at
   * a time, what Redis still lists that this process no longer has (a removal that failed). Every
   * command is bounded, and no live entry is ever missing meanwhile.
   */
  async function rewrite(): Promise<void> {
    stale = false;
    try {
      await write(changesOf(written, true));
      let cursor = '0';
      do {
        const [next, listed] = await redis.sscan(entriesKey, cursor, 'COUNT', BATCH_MAX);
        if (closed) return;
        cursor = next;
        await write(
          changesOf(
            listed.filter((entry) => !written.has(entry)),
            false,
          ),
        );
      } while (cursor !== '0');
    } catch (error) {
      stale = true;
      throw error;
    }
  }

  let beating = false;
  async function beat(): Promise<void> {
    if (beating || closed || !connection.available()) return;
    beating = true;
    try {
      const at = now();
      const dead = await heartbeat(
        [processesKey],
        [processId, at, at + PROCESS_TTL_MS, processEntriesKey(''), BATCH_MAX],
      );
      if (dead === 1 || stale) await rewrite();
    } finally {
      beating = false;
    }
  }
  const tick = () => {
    beat().catch((error: unknown) => log.warn({ err: error }, 'chat bus: the heartbeat failed'));
  };

  // Redis back, perhaps empty: this process says so at once rather than at its next tick.
  const stopRewriting = connection.onReady(tick);
  const beater = setInterval(tick, tickMs);
  beater.unref();
  tick();

  return {
    /** Adds or removes one socket in the hash at key; resolves once sent (or failed, and left to the heartbeat). */
    mark(key: string, socketId: string, on: boolean): Promise<void> {
      // Sockets closing as the process stops: its entries stop counting all at once (close).
      if (closed) return Promise.resolve();
      const entry = `${key} ${socketId}`;
      if (on) written.add(entry);
      else written.delete(entry);
      queued.push(on ? '1' : '0', key, socketId);
      return flush();
    },
    /** Whether any socket is live at key. Unknown while Redis is away: counted as not, so the member is told. */
    async anyLive(key: string): Promise<boolean> {
      if (!connection.available()) return false;
      try {
        return (await anyLive([key, processesKey], [now()])) === 1;
      } catch (error) {
        log.warn({ err: error }, 'chat bus: presence could not be read; counted as away');
        return false;
      }
    },
    /**
     * Stops beating, and makes this process count as dead at once: its sockets stop counting now
     * rather than PROCESS_TTL_MS after its last beat, and the live processes' heartbeats sweep them.
     */
    async close() {
      closed = true;
      clearInterval(beater);
      stopRewriting();
      written.clear();
      queued = [];
      if (!connection.available()) return;
      try {
        await redis.zadd(processesKey, 0, processId);
      } catch (error) {
        log.warn(
          { err: error },
          'chat bus: this process could not be marked as stopped; its sockets count until its time is up',
        );
      }
    },
  };
}

/**
 * Tells the session caches of every API process on the Redis at `url` that the member's sessions
 * changed, from a process that has no bus of its own (`npm run admin`).
 */
export async function publishSessionChangeOnce(url: string, prefix: string, userId: number): Promise<void> {
  // One attempt: a command line should say at once that Redis is away, not retry.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The failure is connect()'s or publish()'s to throw; without a listener ioredis prints it too.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.publish(busNames(prefix).sessionsChannel, JSON.stringify(userId));
  } finally {
    redis.disconnect();
  }
}

export function createRedisChatBus({
  connection,
  log,
  now = Date.now,
  livenessTickMs = LIVENESS_TICK_MS,
}: RedisChatBusOptions): ChatBus {
  const { redis } = connection;
  const { chatChannel, memberChannel, watchKey, onlineKey, processesKey, sessionsChannel } = busNames(
    connection.prefix,
  );
  const listeners = channelListeners(redis, log);
  const live = liveSocketSets(connection, log, now, livenessTickMs);
  const publishChat = script(redis, 'chatPublish', PUBLISH_CHAT);
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
    async publishChat(matchId, event, members, watcher) {
      if (!connection.available()) return false;
      const doorbell: LiveBusEvent = { type: 'chat', matchId };
      try {
        const answer = await publishChat(watcher === null ? [] : [watchKey(matchId, watcher), processesKey], [
          now(),
          chatChannel(matchId),
          JSON.stringify(event),
          JSON.stringify(doorbell),
          ...members.map(memberChannel),
        ]);
        return answer === 1;
      } catch (error) {
        log.warn({ err: error, matchId }, 'chat bus: a chat event was not published; its watcher counted as away');
        return false;
      }
    },
    subscribeMember: (userId, listener) => listeners.subscribe(memberChannel(userId), listener),
    setWatching: (matchId, userId, socketId, watching) => live.mark(watchKey(matchId, userId), socketId, watching),
    isWatching: (matchId, userId) => live.anyLive(watchKey(matchId, userId)),
    setOnline: (userId, socketId, online) => live.mark(onlineKey(userId), socketId, online),
    isOnline: (userId) => live.anyLive(onlineKey(userId)),
    publishSessionChange: (userId) => publish(sessionsChannel, userId),
    listenSessionChanges: (listener) =>
      listeners.follow(
        sessionsChannel,
        (userId) => {
          if (typeof userId === 'number') listener.changed(userId);
          else log.error({ channel: sessionsChannel }, 'chat bus: a session change names no member');
        },
        listener,
      ),
    async close() {
      await live.close();
      listeners.close();
    },
  };
}
