/**
 * The floor the feed bench compares the feed with: a bare Fastify server with one route that does
 * only what every signed-in call does before its own work, the session lookup of plugins/auth.ts
 * (the same function and prepared statement, on the same bench database and pool size), and
 * answers a small JSON. No hooks, no schemas, no logging. feed-bench.ts starts it as its own
 * process (`node --import tsx scripts/bench/bare-fastify.ts`, with DATABASE_URL, PORT and HOST),
 * drives GET /session with the same load generator and connections as the feed, and prints the
 * feed's rate as a share of this one's.
 */
import Fastify from 'fastify';
import { openPostgres } from '../../src/db/postgres.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { bearerToken, findActor } from '../../src/plugins/auth.ts';
import { BARE_SESSION_PATH } from './common.ts';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const database = openPostgres(url);
  const ctx = { db: database.db, clock: systemClock };
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ Status: 'ok' }));
  app.get(BARE_SESSION_PATH, async (request, reply) => {
    const token = bearerToken(request);
    const actor = token ? await findActor(ctx, token) : null;
    if (!actor) return reply.status(401).send({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    return { Success: true, ErrorCode: '', ID: actor.id };
  });
  const close = () => {
    app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
