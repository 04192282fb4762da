/**
 * What the benchmarks share about the server under test: started as its own process on a free
 * port, in its production form (the bundle dist/server.js under plain Node, as `npm start` runs
 * it), and measured from /proc.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/test/own-services.ts';

export { freePort };

export interface RunningServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The port to listen on; a free one when not given. */
  port?: number;
  /** Receives the server's output (stdout and stderr) instead of this process's terminal. */
  onOutput?: (text: string) => void;
}

/** Builds `serverDir`'s bundle (dist/server.js) when it is older than its sources, as `npm start` does. */
export function buildServerBundle(serverDir: string): void {
  const build = spawnSync(process.execPath, [path.join(serverDir, '../scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`Building the server failed (${build.status ?? build.signal})`);
}

/**
 * Starts the server of `serverDir` with `env` over this process's environment, and answers once
 * /healthz does (within `timeoutMs`).
 */
export async function startServer(
  serverDir: string,
  env: Record<string, string>,
  timeoutMs: number,
  { port: fixedPort, onOutput }: ServerOptions = {},
): Promise<RunningServer> {
  buildServerBundle(serverDir);
  // Node's own flags for the server alone, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (which
  // NODE_OPTIONS refuses, and which would profile the bench and its load generators too).
  const nodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return startHttpProcess(serverDir, [...nodeFlags, 'dist/server.js'], env, timeoutMs, {
    port: fixedPort,
    onOutput,
  });
}

/**
 * Runs `node <args>` in `cwd` as an HTTP server (PORT, HOST), with `env` over this process's
 * environment, and answers once its /healthz does (within `timeoutMs`).
 */
export async function startHttpProcess(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
  { port: fixedPort, onOutput }: ServerOptions = {},
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: 'none', ...env },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  if (onOutput) {
    child.stdout?.on('data', (chunk: Buffer) => onOutput(String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => onOutput(String(chunk)));
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** CPU seconds used so far by a process (user + system), from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds so far of each process (by id) whose command name and command line `select` picks. */
export function cpuSecondsByProcess(select: (comm: string, cmdline: string) => boolean): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (select(comm, fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8')))
        used.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // gone
    }
  }
  return used;
}

/**
 * CPU seconds used between two readings of cpuSecondsByProcess: a process that started meanwhile
 * counts whole, one that ended is missed (rather than subtracted).
 */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += Math.max(0, seconds - (before.get(pid) ?? 0));
  return total;
}

/**
 * CPU seconds so far of each PostgreSQL backend serving one database (their process title names
 * it), so that other users of the same PostgreSQL server are not counted; for cpuSecondsBetween.
 */
export function postgresProcesses(database: string): Map<number, number> {
  return cpuSecondsByProcess((comm, title) => comm === 'postgres' && title.includes(` ${database} `));
}

/** Resident memory of a process in MB (VmRSS), from /proc; 0 once it is gone. */
export function residentMegabytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Busy and total jiffies of the whole machine. */
export function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] as string;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** The whole machine's CPU use between two machineTicks(), in percent of one core (up to 100 × cores). */
export function machineBusyPercent(before: { busy: number; total: number }, after: { busy: number; total: number }) {
  return Math.round(((after.busy - before.busy) / (after.total - before.total || 1)) * 100 * os.cpus().length);
}
