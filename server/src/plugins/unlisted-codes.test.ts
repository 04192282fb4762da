/**
 * registerRoute's check of refused answers against the route table entry's list of codes
 * (unlistedCodeCheck): refused in development and tests, sent and logged in production.
 */
import { Writable } from 'node:stream';
import { type ErrorCode, failure, routes, statusOf } from '@swapsies/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { unlistedCodeCheck } from './routes.ts';

let app: FastifyInstance | undefined;
// A failed expectation leaves the app open: it is closed here all the same.
afterEach(() => app?.close());

/**
 * The answer of a route that refuses with `code`, checked against likeItem's list in `mode`, and
 * what was logged at warn level and over.
 */
async function answered(mode: 'refuse' | 'log', code: ErrorCode) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandling(app);
  app.get('/answer', { onSend: unlistedCodeCheck(routes.likeItem, 'likeItem', mode) }, async (_request, reply) =>
    reply.status(statusOf(code)).send(failure(code)),
  );
  const response = await app.inject({ url: '/answer' });
  await app.close();
  return { status: response.statusCode, body: response.json(), logged: lines.join('') };
}

describe('the check of refused answers against their route’s list', () => {
  it.each(['WRONG_ITEM', 'WRONG_TOKEN', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'] satisfies ErrorCode[])(
    'lets %s through: the entry lists it, or it is common to its kind of call',
    async (code) => {
      const { status, body, logged } = await answered('refuse', code);
      expect(status).toBe(statusOf(code));
      expect(body).toEqual({ Success: false, ErrorCode: code });
      expect(logged).toBe('');
    },
  );

  it('in development and tests, answers an unlisted code as a 500 and logs what is missing', async () => {
    const { status, body, logged } = await answered('refuse', 'WRONG_CREDENTIALS');
    expect(status).toBe(500);
    expect(body).toEqual({ Success: false, ErrorCode: 'INTERNAL_ERROR' });
    expect(logged).toContain('likeItem answered WRONG_CREDENTIALS (400)');
  });

  it('in production, sends the member the answer as it is and warns', async () => {
    const { status, body, logged } = await answered('log', 'FORBIDDEN');
    expect(status).toBe(403);
    expect(body).toEqual({ Success: false, ErrorCode: 'FORBIDDEN' });
    expect(JSON.parse(logged)).toMatchObject({ level: 40, route: 'likeItem', code: 'FORBIDDEN' });
  });
});
