import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { BackgroundTasks } from './lib/background.ts';
import type { ChatBus } from './lib/chat-bus.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { FileStorage } from './lib/storage.ts';
import type { VapidKeys } from './lib/web-push.ts';
import type { Metrics } from './plugins/metrics.ts';
import type { RateLimiters } from './plugins/rate-limit.ts';
import type { SessionCache } from './plugins/session-cache.ts';

/** What services need from the running app: passed explicitly, never read from globals. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  limiters: RateLimiters;
  log: FastifyBaseLogger;
  /** Work that runs after the answer (emails). */
  background: BackgroundTasks;
  /** Key for signing media tokens, generated once per installation and kept in the database. */
  mediaKey: string;
  /** Key for signing invite links, made and kept the same way. */
  inviteKey: string;
  /** Chat events to the sockets of every process, and who is watching a chat. */
  chatBus: ChatBus;
  /** The sessions looked up lately; tell it, after the commit, whatever ends a member's sessions or changes what they grant. */
  sessionCache: SessionCache;
  /** Web Push's VAPID keys: from the settings, or generated once per installation and kept in the database. */
  vapid: VapidKeys;
  /** Prometheus counters and gauges: always counted, served only when METRICS_PORT is set. */
  metrics: Metrics;
}

/** The signed-in caller, as every service sees them. */
export interface Actor {
  id: number;
  type: number;
  isAdmin: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The server that answers /metrics on METRICS_PORT (server.ts listens on it); null when metrics are off. */
    metricsServer: FastifyInstance | null;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
