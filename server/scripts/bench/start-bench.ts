/**
 * `npm run bench:start`: how long the production server (dist/server.js under plain Node, as
 * `npm start` runs it) takes from its spawn to the first 200 from /healthz, on a data folder that
 * already exists and is migrated. The first start (which migrates the folder) is not counted.
 * Prints each run and the median, wall clock and the server's own CPU time; the CPU time moves
 * less when other work shares the machine.
 *
 * The floor, timed in the same run with each server start right after it: bare-pglite.mjs, a plain
 * Node script that opens PGlite on the same data folder and answers /healthz with node:http. The
 * bench prints the server's median over the floor's (the target: at most 1.5×).
 *
 * Flags: --runs 5 --data-dir <folder> (an existing folder, such as ./data with the demo in it;
 * by default a fresh one in the system's temporary folder) --server <folder> (another checkout's
 * server folder, to compare before and after).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { positive } from './common.ts';
import { buildServerBundle, cpuSeconds, freePort } from './server-process.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
    server: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
  },
});
const serverDir = path.resolve(flags.server);
const runs = positive('runs', flags.runs);
const dataDir = flags['data-dir']
  ? path.resolve(flags['data-dir'])
  : fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-start-bench-'));
const floorScript = path.join(import.meta.dirname, 'bare-pglite.mjs');
const POLL_MS = 5;
/** The server's start over the floor's, at most (issue 30). */
const TARGET_RATIO = 1.5;
const TIMEOUT_MS = 60_000;

interface Start {
  wallMs: number;
  cpuMs: number;
}

async function answersHealthz(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`).then(
    (response) => response.status === 200,
    () => false,
  );
}

/** Spawns `node <args>` in the server folder, waits for its first 200 from /healthz, stops it, and answers the times. */
async function timeOneStart(args: string[]): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`node ${args[0]} exited with ${child.exitCode}`);
      if (await answersHealthz(url)) break;
      if (performance.now() - spawnedAt > TIMEOUT_MS) throw new Error(`node ${args[0]} did not answer /healthz`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return { wallMs: performance.now() - spawnedAt, cpuMs: cpuSeconds(child.pid) * 1000 };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const describe = (start: Start) => `${start.wallMs.toFixed(0)} ms (CPU ${start.cpuMs.toFixed(0)} ms)`;
const medianOf = (starts: Start[]): Start => ({
  wallMs: median(starts.map((start) => start.wallMs)),
  cpuMs: median(starts.map((start) => start.cpuMs)),
});

buildServerBundle(serverDir);
console.log(`Data folder: ${dataDir}`);
const first = await timeOneStart(['dist/server.js']);
console.log(`first start (migrates the folder if new, not counted): ${first.wallMs.toFixed(0)} ms`);
const serverStarts: Start[] = [];
const floorStarts: Start[] = [];
for (let run = 1; run <= runs; run += 1) {
  const floor = await timeOneStart([floorScript]);
  floorStarts.push(floor);
  const server = await timeOneStart(['dist/server.js']);
  serverStarts.push(server);
  console.log(`run ${run}: server ${describe(server)}, floor ${describe(floor)} to /healthz`);
}
const server = medianOf(serverStarts);
const floor = medianOf(floorStarts);
const ratio = server.wallMs / floor.wallMs;
console.log(
  `Start on an existing data folder to the first 200 from /healthz, median of ${runs} runs ` +
    `(${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}):\n` +
    `  server (dist/server.js):                       ${describe(server)}\n` +
    `  floor (bare-pglite.mjs: PGlite and node:http): ${describe(floor)}\n` +
    `  server / floor: ${ratio.toFixed(2)}× wall, ${(server.cpuMs / floor.cpuMs).toFixed(2)}× CPU ` +
    `(the target: at most ${TARGET_RATIO}× wall): ${ratio <= TARGET_RATIO ? 'met' : 'not met'}`,
);
if (!flags['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
