/** The OpenAPI document at /api/openapi.json and the reference at /api/docs, both made from the route table. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { codeMessages, errorsOf, type RouteSpec, routes, statusOf } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi.ts';

interface ErrorResponse {
  description: string;
  headers?: Record<string, unknown>;
  content: {
    'application/json': { schema: { allOf: [{ $ref: string }, { properties: { ErrorCode: { enum: string[] } } }] } };
  };
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, ErrorResponse | undefined>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** "/items/:id" as OpenAPI writes it: "/items/{id}". */
function openApiPath(spec: RouteSpec): string {
  return spec.path.replace(/:(\w+)/g, '{$1}');
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, its paths relative to the API prefix', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: API_PREFIX }]);
    // The parser dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it.each(Object.entries(routes))('lists %s with its method, name, area and access', (name, spec: RouteSpec) => {
    const operation = document.paths[openApiPath(spec)]?.[spec.method.toLowerCase()];
    expect(operation, `${spec.method} ${spec.path}`).toBeDefined();
    expect(operation?.operationId).toBe(name);
    expect(operation?.tags).toEqual([spec.area]);
    if (spec.access === 'public') expect(operation?.security).toBeUndefined();
    else expect(operation?.security).toEqual([{ bearer: [] }]);
    for (const param of spec.path.match(/:\w+/g) ?? []) {
      expect(operation?.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: param.slice(1) }));
    }
    expect(operation?.responses).toHaveProperty('200');
  });

  it.each(Object.entries(routes))(
    'lists every code %s may refuse with, under its HTTP status',
    (_name, spec: RouteSpec) => {
      const responses = document.paths[openApiPath(spec)]?.[spec.method.toLowerCase()]?.responses ?? {};
      const codes = errorsOf(spec);
      const statuses = [...new Set(codes.map(statusOf))].map(String);
      expect(
        Object.keys(responses)
          .filter((status) => status !== '200')
          .sort(),
      ).toEqual(statuses.sort());
      for (const status of statuses) {
        const schema = responses[status]?.content['application/json'].schema;
        expect(schema?.allOf[0]).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
        expect(schema?.allOf[1].properties.ErrorCode.enum).toEqual(
          codes.filter((code) => String(statusOf(code)) === status),
        );
      }
    },
  );

  it("names each code with the contract's message for members, and says when to ask again", () => {
    const like = document.paths['/items/{id}/like']?.post?.responses;
    expect(like?.['400']?.description).toContain(`\`WRONG_ITEM\`: ${codeMessages.WRONG_ITEM}`);
    expect(like?.['401']?.description).toContain('`WRONG_TOKEN`');
    expect(like?.['413']?.content['application/json'].schema.allOf[1].properties.ErrorCode.enum).toEqual([
      'PAYLOAD_TOO_LARGE',
    ]);
    expect(like?.['429']).toBeUndefined();
    expect(like?.['503']?.headers).toHaveProperty('Retry-After');
    const logIn = document.paths['/login']?.post?.responses;
    expect(logIn?.['429']?.headers).toHaveProperty('Retry-After');
    expect(logIn?.['401']).toBeUndefined();
    expect(document.paths['/categories']?.get?.responses?.['408']).toBeUndefined();
    expect(document.components.schemas).toHaveProperty('ErrorAnswer');
  });

  it('lists nothing that is not in the route table', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = Object.values(routes).map((spec: RouteSpec) => `${spec.method} ${openApiPath(spec)}`);
    expect(listed.sort()).toEqual(table.sort());
  });
});

describe('the API reference', () => {
  it('answers HTML that loads its scripts and styles from this origin, under the app’s own policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="swagger-ui">');
    for (const [, src] of response.body.matchAll(/<script src="([^"]+)"/g)) {
      expect(src).toMatch(new RegExp(`^${API_DOCS_PATH}/static/`));
      const script = await t.app.inject({ method: 'GET', url: src as string });
      expect(script.statusCode, src).toBe(200);
    }
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers a file it does not have as any unknown path', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/no-such-file.js` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'NOT_FOUND' });
  });

  it('reads the same document', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(document);
  });
});
