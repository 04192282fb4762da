/**
 * What the browser benches (web-bench.ts, swipe-bench.ts) share: a fresh production build of the web
 * app served by the real server on a temporary data folder, and members, friends, items with photos
 * and likes made through the real API.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RouteInput, type RouteSpec, routes } from '@swapsies/contract';
import sharp from 'sharp';
import { fetchRoute, readAnswer } from '../../server/scripts/bench/api.ts';
import { startServer } from '../../server/scripts/bench/server-process.ts';
import { newItemBody } from '../../server/src/test/items.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Sunny-Day42';

/** A flag's value from the command line (`--runs 3`), if given. */
export function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Builds the web app into `outDir` (vite build, then the .br and .gz copies), as `npm run build -w web` does. */
function buildWeb(outDir: string): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building the web app failed (${build.status ?? build.signal})`);
  compressDist(outDir);
}

/** Writes the .br and .gz copies of the built files in `folder` (web/scripts/compress-dist.mjs), as the web build does. */
export function compressDist(folder: string): void {
  const compress = spawnSync(process.execPath, [path.join(root, 'web/scripts/compress-dist.mjs'), folder], {
    stdio: 'inherit',
  });
  if (compress.status !== 0) throw new Error(`Compressing ${folder} failed`);
}

export interface WebApp {
  url: string;
  /** The built web app the server serves. */
  dist: string;
  /** Stops the server and removes the build and the data folder. */
  stop(): Promise<void>;
}

/**
 * Builds the web app into a folder of its own (so that other builds of web/dist cannot change it
 * under the server), or takes the `built` one, and starts the production server on a fresh data
 * folder, serving it. Rate limits are raised so that a bench can make its members through the API.
 * `addToDist` puts files of the bench's own beside the app's before the server starts: it serves
 * only the files it found at its start.
 */
export async function startWebApp(
  prefix: string,
  built?: string,
  addToDist?: (dist: string) => Promise<void>,
): Promise<WebApp> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dist = built ? path.resolve(built) : path.join(work, 'dist');
  if (!built) {
    console.log('Building the web app…');
    buildWeb(dist);
  }
  await addToDist?.(dist);
  const server = await startServer(
    path.join(root, 'server'),
    {
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: dist,
      RATE_LIMIT_REGISTER: '10000/1h',
      RATE_LIMIT_LOGIN: '10000/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '10000/15m',
      RATE_LIMIT_UPLOAD: '10000/1h',
      RATE_LIMIT_FRIEND_REQUEST: '10000/1h',
    },
    60_000,
  );
  return {
    url: server.url,
    dist,
    stop: async () => {
      await server.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Calls one route of the table; throws with the answer when it is not a success. */
export async function call<R extends RouteSpec>(
  url: string,
  route: R,
  input: RouteInput<R>,
  token?: string,
): Promise<Record<string, unknown>> {
  const answer = await readAnswer(await fetchRoute(url, route, input, { token }));
  if (answer.status !== 200)
    throw new Error(`${route.method} ${route.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface BenchMember {
  id: number;
  token: string;
}

let registered = 0;

/** Registers a personal member who wants items of `categories`, signs them in, and answers their id and session token. */
export async function registerMember(url: string, firstName: string, categories: string[]): Promise<BenchMember> {
  registered += 1;
  const tag = `${firstName.toLowerCase()}_${Date.now().toString(36)}${registered}`.slice(0, 32);
  await call(url, routes.register, {
    query: {},
    body: {
      Type: 1,
      FirstName: firstName,
      LastName: 'Baker',
      Username: tag,
      Email: `${tag}@example.co.uk`,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Categories: categories,
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: new Date().toISOString(),
    },
  } as RouteInput<typeof routes.register>);
  const { Token: token } = (await call(url, routes.logIn, { body: { Login: tag, Password: PASSWORD } })) as {
    Token: string;
  };
  const { User: user } = (await call(url, routes.getUser, {}, token)) as { User: { ID: number } };
  return { id: user.ID, token };
}

/**
 * A photo like a phone's: 1600 by 1200, a colour under a fine grain, so that it compresses about as
 * a real one does (its 640 px thumbnail about 33 KB as JPEG) rather than as a flat colour.
 */
async function benchPhoto(colour: string): Promise<string> {
  const grain = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return photo.toString('base64');
}

/** Lists an item of the category path `categoryPath` ("a-b-c") with one photo of `colour`; answers its id. */
export async function listItem(
  url: string,
  owner: BenchMember,
  name: string,
  categoryPath: string,
  colour: string,
): Promise<number> {
  const body = newItemBody(name, categoryPath, await benchPhoto(colour));
  const { Item: item } = (await call(url, routes.createItem, { body }, owner.token)) as { Item: { ID: number } };
  return item.ID;
}

/** Makes two members friends: a request from `a`, accepted by `b`. */
export async function befriend(url: string, a: BenchMember, b: BenchMember): Promise<void> {
  await call(url, routes.sendFriendRequest, { params: { id: b.id } }, a.token);
  await call(url, routes.acceptFriendRequest, { params: { id: a.id } }, b.token);
}

/** `liker` likes (Swaps on) the item `itemId`. */
export async function like(url: string, liker: BenchMember, itemId: number): Promise<void> {
  await call(url, routes.likeItem, { params: { id: itemId } }, liker.token);
}
