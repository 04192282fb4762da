/**
 * A PostgreSQL, Redis and S3 service of a test's or a bench's own, each on a free port with its
 * files in a temporary folder, so that it may stop, kill and restart them without touching the ones
 * the machine runs for everything else (PostgreSQL on 5432, Redis on 6379). The tests that use them
 * skip where the programs are not installed (`ownPostgresAvailable`, `ownRedisAvailable`).
 *
 * PostgreSQL is made with initdb and run with pg_ctl (both on PATH). initdb refuses to run as root,
 * so under root both run as the postgres user (nobody when there is none) through runuser, and the
 * bench's folder must let that user through (mode 755). Redis is a redis-server child without
 * persistence. The S3 service is s3rver in the bench's own process, as the storage tests run it.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type S3rver from 's3rver';
import { startS3rver } from './s3.ts';

const execFileAsync = promisify(execFile);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** The full path of `name` on PATH, or null when it is not there. */
export function findProgram(name: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

export const ownPostgresAvailable =
  findProgram('initdb') !== null &&
  findProgram('pg_ctl') !== null &&
  (process.getuid?.() !== 0 || findProgram('runuser') !== null);
export const ownRedisAvailable = findProgram('redis-server') !== null;

function requireProgram(name: string): string {
  const found = findProgram(name);
  if (!found) throw new Error(`${name} is not on PATH`);
  return found;
}

/** Runs a program to its end; a failure names the command and carries its output. */
async function run(program: string, args: string[], cwd: string): Promise<void> {
  try {
    await execFileAsync(program, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${path.basename(program)} ${args.join(' ')} failed: ${message}\n${stdout}${stderr}`.trim());
  }
}

interface User {
  name: string;
  uid: number;
  gid: number;
}

/** Under root, the user PostgreSQL runs as; null for anyone else, who runs it as themselves. */
function postgresUser(): User | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('Running as root, and there is neither a postgres nor a nobody user to run PostgreSQL as');
}

/**
 * A service's operations, one at a time: a start still under way when the clean-up comes finishes
 * first, so that the clean-up stops what it started. Once closed, the other operations refuse.
 */
class Operations {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly name: string) {}

  run<T>(operation: () => Promise<T>): Promise<T> {
    return this.afterOthers(() => {
      if (this.closed) throw new Error(`${this.name} has been stopped for good`);
      return operation();
    });
  }

  close(operation: () => Promise<void>): Promise<void> {
    return this.afterOthers(() => {
      this.closed = true;
      return operation();
    });
  }

  private afterOthers<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.queue.then(operation);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

export interface OwnPostgres {
  port: number;
  /** The postgres database, as the superuser postgres (trusted on 127.0.0.1). */
  url: string;
  /** pg_ctl restart -m fast: sessions are ended, and it answers again once it is back. */
  restartFast(): Promise<void>;
  /** pg_ctl stop -m immediate: every process quits at once, as in a crash; the next start recovers. */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** For the clean-up: stops it at once when it runs, and for good. */
  close(): Promise<void>;
}

/** Makes a cluster in `folder`/postgres and starts it. */
export async function startOwnPostgres(folder: string): Promise<OwnPostgres> {
  const initdb = requireProgram('initdb');
  const pgCtl = requireProgram('pg_ctl');
  const user = postgresUser();
  if (user && !findProgram('runuser')) throw new Error('Running as root without runuser to run PostgreSQL as a user');
  const home = path.join(folder, 'postgres');
  fs.mkdirSync(home, { mode: 0o700 });
  if (user) fs.chownSync(home, user.uid, user.gid);
  const dataDir = path.join(home, 'data');
  const logFile = path.join(home, 'postgres.log');
  const port = await freePort();
  // In its own folder: the bench's working directory may be closed to that user.
  const asOwner = (program: string, args: string[]) =>
    user ? run('runuser', ['-u', user.name, '--', program, ...args], home) : run(program, args, home);
  await asOwner(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8']);
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${home}'`,
      // Only PostgreSQL is stopped here, never the machine: what it wrote reaches the disk through
      // the operating system either way, and an immediate stop still recovers from the WAL.
      'fsync = off',
      '',
    ].join('\n'),
  );
  const pgCtlRun = (...args: string[]) => asOwner(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);
  const operations = new Operations('PostgreSQL');
  // The pid file tells, better than a flag, whether a postmaster runs: even after a start that failed half-way.
  const stopIfRunning = async () => {
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) await pgCtlRun('stop', '-m', 'immediate');
  };
  const postgres: OwnPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: () => operations.run(() => pgCtlRun('restart', '-m', 'fast')),
    stopImmediate: () => operations.run(() => pgCtlRun('stop', '-m', 'immediate')),
    start: () => operations.run(() => pgCtlRun('start')),
    close: () => operations.close(stopIfRunning),
  };
  try {
    await postgres.start();
  } catch (error) {
    await postgres.close().catch(() => undefined);
    throw new Error(`${(error as Error).message}\n${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`);
  }
  return postgres;
}

export interface OwnRedis {
  port: number;
  url: string;
  /** SIGKILL, and waits for it to be gone. */
  kill(): Promise<void>;
  /** Starts it again on its port, empty (it keeps nothing on disk), and waits until it answers PING. */
  start(): Promise<void>;
  /** For the clean-up: kills it when it runs, for good. */
  close(): Promise<void>;
}

/** Whether a Redis answers PING on the port. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/** A redis-server child on a free port, without persistence, its log in `folder`/redis. */
export async function startOwnRedis(folder: string): Promise<OwnRedis> {
  const program = requireProgram('redis-server');
  const dir = path.join(folder, 'redis');
  fs.mkdirSync(dir);
  const port = await freePort();
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const kill = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    const started = spawn(
      program,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...['--dir', dir, '--logfile', path.join(dir, 'redis.log')],
      ],
      { stdio: 'ignore' },
    );
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(port))) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`redis-server exited at start (${started.exitCode ?? started.signalCode}); see ${dir}`);
      if (Date.now() > deadline) {
        await kill();
        throw new Error(`redis-server did not answer on ${port} within 10 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const operations = new Operations('Redis');
  const redis: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill: () => operations.run(kill),
    start: () => operations.run(start),
    close: () => operations.close(kill),
  };
  await redis.start();
  return redis;
}

export interface OwnS3 {
  port: number;
  endpoint: string;
  bucket: string;
  /** Closes it, dropping the connections open to it, as a service that went away. */
  stop(): Promise<void>;
  /** Starts it again on its port and folder. */
  start(): Promise<void>;
  /** For the clean-up: stops it when it runs, for good. */
  close(): Promise<void>;
}

/** s3rver on a free port with `bucket`, its files in `folder`/s3. */
export async function startOwnS3(folder: string, bucket: string): Promise<OwnS3> {
  const directory = path.join(folder, 's3');
  const port = await freePort();
  let server: S3rver | null = null;
  const start = async () => {
    server = (await startS3rver(directory, port, bucket)).server;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closed = running.close();
    // close() alone waits for the kept-alive connections of the S3 client to end.
    (running as unknown as { httpServer: http.Server }).httpServer.closeAllConnections();
    await closed;
  };
  const operations = new Operations('The S3 service');
  const s3: OwnS3 = {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: () => operations.run(stop),
    start: () => operations.run(start),
    close: () => operations.close(stop),
  };
  await s3.start();
  return s3;
}
