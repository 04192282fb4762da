/**
 * The published API, as an outside client sees it: a client generated with openapi-typescript from
 * the served /api/openapi.json, with openapi-fetch, compiles and works (openapi-client/program.ts).
 * Its likeItem refusal narrows to WRONG_ITEM, which needs each call's ErrorCode to be the enum of
 * its own codes: a change to the document that breaks outside clients fails here.
 */
import path from 'node:path';
import { ID_MAX, type RegisterBody } from '@swapsies/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from './app.ts';
import { OPENAPI_PATH } from './plugins/openapi.ts';
import { personalRegistration } from './test/members.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const PROGRAM = path.join(import.meta.dirname, 'openapi-client/program.ts');
/** Where the program looks for the generated types; the file exists only in the compiler's view. */
const GENERATED = path.join(import.meta.dirname, 'openapi-client/api.ts');

/** The program's type errors, compiled against `generated` as its ./api.ts. */
function typeErrorsOf(generated: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    // openapi-fetch's types speak of fetch's Request and Response.
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => file === GENERATED || fileExists.call(host, file);
  host.readFile = (file) => (file === GENERATED ? generated : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) =>
    file === GENERATED
      ? ts.createSourceFile(file, generated, language)
      : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([PROGRAM], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The document with every ErrorCode enum taken out: what an outside client had before issue 31. */
function withoutCodeEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCodeEnums);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) =>
    key === 'ErrorCode' ? [key, { type: 'string' }] : [key, withoutCodeEnums(inner)],
  );
  return Object.fromEntries(entries);
}

/** What the test runs of the program. */
interface Program {
  journey(
    baseUrl: string,
    registration: RegisterBody,
    missingItemId: number,
  ): Promise<{ username: string; like: string }>;
}

let t: TestApp;
let origin: string;
/** The served document, as JSON text. */
let document: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const served = await fetch(`${origin}${OPENAPI_PATH}`);
  expect(served.status).toBe(200);
  document = await served.text();
});
afterAll(() => t.close());

describe('a client generated from the published document', () => {
  it('compiles, telling a likeItem refusal of WRONG_ITEM from codes likeItem never answers', async () => {
    const generated = astToString(await openapiTS(document));
    expect(typeErrorsOf(generated)).toEqual([]);
  }, 60_000);

  it('does not compile when the document gives ErrorCode as any string', async () => {
    const generated = astToString(await openapiTS(JSON.stringify(withoutCodeEnums(JSON.parse(document)))));
    expect(typeErrorsOf(generated)).toEqual([expect.stringContaining("Unused '@ts-expect-error' directive")]);
  }, 60_000);

  it('registers, reads the dashboard, and hears WRONG_ITEM for an item that is not there', async () => {
    // Imported by its path, so that the server's own type check leaves it (and its missing ./api.ts) out.
    const program: Program = await import(PROGRAM);
    const registration = personalRegistration();
    const outcome = await program.journey(`${origin}${API_PREFIX}`, registration, ID_MAX);
    expect(outcome).toEqual({ username: registration.Username, like: 'gone: WRONG_ITEM' });
  });
});
