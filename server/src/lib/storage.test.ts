/**
 * Both storage adapters keep the same promises: what is put comes back, removed files are gone,
 * unknown names answer null, and names the server did not generate are refused. The S3 adapter
 * runs against s3rver, a real S3 protocol server on a local port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, localDiskStorage, newStoredName, s3Storage } from './storage.ts';

const BUCKET = 'swapsies-test';
let s3Server: S3rver;
let s3Endpoint = '';
const folders: string[] = [];

async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-storage-'));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  s3Server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: await temporaryFolder(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3Server.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3Server?.close();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

const adapters: [string, () => Promise<FileStorage>][] = [
  ['local disk', async () => localDiskStorage(await temporaryFolder())],
  [
    'S3',
    async () =>
      s3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3Endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
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
