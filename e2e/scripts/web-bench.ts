/**
 * `npm run bench:web`: Lighthouse (mobile: its default emulation and simulated throttling) on the
 * system Chromium against the real server and a fresh build of the web app, on /welcome and
 * /register as a first visit (the splash shows) and on a signed-in /seek and /matches (past the
 * splash), for a member with friends whose items fill the Friends feed and with several matches,
 * every item with a photo. Prints the scores, LCP, CLS, total blocking time, the initial JavaScript,
 * the photos' formats and sizes, and the installability facts that Lighthouse 12 no longer scores
 * (it dropped the PWA category).
 *
 * Lighthouse's simulated throttling still scales with the host's CPU, so the CPU slowdown is first
 * calibrated for this machine from Lighthouse's own benchmarkIndex (calibratedCpuMultiplier), and
 * both are printed: the scores are then those of the same emulated phone on any machine.
 *
 * The app is built into a folder of its own, so that other builds of web/dist cannot change it
 * under the server. Flags: --runs N (median of N runs per page, default 1), --cpu-multiplier X
 * (skip the calibration), --pages /seek,/matches (only these pages), --dist DIR (serve this build
 * of the web app, made as `npm run build -w web` makes it, e.g. to compare two builds in one
 * sitting), --json FILE (the figures), --reports DIR (each run's whole Lighthouse report, as JSON).
 *
 * Beside the app's pages it measures two floor pages in the same run, at the same CPU slowdown and
 * with the same storage (web-floor/): the least a client-rendered page can do, Preact and nothing of
 * the app's, for the signed-in card (/seek) and the public page (/welcome). The floors have no
 * targets: they say whether the app's target is within any client-rendered page's reach on this
 * host. --no-floor leaves them out. With --dist, the floor is built into DIR/floor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { routes } from '@swapsies/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CRIME_NOVELS, GUITARS } from '../../server/scripts/bench/api.ts';
import { befriend, call, chromePath, flag, like, listItem, registerMember, startWebApp } from './web-app.ts';
import { buildFloor } from './web-floor/build.ts';
import { FLOOR_FAILED } from './web-floor/failed.ts';

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * The performance targets: /welcome, and the signed-in pages. /register has none; its score is
 * printed all the same.
 */
const performanceTarget: Record<string, number> = { '/welcome': 95, '/seek': 95, '/matches': 95 };
/** Lighthouse runs whose median benchmarkIndex sets the CPU slowdown. */
const CALIBRATION_RUNS = 3;
/** Initial JavaScript, gzipped, on every page. */
const INITIAL_JS_BUDGET_KB = 120;

const runs = Number(flag('runs') ?? 1);

interface PageResult {
  /** The app's path, or the floor's name. */
  page: string;
  /** For a floor page, the app's page it stands beside. */
  floorOf?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  initialJsKb: number;
  lcpElement: string;
  /** The host's speed as Lighthouse measured it in this run. */
  benchmarkIndex: number;
  /** The photos (GET /file) the page fetched: their types and sizes. */
  photos: string;
  /** Bytes Lighthouse reckons the photos waste: larger than shown, or not in a modern format. */
  photoWasteKb: number;
  /** Photos not served at about the size shown (over twice the pixels) or not as WebP or AVIF. */
  photoFaults: string[];
  error?: string;
}

/** Friends whose items fill the Friends feed, and friends matched with the member. */
const FEED_FRIENDS = 3;
const FEED_ITEMS_EACH = 2;
const MATCHES = 4;
const COLOURS = ['#c63', '#36c', '#2a7', '#a3c', '#cb3', '#3bb', '#d55', '#57d'];
/** Names of letters only, as registration asks. */
const FRIEND_NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana'];

/**
 * The measured member, who lists guitars and wants crime novels, and their community, all through
 * the API: FEED_FRIENDS friends with FEED_ITEMS_EACH novels each on their Friends feed, and MATCHES
 * friends who liked the member's guitar and whose novel the member liked (a match each). Answers
 * the member's session token.
 */
async function community(url: string): Promise<string> {
  const me = await registerMember(url, 'bench', [CRIME_NOVELS]);
  const guitar = await listItem(url, me, 'Acoustic guitar', GUITARS, '#964');
  await listItem(url, me, 'Electric guitar', GUITARS, '#468');
  let colour = 0;
  const nextColour = () => COLOURS[colour++ % COLOURS.length] as string;
  for (let index = 0; index < MATCHES; index += 1) {
    const friend = await registerMember(url, FRIEND_NAMES[index] as string, [GUITARS]);
    await befriend(url, me, friend);
    const novel = await listItem(url, friend, `Crime novel ${index + 1}`, CRIME_NOVELS, nextColour());
    await like(url, friend, guitar);
    await like(url, me, novel);
  }
  const { Matches: matches } = (await call(url, routes.getMatches, {}, me.token)) as { Matches: unknown[] };
  if (matches.length !== MATCHES) throw new Error(`The bench member has ${matches.length} matches, not ${MATCHES}`);
  for (let index = 0; index < FEED_FRIENDS; index += 1) {
    const friend = await registerMember(url, FRIEND_NAMES[MATCHES + index] as string, [GUITARS]);
    await befriend(url, me, friend);
    for (let item = 0; item < FEED_ITEMS_EACH; item += 1)
      await listItem(url, friend, `Detective novel ${index + 1}.${item + 1}`, CRIME_NOVELS, nextColour());
  }
  return me.token;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mobile phone, from the host's
 * benchmarkIndex, by the formula of Lighthouse's CPU throttling calculator (linked from its
 * docs/throttling.md and used for its own lr-mobile-config): 4x at 1533 (the fast desktop the
 * default 4x assumes), 3x at 1300, 2x at 800, 1x at 150. Never under 1: a host slower than the
 * phone cannot be sped up.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}

/**
 * The initial JavaScript: the gzipped size in KB (level 9, of the built files) of the scripts the
 * page requested up to its load event or its largest contentful paint, whichever came later (the
 * entry, its static imports and the screen's own chunks; the service worker's registration, about
 * 5 KB, too when it starts before the LCP, as on the signed-in pages). From Lighthouse's
 * network-requests audit, resourceType Script.
 */
function initialJsKb(lhr: { audits: Record<string, { details?: unknown }> }, dist: string): number {
  const items = networkRequests(lhr);
  const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const until = Math.max(observed?.observedLoad ?? 0, observed?.observedLargestContentfulPaint ?? 0);
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || (item.networkRequestTime ?? 0) > until) continue;
    const file = path.join(dist, new URL(item.url).pathname);
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

/** Lighthouse's network-requests audit: every request of the page. */
function networkRequests(lhr: { audits: Record<string, { details?: unknown }> }) {
  return ((lhr.audits['network-requests']?.details as { items?: unknown[] })?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
    mimeType?: string;
    transferSize?: number;
    networkRequestTime?: number;
  }>;
}

/** The photos the page fetched: each one's type and transferred size, e.g. "webp 21 KB". */
function photosFetched(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const photos = networkRequests(lhr).filter(
    (item) => item.resourceType === 'Image' && new URL(item.url).pathname === '/api/v1/file',
  );
  return photos
    .map((item) => `${(item.mimeType ?? '?').replace('image/', '')} ${Math.round((item.transferSize ?? 0) / 1024)} KB`)
    .join(', ');
}

/**
 * What is wrong with the photos (GET /file) the page fetched: any not in WebP or AVIF, and any of
 * more than twice the pixels shown (Lighthouse's uses-responsive-images, whose wastedPercent is the
 * share of pixels not shown; it lists only images that waste over 4 KB).
 */
function photoFaults(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const isPhoto = (url: string) => new URL(url).pathname === '/api/v1/file';
  const oldFormat = networkRequests(lhr)
    .filter((item) => item.resourceType === 'Image' && isPhoto(item.url))
    .filter((item) => !['image/webp', 'image/avif'].includes(item.mimeType ?? ''))
    .map((item) => `a photo as ${item.mimeType}`);
  const items = ((lhr.audits['uses-responsive-images']?.details as { items?: unknown[] })?.items ?? []) as Array<{
    url: string;
    wastedPercent?: number;
  }>;
  const oversized = items
    .filter((item) => isPhoto(item.url) && (item.wastedPercent ?? 0) > 50)
    .map((item) => `a photo ${Math.round(item.wastedPercent ?? 0)}% of whose pixels are not shown`);
  return [...oldFormat, ...oversized];
}

/** A page to measure: the app's path, or a floor's name and its path (web-floor/). */
interface PlannedPage {
  page: string;
  path: string;
  storage?: { local: Record<string, string>; session: Record<string, string> };
  floorOf?: string;
}

async function measure(
  url: string,
  pagePath: string,
  dist: string,
  cpuSlowdownMultiplier: number | undefined,
  storage?: { local: Record<string, string>; session: Record<string, string> },
): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page: Page = await browser.newPage();
    if (storage) {
      // Signed in and past the splash, as after a sign-in earlier in this browser session.
      await page.goto(`${url}/healthz`);
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(values.session)) sessionStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      `${url}${pagePath}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: storage !== undefined,
        // Lighthouse's mobile throttling, with the CPU slowdown calibrated for this host (its default, 4x, to calibrate).
        ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const reports = flag('reports');
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${
        pagePath
          .slice(1)
          .replaceAll('/', '-')
          .replace(/\.html$/, '') || 'root'
      }-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
      ?.items;
    const lcpNode = JSON.stringify(lcpItems?.[0] ?? '').match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '';
    return {
      page: pagePath,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      initialJsKb: initialJsKb(lhr, dist),
      lcpElement: lcpNode.slice(0, 60),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      photos: photosFetched(lhr),
      photoFaults: photoFaults(lhr),
      photoWasteKb:
        ['uses-responsive-images', 'modern-image-formats']
          .map(
            (id) => (lhr.audits[id]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
          )
          .reduce((sum, bytes) => sum + bytes, 0) / 1024,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    };
  } finally {
    chrome.kill();
  }
}

/** What makes the app installable, checked by hand: the manifest, its icons and a controlling service worker. */
async function installability(url: string): Promise<string[]> {
  const manifest = (await fetch(`${url}/manifest.webmanifest`).then((response) => response.json())) as {
    display?: string;
    icons?: Array<{ sizes?: string }>;
  };
  const sizes = new Set((manifest.icons ?? []).flatMap((icon) => (icon.sizes ?? '').split(' ')));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  let controlled = false;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${url}/welcome`, { waitUntil: 'load' });
    const registered = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker?.ready.then(() => true) ?? Promise.resolve(false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]),
    );
    if (registered) {
      await page.reload({ waitUntil: 'load' });
      controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  const yes = (value: boolean) => (value ? 'yes' : 'NO');
  return [
    `manifest display standalone: ${yes(manifest.display === 'standalone')} (${manifest.display ?? 'none'})`,
    `manifest icons 192x192 and 512x512: ${yes(sizes.has('192x192') && sizes.has('512x512'))}`,
    `a service worker controls the page (after a reload): ${yes(controlled)}`,
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function main(): Promise<void> {
  const withFloor = !process.argv.includes('--no-floor');
  const server = await startWebApp(
    'swapsies-web-bench-',
    flag('dist'),
    withFloor
      ? async (dist) => {
          console.log('Building the floor pages…');
          await buildFloor(dist);
        }
      : undefined,
  );
  const { dist } = server;
  try {
    console.log('Registering the member, their friends and matches…');
    const token = await community(server.url);
    // The calibration: runs of /welcome at Lighthouse's default 4x, for the median of its
    // benchmarkIndex of this host (a single one moved from 1,768 to 2,730 between two sittings).
    const given = flag('cpu-multiplier');
    let calibrationIndex = Number.NaN;
    if (!given) {
      const indexes: number[] = [];
      for (let run = 0; run < CALIBRATION_RUNS; run += 1)
        indexes.push((await measure(server.url, '/welcome', dist, undefined)).benchmarkIndex);
      console.log(`benchmarkIndex at 4x: ${indexes.map(Math.round).join(', ')}`);
      calibrationIndex = median(indexes.filter(Number.isFinite));
    }
    const cpuMultiplier = given ? Number(given) : calibratedCpuMultiplier(calibrationIndex);
    if (!(cpuMultiplier >= 1)) throw new Error(`No CPU slowdown to use (benchmarkIndex ${calibrationIndex})`);
    console.log(
      given
        ? `CPU slowdown ${cpuMultiplier}x, as given`
        : `benchmarkIndex ${Math.round(calibrationIndex)} (median): CPU slowdown ${cpuMultiplier}x (Lighthouse's default 4x assumes about 1533)`,
    );
    const signedIn = { local: { authToken: token }, session: { splashShown: 'true' } };
    // Each floor right after its app page, so that both meet the machine in the same state.
    const plan: PlannedPage[] = [
      { page: '/welcome', path: '/welcome' },
      { page: 'floor: public page', path: '/floor/welcome.html', floorOf: '/welcome' },
      { page: '/register', path: '/register' },
      { page: '/seek', path: '/seek', storage: signedIn },
      { page: 'floor: signed-in card', path: '/floor/seek.html', storage: signedIn, floorOf: '/seek' },
      { page: '/matches', path: '/matches', storage: signedIn },
    ];
    const only = flag('pages')?.split(',');
    const wanted = (app: string) => !only || only.includes(app);
    const results: PageResult[] = [];
    for (const { page: label, path: pagePath, storage, floorOf } of plan.filter((planned) =>
      planned.floorOf ? withFloor && wanted(planned.floorOf) : wanted(planned.page),
    )) {
      const samples: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse now and then loses the trace (NO_NAVSTART); such a run is made again, twice at most.
        let sample = await measure(server.url, pagePath, dist, cpuMultiplier, storage);
        for (let retry = 0; sample.error && retry < 2; retry += 1) {
          console.log(`${pagePath}: ${sample.error}; again`);
          sample = await measure(server.url, pagePath, dist, cpuMultiplier, storage);
        }
        samples.push(sample);
      }
      const good = samples.filter((sample) => !sample.error);
      const pick = (key: keyof PageResult) => median((good.length ? good : samples).map((s) => s[key] as number));
      const first = (good[0] ?? samples[0]) as PageResult;
      results.push({
        ...first,
        page: label,
        floorOf,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        benchmarkIndex: pick('benchmarkIndex'),
        photoWasteKb: pick('photoWasteKb'),
        error: good.length ? undefined : first.error,
      });
      console.log(`measured ${label}`);
    }
    const install = await installability(server.url);

    const header =
      '| page | perf | a11y | best pr. | FCP | LCP | CLS | TBT | initial JS (gz) | benchmarkIndex | photo waste |';
    console.log(
      `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, ${os.cpus().length} CPUs, CPU slowdown ${cpuMultiplier}x${given ? ' (given)' : ` (calibrated from benchmarkIndex ${Math.round(calibrationIndex)})`}\n`,
    );
    console.log(header);
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a');
    const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');
    for (const r of results) {
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Number.isFinite(r.cls) ? r.cls.toFixed(3) : 'n/a'} | ${millis(r.tbtMs)} | ${r.initialJsKb.toFixed(1)} KB | ${Math.round(r.benchmarkIndex)} | ${r.photoWasteKb.toFixed(1)} KB |`,
      );
    }
    const floors = results.filter((r) => r.floorOf);
    if (floors.length) {
      console.log('\nAgainst the floor (the same run, the same CPU slowdown; the floors have no targets):\n');
      console.log('| page | perf | TBT | LCP | floor | perf | TBT | LCP |');
      console.log('|---|---:|---:|---:|---|---:|---:|---:|');
      const cells = (r: PageResult) => `${r.performance} | ${millis(r.tbtMs)} | ${seconds(r.lcpMs)}`;
      for (const floor of floors) {
        const app = results.find((r) => r.page === floor.floorOf);
        if (app) console.log(`| ${app.page} | ${cells(app)} | ${floor.page} | ${cells(floor)} |`);
      }
    }
    console.log('\nPhotos fetched (GET /file, first run):');
    for (const r of results) if (r.photos) console.log(`  ${r.page}: ${r.photos}`);
    console.log(
      'Photo waste: the bytes Lighthouse reckons the photos waste (uses-responsive-images and modern-image-formats, images over 4 KB of waste only). A photo fails when it is not WebP or AVIF, or has over twice the pixels shown.',
    );
    console.log('\nLCP elements:');
    for (const r of results)
      console.log(`  ${r.page}: ${r.lcpElement || 'none'}${r.error ? `  ERROR ${r.error}` : ''}`);
    console.log(
      '\nInitial JS: the scripts requested up to the load event or LCP, whichever is later (Lighthouse network-requests, resourceType Script), gzipped (level 9) from the built files.',
    );
    console.log('\nPWA (Lighthouse 12 has no PWA category; checked by this script):');
    for (const line of install) console.log(`  ${line}`);

    // The floors have no targets; a floor that failed to run is still a failure of the bench.
    const appPages = results.filter((r) => !r.floorOf);
    const failures = [
      ...results.filter((r) => r.error).map((r) => `${r.page}: ${r.error}`),
      ...results
        .filter((r) => r.floorOf && r.lcpElement.includes(FLOOR_FAILED))
        .map((r) => `${r.page}: did not render (${r.lcpElement})`),
      ...appPages
        .filter((r) => r.initialJsKb > INITIAL_JS_BUDGET_KB)
        .map((r) => `${r.page}: initial JS ${r.initialJsKb.toFixed(1)} KB`),
      ...appPages.flatMap((r) => r.photoFaults.map((fault) => `${r.page}: ${fault}`)),
      ...appPages
        .filter((r) => r.performance < (performanceTarget[r.page] ?? 0))
        .map((r) => `${r.page}: performance ${r.performance}`),
      ...appPages.filter((r) => r.accessibility < 95).map((r) => `${r.page}: accessibility ${r.accessibility}`),
    ];
    const json = flag('json');
    if (json)
      fs.writeFileSync(
        json,
        JSON.stringify({ cpuMultiplier, calibrationBenchmarkIndex: calibrationIndex, results, install }, null, 2),
      );
    console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nWithin budget.');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await server.stop();
  }
}

await main();
