/**
 * A part the server needs that cannot be reached: PostgreSQL, Redis or the photo store. Such a
 * failure is answered 503 SERVICE_UNAVAILABLE with a Retry-After and logged as a warning naming
 * the part (plugins/errors.ts), never as a 500: the client should try again shortly, and a load
 * balancer or monitor can tell it from a bug.
 */
import { systemErrorCode } from './app-error.ts';
import { fieldOf } from './fields.ts';

export type Dependency = 'PostgreSQL' | 'Redis' | 'photo store';

/** How long a client is asked to wait before trying again (seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Thrown by an adapter whose own errors do not say which part failed (the S3 SDK's, a refused connect). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${dependency} cannot be reached`, { cause });
    this.name = 'DependencyUnavailableError';
  }
}

/** Network failures of a connection: refused, reset, timed out, or the host gone. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isNetworkError(error: unknown): boolean {
  const code = systemErrorCode(error);
  return code !== undefined && NETWORK_ERRORS.has(code);
}

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), and 57P01–57P03 (terminated by
 * an administrator or a crash, or still starting up). The statement did not complete.
 */
function isPostgresShutdownState(code: unknown): boolean {
  return typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code));
}

/** What node-postgres says when the connection it holds dies or never comes. */
const POSTGRES_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/** Whether node-postgres failed because its connection to PostgreSQL failed, rather than the statement. */
export function isPostgresConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isPostgresShutdownState(fieldOf(error, 'code'))) return true;
  return POSTGRES_CONNECTION_MESSAGES.some((text) => error.message.includes(text));
}

/** Whether ioredis failed because it has no connection to Redis (it gave up retrying, or is closed). */
export function isRedisConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}

export interface Outage {
  dependency: Dependency;
  /** The driver's own words for the failure ("Connection terminated unexpectedly"): never a statement or its values. */
  reason: string;
}

/** The error and its causes, outermost first (a query builder's error wraps the driver's). */
export function* causesOf(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    yield current;
    current = current.cause;
  }
}

/** The driver's own error at the bottom of the chain: a wrapper's message may quote the statement. */
function innermost(error: Error): Error {
  let last = error;
  for (const cause of causesOf(error)) last = cause;
  return last;
}

/** The part whose outage caused the error (looking through its causes), or null for anything else. */
export function outageOf(error: unknown): Outage | null {
  for (const current of causesOf(error)) {
    if (current instanceof DependencyUnavailableError) {
      return { dependency: current.dependency, reason: innermost(current).message };
    }
    if (isPostgresConnectionError(current)) return { dependency: 'PostgreSQL', reason: current.message };
    if (isRedisConnectionError(current)) return { dependency: 'Redis', reason: current.message };
  }
  return null;
}
