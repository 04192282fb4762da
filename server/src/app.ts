/**
 * Builds the Fastify app from a config and an open database, without listening: tests call
 * buildApp and app.inject; server.ts adds the port and the signals.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyWebsocket from '@fastify/websocket';
import { failure } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type pg from 'pg';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { appSecrets } from './db/schema.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { createInProcessChatBus } from './lib/chat-bus.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { loggerOptions, OneLineRequestLog } from './lib/log.ts';
import { createMailer } from './lib/mailer.ts';
import type { RedisConnection } from './lib/redis.ts';
import { newToken } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { newVapidKeys, type VapidKeys } from './lib/web-push.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { chatSocketRoutes } from './modules/chat/chat.socket.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { friendsRoutes } from './modules/friends/friends.routes.ts';
import { handoverRoutes } from './modules/handover/handover.routes.ts';
import { itemsRoutes } from './modules/items/items.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { matchesRoutes } from './modules/matches/matches.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { lookUpSession, registerAuth } from './plugins/auth.ts';
import { BODY_LIMIT, registerBodyLimits } from './plugins/body-limits.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { SOCKET_CLIENT_EVENT_MAX_BYTES } from './plugins/event-socket.ts';
import { registerHealth } from './plugins/health.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimiters } from './plugins/rate-limit.ts';
import { checkEveryRouteHandled } from './plugins/routes.ts';
import { serializerCompiler, validatorCompiler } from './plugins/schema-compilers.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { SessionCache } from './plugins/session-cache.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added: tests enumerate the routes this way (the fuzz test). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a refused request's connection lingers (LINGER_MS): tests shorten it to see it end. */
  lingerMs?: number;
}

export type App = FastifyInstance;

export const API_PREFIX = '/api/v1';

/** Read first: every start but the first finds it, in one statement rather than an insert and a read. */
async function installationSecret(database: Database, name: string, make = newToken): Promise<string> {
  const read = async () => (await database.db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0];
  let row = await read();
  if (!row) {
    // Another process starting at once may have made it meanwhile: the first one kept wins.
    await database.db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error(`The installation secret ${name} could not be read`);
  return row.value;
}

/** A VAPID key pair as the installation secret keeps it. */
const StoredVapidKeys = Type.Object({ publicKey: Type.String(), privateKey: Type.String() });

/** The settings' VAPID keys, or a pair made on first start and shared by every process through the database. */
async function vapidKeys(database: Database, config: Config): Promise<VapidKeys> {
  const keys =
    config.push.keys ??
    Value.Parse(
      StoredVapidKeys,
      JSON.parse(await installationSecret(database, 'vapid-keys', () => JSON.stringify(newVapidKeys()))),
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: config.push.subject };
}

function createFastify(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel, config.logFormat),
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Slow clients: the whole request within UPLOAD_TIMEOUT, headers within BODY_TIMEOUT (Node
    // checks both every few seconds); registerBodyLimits holds each body to its route's time.
    requestTimeout: config.timeouts.uploadMs,
    http: {
      headersTimeout: config.timeouts.bodyMs,
      connectionsCheckingInterval: Math.min(5000, config.timeouts.bodyMs / 2),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());
  app.setSerializerCompiler(serializerCompiler());
  return app;
}

async function createContext(app: App, options: BuildOptions, redis: RedisConnection | null): Promise<AppContext> {
  const { config, database } = options;
  const chatBus = redis
    ? (await import('./lib/chat-bus.redis.ts')).createRedisChatBus({ connection: redis, log: app.log })
    : createInProcessChatBus();
  return {
    config,
    db: database.db,
    clock: options.clock ?? systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    storage: createStorage(config),
    limiters: createRateLimiters(config.rateLimits, redis, app.log),
    log: app.log,
    background: createBackgroundTasks(app.log),
    mediaKey: await installationSecret(database, 'media-token-key'),
    inviteKey: await installationSecret(database, 'invite-link-key'),
    vapid: await vapidKeys(database, config),
    chatBus,
    // On PostgreSQL without Redis other processes may share the database, and nothing would tell
    // them of a sign-out here: no session is kept. PGlite's data folder has one process.
    sessionCache: new SessionCache(
      (key) => lookUpSession(database.db, key),
      redis || database.kind === 'pglite' ? chatBus : null,
    ),
    metrics: createMetrics(),
  };
}

/** The request id on every answer, and the shutdown of what the context opened. */
function registerLifecycle(app: App, ctx: AppContext, redis: RedisConnection | null): void {
  // A callback hook: it runs on every answer, where an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await ctx.background.idle();
    ctx.mailer.close();
    ctx.sessionCache.close();
    await ctx.chatBus.close();
    await redis?.close();
    await app.metricsServer?.close();
  });
}

/** Registered before any route, so that an upgrade request reaches its route (and only a socket route opens one). */
async function registerWebSockets(app: App): Promise<void> {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_CLIENT_EVENT_MAX_BYTES },
    // A socket's errors are its client's doing (a dropped connection, an oversized or broken frame):
    // worth a line, not an error-level alarm.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'chat socket: the connection failed');
      socket.terminate();
    },
    // Clients hear "going away" (1001), not "no status" (1005), and reconnect to another process.
    // The chat sockets' own preClose (chat.socket.ts) waits for them, and cuts those that linger.
    preClose: (done) => {
      for (const socket of app.websocketServer.clients) socket.close(1001, 'Server shutting down');
      app.websocketServer.close();
      done();
    },
  });
}

/** "METHOD /path" of every route added from here on. */
function trackRoutes(app: App): ReadonlySet<string> {
  const registeredRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
  });
  return registeredRoutes;
}

/** Every call of the route table, under API_PREFIX; the start fails when one has no handler. */
async function registerApi(app: App, registeredRoutes: ReadonlySet<string>): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(referenceRoutes);
      await api.register(usersRoutes);
      await api.register(notificationsRoutes);
      await api.register(reportsRoutes);
      await api.register(supportRoutes);
      await api.register(filesRoutes);
      await api.register(itemsRoutes);
      await api.register(adminRoutes);
      await api.register(friendsRoutes);
      await api.register(blocksRoutes);
      await api.register(feedRoutes);
      await api.register(matchesRoutes);
      await api.register(chatRoutes);
      await api.register(chatSocketRoutes);
      await api.register(handoverRoutes);
      await api.register(liveRoutes);
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(failure('NOT_FOUND')));
    },
    { prefix: API_PREFIX },
  );
  checkEveryRouteHandled(registeredRoutes, API_PREFIX);
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const app = createFastify(options);
  // ioredis and pg load only when used: a start without them spent 20-40 ms on loading each.
  const redis = config.redisUrl
    ? (await import('./lib/redis.ts')).connectRedis(config.redisUrl, config.redisPrefix, app.log)
    : null;
  if (database.kind === 'postgres') {
    // The calls that needed the database log the outage themselves; this is one line per connection.
    (database.db.$client as pg.Pool).on('error', (error) =>
      app.log.debug({ err: error }, 'PostgreSQL: an idle connection was lost'),
    );
  }
  const ctx = await createContext(app, options, redis);
  app.decorate('ctx', ctx);
  app.decorate('metricsServer', config.metricsPort === null ? null : await registerMetrics(app, ctx.metrics));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const registeredRoutes = trackRoutes(app);
  registerLifecycle(app, ctx, redis);

  registerErrorHandling(app);
  registerBodyLimits(app, config.timeouts, options.lingerMs);
  registerSecurityHeaders(app);
  registerAuth(app);
  await registerOpenApi(app, API_PREFIX);
  await registerWebSockets(app);
  registerHealth(app, { database, redis: redis?.redis ?? null, storage: ctx.storage });
  await registerApi(app, registeredRoutes);

  await serveWebApp(app, config.webDist);
  await redis?.firstConnection;
  return app;
}

/** Serves the built web app, with index.html for every client-side route. */
async function serveWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!webDist || !index || !fs.existsSync(index)) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure('NOT_FOUND')));
    return;
  }
  // Loaded only here: a process without the web app (an API behind nginx, the benches) never needs it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false, // our own Cache-Control below; otherwise the plugin's "public, max-age=0" replaces it
    preCompressed: true, // the .br and .gz copies the web build writes (web/scripts/compress-dist.mjs)
    setHeaders(response, filePath) {
      // Vite puts a content hash in every asset name: those never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.status(404).send(failure('NOT_FOUND'));
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
