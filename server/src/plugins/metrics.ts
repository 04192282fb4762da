/**
 * Prometheus metrics, off unless METRICS_PORT is set. They are served on that port alone, by a
 * second small server, never on the public port: they tell who else is watching how busy each
 * route is, and each process must be scraped directly anyway (through the load balancer a scrape
 * would reach a different process each time). What is measured:
 * - every answer, by method, route pattern and status, with its latency (fastify-metrics:
 *   `http_request_duration_seconds`, a histogram), for the routes the app declares;
 * - the chat sockets open in this process (`swapsies_chat_sockets_open`);
 * - the repeating jobs' runs, by job and outcome (`swapsies_job_runs_total`, jobs/repeat.ts);
 * - the process itself: CPU, memory, event loop lag, handles (prom-client's default metrics).
 * The counters exist whether or not metrics are served, so the code that counts never asks.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { Counter, Gauge, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Chat sockets open in this process, set by modules/chat/chat.socket.ts. */
  chatSocketsOpen: Gauge;
  /** Live sockets open in this process, set by modules/live/live.socket.ts. */
  liveSocketsOpen: Gauge;
  /** Runs of the repeating jobs (the commitment sweeper, the push sender), by job and `ok` or `failed`. */
  jobRuns: Counter<'job' | 'outcome'>;
}

/** Request latency buckets in seconds: from a cached answer to a photo upload over a slow link. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Each app has its own registry, so that several apps in one process (tests) count apart. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    chatSocketsOpen: new Gauge({
      name: 'swapsies_chat_sockets_open',
      help: 'Chat WebSockets open in this process',
      registers: [registry],
    }),
    liveSocketsOpen: new Gauge({
      name: 'swapsies_live_sockets_open',
      help: 'Live WebSockets open in this process',
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'swapsies_job_runs_total',
      help: 'Runs of the repeating jobs, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
  };
}

/**
 * Measures the app's requests into `metrics` and answers the server that serves them at /metrics
 * (server.ts listens on METRICS_PORT). Register it before the routes: it counts the routes it
 * hears of as they are added, so that unknown addresses (404s) do not each become a label.
 */
export async function registerMetrics(app: FastifyInstance, metrics: Metrics): Promise<FastifyInstance> {
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: metrics.registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: { histogram: { registers: [metrics.registry], buckets: LATENCY_BUCKETS } },
    },
  });
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  return server;
}
