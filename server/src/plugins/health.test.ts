/** GET /healthz (alive, nothing asked) and GET /readyz (the database, Redis and the photo store answer). */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `during` while every database query fails as if the server had gone. */
async function withDatabaseDown<T>(app: TestApp, during: () => Promise<T>): Promise<T> {
  const db = app.database.db;
  const execute = db.execute;
  db.execute = (() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))) as unknown as typeof db.execute;
  try {
    return await during();
  } finally {
    db.execute = execute;
  }
}

describe('GET /healthz', () => {
  it('answers ok while the process lives, without asking the database', async () => {
    const response = await withDatabaseDown(t, () => t.app.inject({ method: 'GET', url: '/healthz' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers ok when the database and the photo folder answer (no Redis configured, none asked)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ok', Database: 'ok', Storage: 'ok' });
  });

  it('answers 503 naming the database when it does not answer, without its error', async () => {
    const response = await withDatabaseDown(t, () => t.app.inject({ method: 'GET', url: '/readyz' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ Status: 'unavailable', Database: 'failed', Storage: 'ok' });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  describe('when photos cannot be stored', () => {
    let unwritable: TestApp;
    beforeAll(async () => {
      unwritable = await createTestApp();
      // A file where the photo folder should be: nothing can be stored under it.
      await fs.writeFile(path.join(unwritable.dataDir, 'files'), 'not a folder');
    });
    afterAll(() => unwritable.close());

    it('answers 503 naming the storage', async () => {
      const response = await unwritable.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ Status: 'unavailable', Database: 'ok', Storage: 'failed' });
    });
  });

  describe('when the configured Redis does not answer', () => {
    let redisGone: TestApp;
    beforeAll(async () => {
      // A port that was free a moment ago: nothing listens there, so every connection is refused.
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      redisGone = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    });
    afterAll(() => redisGone.close());

    it('answers 503 naming Redis, without its error', async () => {
      const response = await redisGone.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ Status: 'unavailable', Database: 'ok', Redis: 'failed', Storage: 'ok' });
      expect(response.body).not.toContain('ECONNREFUSED');
    });
  });

  describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis configured (TEST_REDIS_URL)', () => {
    let withRedis: TestApp;
    beforeAll(async () => {
      withRedis = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL as string });
    });
    afterAll(() => withRedis.close());

    it('asks Redis too', async () => {
      const response = await withRedis.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.json()).toEqual({ Status: 'ok', Database: 'ok', Redis: 'ok', Storage: 'ok' });
    });
  });
});
