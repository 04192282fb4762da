/**
 * `npm run bench:start`: how long the production server (dist/server.js under plain Node, as
 * `npm start` runs it) takes from its spawn to the first 200 from /healthz, on a data folder that
 * already exists and is migrated. The first start (which migrates the folder) is not counted.
 * Prints each run and the median, wall clock and the server's own CPU time; the CPU time moves
 * less when other work shares the machine.
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
const POLL_MS = 5;
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

/** Spawns the server, waits for its first 200 from /healthz, stops it, and answers the times. */
async function timeOneStart(): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
      if (await answersHealthz(url)) break;
      if (performance.now() - spawnedAt > TIMEOUT_MS) throw new Error('The server did not answer /healthz');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return { wallMs: performance.now() - spawnedAt, cpuMs: cpuSeconds(child.pid) * 1000 };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

buildServerBundle(serverDir);
console.log(`Data folder: ${dataDir}`);
const first = await timeOneStart();
console.log(`first start (migrates the folder if new, not counted): ${first.wallMs.toFixed(0)} ms`);
const starts: Start[] = [];
for (let run = 1; run <= runs; run += 1) {
  const start = await timeOneStart();
  starts.push(start);
  console.log(`run ${run}: ${start.wallMs.toFixed(0)} ms to /healthz (server CPU ${start.cpuMs.toFixed(0)} ms)`);
}
console.log(
  `Start on an existing data folder to the first 200 from /healthz: median ${median(starts.map((s) => s.wallMs)).toFixed(0)} ms ` +
    `(server CPU ${median(starts.map((s) => s.cpuMs)).toFixed(0)} ms, ${runs} runs, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
);
if (!flags['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
