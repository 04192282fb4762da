/**
 * Every route of the app, found through its onRoute hook so that new routes are included, is
 * called with malformed, huge, NUL-laden, deeply nested and prototype-polluting bodies, queries
 * and params, anonymously and as a signed-in admin. No answer may be a 5xx and nothing may be
 * logged as an error; since the test app refuses an answer whose ErrorCode its route table entry
 * does not list (a 500, logged), every refusal is also one its entry declares. The cases are
 * generated from each route's schema, deterministically.
 */
import { Writable } from 'node:stream';
import { TEXT_PATTERN, routes as table } from '@swapsies/contract';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from './app.ts';
import { signUp } from './test/members.ts';
import { adminCommand } from './test/moderation.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  contentEncoding?: string;
}

interface FuzzRoute {
  method: string;
  url: string;
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
}

/** A value the schema accepts, so that a mutation of one field reaches past the others. */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return schema.minItems && schema.items ? [sample(schema.items)] : [];
    case 'string':
      return 'abcdefghij'.repeat(4).slice(0, Math.min(schema.maxLength ?? 10, Math.max(schema.minLength ?? 1, 10)));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Hostile strings: control characters, a lone surrogate, SQL and path tricks, a long one. */
const HOSTILE_STRINGS = [
  'a\u0000b',
  'a\u0007\u001b[31m\u007fb',
  'x\u0085y',
  'a\udfffb',
  "' or 1=1 --",
  '😀'.repeat(50),
  'x'.repeat(5000),
];

/** Values of the wrong type for any field, including ones a coercing validator would accept. */
const WRONG_TYPES: unknown[] = [null, true, '1', -1, 1e308, [], {}];

function deeplyNested(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

const RAW_BODIES: [string, string][] = [
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', '{"__proto__":{"isAdmin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['application/json', '{"a":{"__proto__":{"x":1}}}'],
  ['application/json', deeplyNested(5000)],
  ['application/json', `[${'['.repeat(5000)}${']'.repeat(5000)}]`],
  // As deep as 64 KB allows, with a key that makes the parser scan for prototype poisoning.
  ['application/json', `{"constructor":{"a":${'['.repeat(30000)}${']'.repeat(30000)}}}`],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json', '\u0000'],
  ['application/json', '\ufeff{}'],
  ['application/json; charset=latin1', '{}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&__proto__[x]=1'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
];

/** Every path to a string in a sample, with the schema node that allows it. */
function stringPaths(schema: Schema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.type === 'string') return [path];
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key]));
  if (schema.type === 'array' && schema.items) return stringPaths(schema.items, [...path, 0]);
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

function bodyCases(schema: Schema | undefined): InjectOptions[] {
  const json = (payload: unknown): InjectOptions => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  const raw: InjectOptions[] = RAW_BODIES.map(([type, payload]) => ({ headers: { 'content-type': type }, payload }));
  const huge: InjectOptions = json({ a: 'x'.repeat(200_000) });
  if (!schema) return [json({}), json({ a: '\u0000' }), ...raw, huge];
  const base = sample(schema);
  const cases = [json(base), ...raw, huge];
  for (const path of stringPaths(schema)) {
    for (const value of HOSTILE_STRINGS) cases.push(json(withValue(base, path, value)));
  }
  for (const key of Object.keys(schema.properties ?? {})) {
    for (const value of WRONG_TYPES) cases.push(json(withValue(base, [key], value)));
  }
  const [first] = Object.keys(schema.properties ?? {});
  if (first) cases.push(json(withValue(base, [first], JSON.parse(deeplyNested(200)))));
  cases.push(json({ ...(base as object), __proto__: { isAdmin: true } }));
  cases.push({ headers: { 'content-type': 'application/json' }, payload: `{"__proto__":${JSON.stringify(base)}}` });
  return cases;
}

function queryCases(schema: Schema | undefined): string[] {
  const keys = Object.keys(schema?.properties ?? {});
  const hostile = ['%00', 'a%00b', '%ED%A0%80', '%C0%AF', `${'x'.repeat(3000)}`, '1e308', '-1', '[]'];
  const cases = [
    '?__proto__[isAdmin]=1',
    '?constructor[prototype][isAdmin]=1',
    '?a=%00',
    `?${'a[b]'.repeat(200)}=1`,
    `?${Array.from({ length: 500 }, (_, i) => `k${i}=1`).join('&')}`,
  ];
  for (const key of keys) {
    for (const value of hostile) cases.push(`?${key}=${value}`);
    cases.push(`?${key}=1&${key}=2`, `?${key}[]=1`, `?${key}[__proto__]=1`);
  }
  return cases;
}

const PARAM_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '__proto__',
  'constructor',
  'x'.repeat(300),
];

function fill(url: string, value: string): string {
  return url.replace(/:\w+/g, value);
}

/** The requests for one route: its own URL with hostile bodies and queries, then hostile params. */
function casesFor(route: FuzzRoute): InjectOptions[] {
  const method = route.method as HTTPMethods;
  const url = fill(route.url, '1');
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const cases: InjectOptions[] = [];
  if (hasBody) for (const body of bodyCases(route.body)) cases.push({ ...body, method, url });
  for (const query of queryCases(route.querystring)) cases.push({ method, url: `${url}${query}` });
  if (route.url.includes(':')) for (const value of PARAM_VALUES) cases.push({ method, url: fill(route.url, value) });
  return cases;
}

/** Log lines at level error (50) or above, kept for the assertion. */
const errors: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    const line = chunk.toString();
    if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
    done();
  },
});

const routes: FuzzRoute[] = [];
let t: TestApp;
let admin: Record<string, string>;

function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as FuzzRoute;
  for (const method of methods) {
    if (method === 'HEAD') continue;
    routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring, params: schema.params });
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'error', stream: logStream }, onRoute: collect });
  const member = await signUp(t.app);
  expect((await adminCommand(t, ['grant', member.Username])).ok).toBe(true);
  admin = member.auth;
  // Signing out would end the session the later calls use: it goes last.
  routes.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
});
afterAll(() => t.close());

describe('fuzzing every route', () => {
  it('finds the routes through the app, every call of the route table among them', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(Object.values(table).map((spec) => `${spec.method} ${API_PREFIX}${spec.path}`)),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it('lets no request string skip the text rule: each is Text (no control characters) or an EncodedPhoto', () => {
    const loose: string[] = [];
    const visit = (schema: Schema | undefined, where: string): void => {
      if (!schema) return;
      const exempt =
        schema.const !== undefined || schema.pattern === TEXT_PATTERN || schema.contentEncoding === 'base64';
      if (schema.type === 'string' && !exempt) loose.push(where);
      for (const [key, value] of Object.entries(schema.properties ?? {})) visit(value, `${where}.${key}`);
      visit(schema.items, `${where}[]`);
      for (const option of schema.anyOf ?? []) visit(option, where);
    };
    for (const route of routes)
      for (const part of ['body', 'querystring', 'params'] as const)
        visit(route[part], `${route.method} ${route.url} ${part}`);
    expect(loose).toEqual([]);
  });

  it.each([
    ['anonymously', false],
    ['as a signed-in member', true],
  ])(
    'answers no hostile request with a 5xx, %s',
    async (_label, signedIn) => {
      const failures: string[] = [];
      let count = 0;
      for (const route of routes) {
        for (const request of casesFor(route)) {
          const headers = { ...(request.headers as Record<string, string>), ...(signedIn ? admin : {}) };
          const response = await t.app.inject({ ...request, headers });
          count += 1;
          if (response.statusCode >= 500)
            failures.push(
              `${request.method} ${request.url} ${String(request.payload).slice(0, 80)} -> ${response.statusCode}`,
            );
        }
      }
      expect(count).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
      // Thousands of requests one after another, more with every route: over the default 30 s on a busy 2-core machine.
    },
    120_000,
  );
});
