/** The built web app: its static files as they are, index.html for the client routes (the legal documents among them). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let webDist: string;
const script = `export const words = ${JSON.stringify('swap '.repeat(2000))};\n`;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-web-'));
  await fs.mkdir(path.join(webDist, 'legal'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Swapsies</title>');
  await fs.writeFile(path.join(webDist, 'legal', 'privacy-policy.md'), '# Privacy Policy\n');
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};\n');
  // The build writes a Brotli and a gzip copy beside each asset (web/scripts/compress-dist.mjs).
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js'), script);
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(script));
  await fs.writeFile(path.join(webDist, 'assets', 'app-def456.js.gz'), zlib.gzipSync(script));
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends the Brotli or gzip copy of an asset to a browser that accepts it, and the file itself otherwise', async () => {
    const url = '/assets/app-def456.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('serves a legal document as markdown, not the app page (GET /legal/{file})', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/legal/privacy-policy.md' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/markdown/);
    expect(response.body).toBe('# Privacy Policy\n');
  });

  it('answers the legal page itself, a client route, with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/legal/privacy-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Swapsies</title>');
  });

  it('answers 404 for a document that does not exist, rather than the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/legal/shopping-policy.md' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('answers HEAD for a client route as GET would, without the body (uptime checks ask that way)', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('serves the service worker to be checked on every visit, and hashed assets as never changing', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
