/**
 * Access comes from the route table: for every entry that is not public, a caller who may not make
 * the call is refused before anything about their request is validated. Generated from `routes`,
 * so a new entry is covered the day it is added. Each refusal here is also held to the entry's list
 * of codes by the test app (a code the entry does not list would answer 500).
 */
import { type RouteName, type RouteSpec, routes } from '@swapsies/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { signUp } from '../test/members.ts';
import { adminCommand } from '../test/moderation.ts';
import { charity } from '../test/swaps.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const entries = Object.entries(routes) as [RouteName, RouteSpec][];
const guarded = entries.filter(([, spec]) => spec.access !== 'public');
const hasInput = (spec: RouteSpec) => Boolean(spec.params || spec.query || spec.body);

/** The call with everything it carries malformed: a param that is no id, a NUL in each query field, a body of an unknown field. */
function malformed(spec: RouteSpec, headers: Record<string, string> = {}): InjectOptions {
  const url = `${API_PREFIX}${spec.path.replace(/:\w+/g, 'not-an-id')}`;
  const query = Object.keys((spec.query as { properties?: object } | undefined)?.properties ?? {})
    .map((key) => `${key}=%00`)
    .join('&');
  return {
    method: spec.method,
    url: query ? `${url}?${query}` : url,
    headers: { ...headers, ...(spec.body && { 'content-type': 'application/json' }) },
    ...(spec.body && { payload: '{"Unknown":"\\u0000"}' }),
  };
}

let t: TestApp;
let member: Record<string, string>;
let admin: Record<string, string>;
let charityAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  member = (await signUp(t.app)).auth;
  const granted = await signUp(t.app);
  expect((await adminCommand(t, ['grant', granted.Username])).ok).toBe(true);
  admin = granted.auth;
  charityAuth = (await charity(t, ['13-1301-130101'])).auth;
});
afterAll(() => t.close());

describe('access from the route table', () => {
  it('has entries of every kind of access to check', () => {
    const kinds = new Set(guarded.map(([, spec]) => spec.access));
    expect([...kinds]).toEqual(expect.arrayContaining(['admin', 'member', 'personal']));
  });

  it.each(guarded)('%s: an anonymous call answers 401 WRONG_TOKEN, not a validation error', async (_name, spec) => {
    const response = await t.app.inject(malformed(spec));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it.each(guarded.filter(([, spec]) => spec.body))(
    '%s: an anonymous call answers 401 before its body is parsed, even a body that is no JSON',
    async (_name, spec) => {
      const response = await t.app.inject({ ...malformed(spec), payload: '{"Login": "half a body' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    },
  );

  it.each(guarded)('%s: a stale token answers 401 WRONG_TOKEN too', async (_name, spec) => {
    const response = await t.app.inject(malformed(spec, { authorization: `Bearer ${'x'.repeat(43)}` }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ErrorCode: 'WRONG_TOKEN' });
  });

  it.each(guarded.filter(([, spec]) => spec.access === 'personal' || spec.access === 'admin'))(
    '%s: a charity is refused with 403 FORBIDDEN before validation',
    async (_name, spec) => {
      const response = await t.app.inject(malformed(spec, charityAuth));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Success: false, ErrorCode: 'FORBIDDEN' });
    },
  );

  it.each(guarded.filter(([, spec]) => spec.access === 'admin'))(
    '%s: a member who is not an admin is refused with 403 FORBIDDEN before validation',
    async (_name, spec) => {
      const response = await t.app.inject(malformed(spec, member));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Success: false, ErrorCode: 'FORBIDDEN' });
    },
  );

  // The same malformed calls do reach validation for a caller who may make them: the refusals above come first.
  it.each(guarded.filter(([, spec]) => hasInput(spec)))(
    '%s: the same call from a caller who may make it answers 400 VALIDATION_ERROR',
    async (_name, spec) => {
      const response = await t.app.inject(malformed(spec, spec.access === 'admin' ? admin : member));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    },
  );
});
