/**
 * `npm run bench:upload`: many large item uploads at once against the real server (dist/server.js,
 * its own process, PGlite in a fresh data folder).
 *
 * Several members each post an item with six photos of about 10 MB and 40 megapixels (the largest
 * the server takes), all at once, while /healthz is asked every 50 ms. Prints how long the posts
 * took, the server's peak memory (VmHWM from /proc) and the slowest /healthz answer during them.
 *
 * Flags: --items 4 (posts at once) --photos 6 (per post) --server <folder> (another checkout's
 * server folder, to compare before and after). The photo is made once and kept in the system's
 * temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PHOTO_MAX_BYTES } from '@swapsies/contract';
import sharp from 'sharp';
import { cpuSeconds, startServer } from './server-process.ts';

const { values: flags } = parseArgs({
  options: {
    items: { type: 'string', default: '4' },
    photos: { type: 'string', default: '6' },
    server: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
  },
});
const serverDir = path.resolve(flags.server);
const itemCount = Number(flags.items);
const photoCount = Number(flags.photos);
const PASSWORD = 'Bench-Upload1';

/** A 40-megapixel JPEG of noise, as large as the server takes: noise does not compress. */
async function largestPhoto(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), 'swapsies-upload-bench-40mp.jpg');
  if (fs.existsSync(file)) return fs.readFileSync(file);
  for (const quality of [80, 70, 60, 50, 40]) {
    const photo = await sharp({
      create: {
        width: 8000,
        height: 5000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 24 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (photo.length <= PHOTO_MAX_BYTES) {
      fs.writeFileSync(file, photo);
      return photo;
    }
  }
  throw new Error('Could not make a photo under the size limit');
}

/** A member who can post items, signed in. */
async function member(url: string, index: number): Promise<string> {
  const username = `bench_upload_${index}_${process.pid}`;
  const registered = await fetch(`${url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Type: 1,
      FirstName: 'Bench',
      LastName: 'Member',
      Username: username,
      Email: `${username}@example.com`,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Categories: ['12-1201-120101'],
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: new Date().toISOString(),
    }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const signedIn = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: username, Password: PASSWORD }),
  });
  const { Token } = (await signedIn.json()) as { Token: string };
  return Token;
}

/** CPU seconds the server has used (user + system), from /proc. */
/** The server's memory from /proc: now (VmRSS) and its peak so far (VmHWM), in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function main(): Promise<void> {
  const photo = (await largestPhoto()).toString('base64');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-upload-bench-'));
  const server = await startServer(
    serverDir,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_REGISTER: '1000/1h',
      RATE_LIMIT_LOGIN: '1000/1h',
      RATE_LIMIT_UPLOAD: '1000/1h',
    },
    120_000,
  );
  const { url } = server;
  const pid = server.child.pid as number;
  try {
    const tokens = await Promise.all(Array.from({ length: itemCount }, (_, index) => member(url, index)));
    const bodies = tokens.map(() =>
      JSON.stringify({
        Name: 'Bench guitar',
        Description: 'A guitar posted by the upload benchmark.',
        Location: 'Brixton',
        CategoryID: 12,
        SubcategoryID: 1201,
        SubcategoryItemID: 120101,
        Pint: 0,
        Charity: false,
        EncodedPhotos: Array.from({ length: photoCount }, () => photo),
      }),
    );
    const before = memoryOf(pid);
    const cpuBefore = cpuSeconds(pid);

    let uploading = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (uploading) {
        const started = performance.now();
        await fetch(`${url}/healthz`).then((response) => response.arrayBuffer());
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const started = performance.now();
    const statuses = await Promise.all(
      tokens.map((token, index) =>
        fetch(`${url}/api/v1/item`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: bodies[index],
        }).then(async (response) => `${response.status}${response.ok ? '' : ` ${await response.text()}`}`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await health;
    const after = memoryOf(pid);
    const cpu = cpuSeconds(pid) - cpuBefore;

    const sorted = [...healthTimes].sort((a, b) => a - b);
    const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    console.log(`photo: ${(Buffer.byteLength(photo, 'base64') / 1e6).toFixed(1)} MB, 8000 x 5000 px`);
    console.log(`posts: ${itemCount} at once, ${photoCount} photos each; answers: ${statuses.join(', ')}`);
    console.log(`time for all posts: ${seconds.toFixed(1)} s; server CPU: ${cpu.toFixed(1)} s`);
    console.log(`server memory: ${before.rss} MB before, peak ${after.peak} MB`);
    console.log(
      `/healthz during the posts: ${healthTimes.length} answers, median ${percentile(0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
