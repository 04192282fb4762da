/**
 * The probes a process manager or load balancer asks. GET /healthz: the process is alive and its
 * event loop turns (liveness; nothing else is asked, so a database outage does not get every
 * process restarted). GET /readyz: the parts a request needs answer: the database, Redis when
 * configured, and where photos are stored (readiness; 503 names the parts that failed, so the
 * balancer sends traffic elsewhere until they answer).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';

/** How long one part may take to answer before it counts as failed: probes are asked every few seconds. */
export const READINESS_TIMEOUT_MS = 2000;

export interface ReadinessParts {
  database: Database;
  redis: Redis | null;
  storage: FileStorage;
}

type PartState = 'ok' | 'failed';

function withinTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, parts: ReadinessParts): void {
  app.get('/healthz', async () => ({ Status: 'ok' }));

  const { redis } = parts;
  const checks: Record<string, () => Promise<unknown>> = {
    Database: () => parts.database.db.execute(sql`select 1`),
    ...(redis ? { Redis: () => redis.ping() } : {}),
    Storage: () => parts.storage.check(),
  };
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([part, check]): Promise<[string, PartState]> => {
        try {
          await withinTimeout(check());
          return [part, 'ok'];
        } catch (error) {
          // The reason goes to the log, not to whoever asks: it may name hosts and addresses.
          app.log.error({ err: error, part }, `readiness: ${part} does not answer`);
          return [part, 'failed'];
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ Status: ready ? 'ok' : 'unavailable', ...Object.fromEntries(results) });
  });
}
