/** Which failures are a part out of reach (answered 503), and which stay bugs (500). */
import { MaxRetriesPerRequestError } from 'ioredis/built/errors/index.js';
import { describe, expect, it } from 'vitest';
import { DependencyUnavailableError, outageOf } from './outage.ts';

/** node-postgres's error for an ErrorResponse: the message and the SQLSTATE. */
function postgresError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A query builder's wrapper, whose message quotes the statement and its values. */
function wrapped(cause: Error): Error {
  return new Error('Failed query: update users set email = $1\nparams: someone@example.com', { cause });
}

describe('outageOf', () => {
  it('names PostgreSQL for a connection that went or never came, with the driver’s words only', () => {
    expect(outageOf(wrapped(postgresError('terminating connection due to administrator command', '57P01')))).toEqual({
      dependency: 'PostgreSQL',
      reason: 'terminating connection due to administrator command',
    });
    expect(outageOf(wrapped(new Error('Connection terminated unexpectedly')))?.dependency).toBe('PostgreSQL');
    expect(outageOf(postgresError('the database system is starting up', '57P03'))?.dependency).toBe('PostgreSQL');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))?.dependency).toBe('PostgreSQL');
  });

  it('names Redis when ioredis has no connection', () => {
    expect(outageOf(new MaxRetriesPerRequestError(0))?.dependency).toBe('Redis');
    expect(outageOf(new Error('Connection is closed.'))?.dependency).toBe('Redis');
  });

  it('names the part an adapter says, with the reason at the bottom of the chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(outageOf(new DependencyUnavailableError('photo store', wrapped(refused)))).toEqual({
      dependency: 'photo store',
      reason: 'connect ECONNREFUSED 127.0.0.1:9000',
    });
  });

  it('leaves everything else to be a bug, or the refusal it is', () => {
    expect(outageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(outageOf(wrapped(postgresError('duplicate key value violates unique constraint', '23505')))).toBeNull();
    expect(outageOf(wrapped(postgresError('canceling statement due to statement timeout', '57014')))).toBeNull();
    // A refused connect says nothing of whose it was: only an adapter can tell.
    expect(outageOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeNull();
  });
});
