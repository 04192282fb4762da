/**
 * The app's connection to Redis. Redis carries what can degrade, never what must be kept: the
 * shared rate limits, the fan-out of chat and live events, and who is watching or online. So once
 * the connection is lost nothing waits for it: rate limits count in this process
 * (plugins/rate-limit.ts), events are caught up by the clients' replay and poll, and presence
 * counts as away (chat-bus.redis.ts). ioredis reconnects by itself; `onReady` tells the parts when
 * it is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command that has had no answer in this long counts as failed (Redis answers in well under a millisecond). */
const COMMAND_TIMEOUT_MS = 1000;
/** The longest pause between reconnection attempts: the bus is back within it of Redis. */
const RECONNECT_PAUSE_MAX_MS = 1000;
/** How long a starting process waits for its first connection before it serves without Redis. */
const FIRST_CONNECTION_WAIT_MS = 3000;

export interface WatchedConnection {
  /** False from the moment the connection is lost until it is ready again. */
  available(): boolean;
  /** Runs `listener` each time the connection becomes ready, the first time and after each loss; returns its undo. */
  onReady(listener: () => void): () => void;
  /** Runs `listener` each time the connection is lost; returns its undo. */
  onLost(listener: () => void): () => void;
  /** Marks a close as asked for, not a loss. */
  closing(): void;
}

export interface RedisConnection extends Omit<WatchedConnection, 'closing' | 'onLost'> {
  redis: Redis;
  /** REDIS_PREFIX: the start of every key and channel name this installation uses. */
  prefix: string;
  /**
   * Resolves once the first connection is ready, or after FIRST_CONNECTION_WAIT_MS: the app waits
   * for it before serving, since until then the rate limits would count in this process alone.
   */
  firstConnection: Promise<void>;
  close(): Promise<void>;
}

/**
 * Logs a connection's loss once (a warning), its failed reconnections quietly (debug), and its
 * return (info), and tells listeners when it is ready.
 */
export function watchConnection(redis: Redis, log: FastifyBaseLogger, label: string): WatchedConnection {
  let lost = false;
  let closing = false;
  const readyListeners = new Set<() => void>();
  const lostListeners = new Set<() => void>();
  // Without a listener ioredis prints each failed reconnection to stderr, outside the JSON log.
  redis.on('error', (error) => {
    if (lost) log.debug({ err: error }, `${label}: reconnecting failed`);
    else log.warn({ err: error }, `${label}: the connection failed`);
  });
  redis.on('close', () => {
    if (lost || closing) return;
    lost = true;
    log.warn(`${label}: the connection was lost; reconnecting`);
    for (const listener of lostListeners) listener();
  });
  redis.on('ready', () => {
    if (lost) log.info(`${label}: connected again`);
    lost = false;
    for (const listener of readyListeners) listener();
  });
  return {
    available: () => !lost,
    onReady(listener) {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    closing() {
      closing = true;
    },
  };
}

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): RedisConnection {
  const redis = new Redis(url, {
    lazyConnect: false,
    // A command sent while the connection is down fails at the next failed reconnection, or after
    // COMMAND_TIMEOUT_MS, rather than waiting for Redis to come back. Before the first connection,
    // commands wait for it, so that a process starting up loses nothing.
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Sent just before the connection dropped: their callers have moved on.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(50 * 2 ** (attempt - 1), RECONNECT_PAUSE_MAX_MS),
    // No auto-pipelining: it batches only the commands made in one turn of the event loop, and each
    // request is a turn of its own, so it gathered little and cost a pipeline object per command
    // (docs/performance.md, Chat). Commands still go out in the order they were made.
    enableAutoPipelining: false,
  });
  const { available, onReady, closing } = watchConnection(redis, log, 'Redis');
  const firstConnection = new Promise<void>((resolve) => {
    const stopWaiting = setTimeout(() => {
      log.warn('Redis: no connection yet; serving without it until it answers');
      resolve();
    }, FIRST_CONNECTION_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(stopWaiting);
      resolve();
    });
  });
  return {
    redis,
    prefix,
    firstConnection,
    available,
    onReady,
    async close() {
      closing();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
