/**
 * What the server log may hold. A request is logged by its path alone: queries carry media tokens
 * (and search words). A failed query is logged by its text and error code: its values are members'
 * data (names, emails, password hashes), and so are the database's own messages about them.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import type { LogFormat } from '../config.ts';
import { fieldOf } from './fields.ts';

/** Fields of a PostgreSQL error that name the problem without repeating the data. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: Error): SerializedError {
  const query = fieldOf(error, 'query');
  if (typeof query !== 'string') {
    const { params: _params, parameters: _parameters, ...serialized } = stdSerializers.err(error);
    return serialized;
  }
  // Drizzle's DrizzleQueryError: its message and stack repeat the parameters, its cause the data.
  const message = `Failed query: ${query}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const fields = Object.fromEntries(
    DATABASE_ERROR_FIELDS.map((name) => [name, fieldOf(error.cause, name)]).filter(
      ([, value]) => typeof value === 'string',
    ),
  );
  return { type: error.name, message, query, ...fields, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
}

/**
 * Readable lines for a developer's terminal (`npm run dev` sets LOG_FORMAT=pretty). pino-pretty is
 * a development package: it runs in pino's worker thread and only when named here, so production,
 * which writes JSON lines for its log collector, never loads it.
 */
const prettyTransport = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
};

/** The app's logger options with these serializers; a logger given by the caller (tests) gets them too. */
export function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
  format: LogFormat = 'json',
): NonNullable<FastifyServerOptions['logger']> {
  if (given === false) return false;
  const base: Exclude<FastifyServerOptions['logger'], boolean | undefined> =
    typeof given === 'object' ? given : format === 'pretty' ? { level, transport: prettyTransport } : { level };
  return { ...base, serializers: { req: serializeRequest, err: serializeError, ...base.serializers } };
}

/**
 * One line a request, written when it is answered: its path (serializeRequest), status and time.
 * Fastify's default writes two, "incoming request" and "request completed", each a write to the
 * log: at info level those two lines cost about a tenth of the server's CPU on the feed
 * (docs/performance.md).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
