/**
 * Both storage adapters keep the same promises: what is put comes back, removed files are gone,
 * unknown names answer null, and names the server did not generate are refused. The S3 adapter
 * runs against s3rver, a real S3 protocol server on a local port; its outages against an HTTP
 * server that answers as a failing S3 would, or not at all.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { s3ErrorBody, startS3rver, testS3Settings } from '../test/s3.ts';
import { DependencyUnavailableError, outageOf } from './outage.ts';
import { type FileStorage, localDiskStorage, newStoredName, type S3TimeLimits, s3Storage } from './storage.ts';

let s3Server: S3rver;
let s3Endpoint = '';
const folders: string[] = [];

async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-storage-'));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  ({ server: s3Server, endpoint: s3Endpoint } = await startS3rver(await temporaryFolder()));
});

afterAll(async () => {
  await s3Server?.close();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

const adapters: [string, () => Promise<FileStorage>][] = [
  ['local disk', async () => localDiskStorage(await temporaryFolder())],
  ['S3', async () => s3Storage(testS3Settings(s3Endpoint))],
];

describe.each(adapters)('%s storage', (_name, open) => {
  it('gives back what was put, and nothing once removed', async () => {
    const storage = await open();
    const name = newStoredName('items', 'jpg');
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put(name, data);
    expect(await storage.get(name)).toEqual(data);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
  });

  it('answers null for a name that was never stored, and removing it is harmless', async () => {
    const storage = await open();
    const name = newStoredName('items', 'png', 'thumb');
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });

  it('refuses names the server did not generate', async () => {
    const storage = await open();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('items/../../x.jpg', Buffer.from('x'))).rejects.toThrow(/did not generate/);
    await expect(storage.remove('other.txt')).rejects.toThrow(/did not generate/);
  });
});

/** An S3 error answer as the service writes it. */
function s3Error(status: number, code: string): { status: number; body: string } {
  return { status, body: s3ErrorBody(code) };
}

describe('S3 outages', () => {
  // Short limits, so that the store that never answers is given up on quickly.
  const limits: S3TimeLimits = { connectMs: 500, idleMs: 300, requestMs: 2000, attempts: 2 };
  let server: http.Server | undefined;
  let requests = 0;

  /** A server on a local port that answers every request by `answer` (or, given none, holds it open). */
  async function storeAnswering(
    answer?: (request: http.IncomingMessage, response: http.ServerResponse) => void,
  ): Promise<FileStorage> {
    requests = 0;
    server = http.createServer((request, response) => {
      requests += 1;
      request.resume();
      request.on('end', () => answer?.(request, response));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return s3Storage(testS3Settings(`http://127.0.0.1:${port}`), limits);
  }

  function answering(status: number, body: string) {
    return storeAnswering((_request, response) => {
      response.writeHead(status, { 'Content-Type': 'application/xml' }).end(body);
    });
  }

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** The call fails as an outage of the photo store, for `reason` (the SDK's or the socket's words) when given. */
  async function expectOutage(call: Promise<unknown>, reason?: RegExp): Promise<void> {
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect(outageOf(error)?.dependency).toBe('photo store');
    if (reason) expect(outageOf(error)?.reason).toMatch(reason);
  }

  it.each([
    s3Error(503, 'ServiceUnavailable'),
    s3Error(503, 'SlowDown'),
    s3Error(500, 'InternalError'),
    { status: 502, body: '<html><body>Bad Gateway</body></html>' },
  ])('takes a $status answer for an outage, after one more try', async ({ status, body }) => {
    const storage = await answering(status, body);
    await expectOutage(storage.put(newStoredName('items', 'jpg'), Buffer.from('photo')));
    expect(requests).toBe(2);
    await expectOutage(storage.get(newStoredName('items', 'jpg')));
    await expectOutage(storage.remove(newStoredName('items', 'jpg')));
    await expectOutage(storage.check());
  });

  it('answers null for a missing key (404 NoSuchKey), as ever', async () => {
    const { status, body } = s3Error(404, 'NoSuchKey');
    const storage = await answering(status, body);
    expect(await storage.get(newStoredName('items', 'jpg'))).toBeNull();
  });

  it('lets a refusal of the call itself (403 AccessDenied) through as the error it is', async () => {
    const { status, body } = s3Error(403, 'AccessDenied');
    const storage = await answering(status, body);
    const error = await storage.put(newStoredName('items', 'jpg'), Buffer.from('photo')).catch((reason) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DependencyUnavailableError);
    expect(outageOf(error)).toBeNull();
    expect(error.name).toBe('AccessDenied');
  });

  it('takes a refused connection for an outage', async () => {
    const storage = await answering(200, '');
    server?.close();
    await expectOutage(storage.put(newStoredName('items', 'jpg'), Buffer.from('photo')), /ECONNREFUSED/);
    await expectOutage(storage.get(newStoredName('items', 'jpg')), /ECONNREFUSED/);
  });

  it('gives up on a store that takes the request and never answers', async () => {
    const storage = await storeAnswering();
    await expectOutage(storage.put(newStoredName('items', 'jpg'), Buffer.from('photo')), /timed out/);
    await expectOutage(storage.get(newStoredName('items', 'jpg')), /timed out/);
  });

  it('gives up on a photo whose body stops arriving', async () => {
    const storage = await storeAnswering((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '1000' }).write(Buffer.alloc(10));
    });
    await expectOutage(storage.get(newStoredName('items', 'jpg')), /timed out/);
  });
});
