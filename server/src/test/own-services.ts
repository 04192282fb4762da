/**
 * A Redis and a PostgreSQL of a test's own, on free ports in a temporary folder, that it may kill
 * and restart without touching the machine's shared servers. Each is available only where its
 * binaries are installed (`redis-server`; `initdb`, `pg_ctl`); tests skip otherwise.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

function installed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

export class OwnRedis {
  static readonly available = installed('redis-server');
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it again on the same port, empty (it keeps nothing on disk, like the production setup). */
  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await listening(this.port, 10_000);
  }

  /** Dies at once, as in a crash: clients see their connections reset. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** PostgreSQL refuses to run as root: as root, its commands run as this user, which owns the folder. */
const POSTGRES_USER = 'postgres';

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', POSTGRES_USER, '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, fileArgs] = asPostgresUser(command, args);
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

export class OwnPostgres {
  static readonly available =
    installed('initdb') && installed('pg_ctl') && (process.getuid?.() !== 0 || installed('runuser'));

  private constructor(
    readonly port: number,
    private readonly folder: string,
  ) {}

  /** A new cluster in a temporary folder, trusting local connections, started. */
  static async start(): Promise<OwnPostgres> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', [POSTGRES_USER, folder]);
    const postgres = new OwnPostgres(await freePort(), folder);
    run('initdb', ['-D', postgres.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await postgres.start();
    return postgres;
  }

  private get dataDir(): string {
    return path.join(this.folder, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private pgCtl(...args: string[]): void {
    run('pg_ctl', ['-D', this.dataDir, '-w', '-l', path.join(this.folder, 'log'), ...args]);
  }

  async start(): Promise<void> {
    this.pgCtl('-o', `-p ${this.port} -k ${this.folder} -c fsync=off -c listen_addresses=127.0.0.1`, 'start');
    await listening(this.port, 10_000);
  }

  /** `pg_ctl restart -m fast`: every connection is ended, and the server is back within about a second. */
  async restartFast(): Promise<void> {
    // The server's options are kept in postmaster.opts, and a restart uses them again.
    this.pgCtl('-m', 'fast', 'restart');
    await listening(this.port, 10_000);
  }

  /** `pg_ctl stop -m immediate`: gone at once, as in a crash. */
  stopImmediately(): void {
    this.pgCtl('-m', 'immediate', 'stop');
  }

  /** Stops it and removes its folder. */
  destroy(): void {
    try {
      this.pgCtl('-m', 'immediate', 'stop');
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}
