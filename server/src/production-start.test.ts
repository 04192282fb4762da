/**
 * The production start (dist/server.js, scripts/server-entry.mjs): the bundle compiled from V8's code
 * cache beside it, written by a start on an existing folder and read by the next, and a start that
 * cannot write it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, type RunningServer, startServer } from '../scripts/bench/server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(serverDir, 'dist');
const START_MS = 60_000;

const cacheFiles = () => fs.readdirSync(distDir).filter((file) => file.endsWith('.v8-cache'));
const leftovers = () => fs.readdirSync(distDir).filter((file) => file.endsWith('.tmp'));

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the production start', () => {
  let dataDir: string;
  let cacheFile: string;

  beforeAll(() => {
    buildServerBundle(serverDir);
    const [bundle] = fs.readdirSync(distDir).filter((file) => file.endsWith('.cjs'));
    if (!bundle) throw new Error('no bundle in dist');
    cacheFile = path.join(distDir, `${bundle}.v8-cache`);
    fs.rmSync(cacheFile, { recursive: true, force: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-production-start-'));
  }, 120_000);

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function serve(check: (server: RunningServer) => Promise<void>): Promise<void> {
    const server = await startServer(serverDir, { DATA_DIR: dataDir }, START_MS, { onOutput: () => {} });
    try {
      await check(server);
    } finally {
      await server.stop();
    }
  }

  it('writes the code cache once it listens, and the next start compiles from it', async () => {
    // The folder created and migrated first: such a start may collect too often to leave a cache.
    await serve(async (server) => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
    fs.rmSync(cacheFile, { force: true });

    await serve(async (server) => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // Swagger UI loads on first use, through the bundle's require rather than import().
      expect((await fetch(`${server.url}/api/docs/`)).status).toBe(200);
      await waitFor(() => fs.existsSync(cacheFile), 'the cache being written');
    });
    expect(cacheFiles()).toEqual([path.basename(cacheFile)]);
    const written = fs.statSync(cacheFile).mtimeMs;

    await serve(async (server) => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
    // Accepted, so not written again.
    expect(fs.statSync(cacheFile).mtimeMs).toBe(written);
  }, 180_000);

  it('serves all the same when the cache cannot be written', async () => {
    fs.rmSync(cacheFile, { force: true });
    // A folder where the cache would go: neither read nor replaced.
    fs.mkdirSync(cacheFile);
    try {
      await serve(async (server) => {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(fs.statSync(cacheFile).isDirectory()).toBe(true);
      expect(leftovers()).toEqual([]);
    } finally {
      fs.rmSync(cacheFile, { recursive: true, force: true });
    }
  }, 120_000);
});
