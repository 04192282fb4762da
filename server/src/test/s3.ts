/**
 * A real S3 protocol server (s3rver) on a local port for the tests of the S3 photo store, the
 * settings that point the adapter or the whole app at it, and the error answer S3 writes.
 */
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

export const TEST_BUCKET = 'swapsies-test';
/** s3rver's own keys: it checks signatures, so any others are refused. */
const KEY = 'S3RVER';

/** Starts s3rver with `bucket`, keeping its objects in `directory`; on `port`, or any free one. */
export async function startS3rver(
  directory: string,
  port = 0,
  bucket = TEST_BUCKET,
): Promise<{ server: S3rver; endpoint: string }> {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${address.port}` };
}

/** The adapter's settings for the test bucket at `endpoint`. */
export function testS3Settings(endpoint: string): S3Settings {
  return {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  };
}

/** The same as the app's environment (createTestApp). */
export function testS3Env(endpoint: string): Record<string, string> {
  return {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** The body of an S3 error answer (ServiceUnavailable, SlowDown, NoSuchKey, …). */
export function s3ErrorBody(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

/** Every key in the test bucket at `endpoint`, sorted: what is stored, whatever the rows say. */
export async function bucketKeys(endpoint: string): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const { bucket, region, forcePathStyle, accessKeyId, secretAccessKey } = testS3Settings(endpoint);
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: { accessKeyId: accessKeyId ?? KEY, secretAccessKey: secretAccessKey ?? KEY },
  });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}
