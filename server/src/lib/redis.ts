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

export interface RedisConnection {
  redis: Redis;
  /** False from the moment the connection is lost until it is ready again. */
  available(): boolean;
  /** Runs `listener` each time the connection becomes ready, the first time and after each loss; returns its undo. */
  onReady(listener: () => void): () => void;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const redis = new Redis(url, {
    lazyConnect: false,
    // A command sent while the connection is down fails at the next failed reconnection, or after
    // COMMAND_TIMEOUT_MS, rather than waiting for Redis to come back. Before the first connection,
    // commands wait for it, so that a process starting up loses nothing.
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Sent just before the connection dropped: their callers have moved on.
    autoResendUnfulfilledCommands: false,
  });
  let lost = false;
  let closing = false;
  const readyListeners = new Set<() => void>();
  // Without a listener ioredis prints each failed reconnection to stderr, outside the JSON log.
  redis.on('error', (error) => log.warn({ err: error }, 'Redis: the connection failed'));
  redis.on('close', () => {
    if (lost || closing) return;
    lost = true;
    log.warn('Redis: the connection was lost; reconnecting');
  });
  redis.on('ready', () => {
    if (lost) log.info('Redis: connected again');
    lost = false;
    for (const listener of readyListeners) listener();
  });
  return {
    redis,
    available: () => !lost,
    onReady(listener) {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
