import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, DataDirLockedError, migrationsApplied, openPglite } from './client.ts';

/** The rows of a raw query's result (the Drizzle type is shared with pg and does not name them). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

// Creating a PGlite cluster in an empty folder takes seconds: each test makes one, and reopens it.
describe('openPglite on a data folder', () => {
  let dataDir: string;
  const opened = new Set<Database>();

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-db-test-'));
  });
  afterEach(async () => {
    await Promise.all([...opened].map((database) => database.close().catch(() => undefined)));
    opened.clear();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function open(): Promise<Database> {
    const database = await openPglite({ dataDir });
    opened.add(database);
    return database;
  }

  async function close(database: Database): Promise<void> {
    await database.close();
    opened.delete(database);
  }

  it('refuses a second opening of the same folder at once, naming the folder', async () => {
    const first = await open();
    expect(first.kind).toBe('pglite');
    const started = Date.now();
    const second = openPglite({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(dataDir);
    // "At once": no retries, no waiting for the lock to go stale (15 s).
    expect(Date.now() - started).toBeLessThan(3000);
    // The refused opening left the first one working.
    expect(rowsOf(await first.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('opens again once the first opening is closed, with the data kept', async () => {
    const first = await open();
    await first.db.execute(sql`create table notes (body text not null)`);
    await first.db.execute(sql`insert into notes values ('kept across restarts')`);
    await close(first);
    expect(await fs.readdir(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');

    const again = await open();
    expect(rowsOf(await again.db.execute(sql`select body from notes`))).toEqual([{ body: 'kept across restarts' }]);
    // And it holds the lock in turn.
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('tells whether the last committed migration is applied, so that a start migrates only when one is new', async () => {
    const database = await open();
    const client = database.db.$client as PGlite;
    const query = (statement: string) => client.query<Record<string, unknown>>(statement);
    expect(await migrationsApplied(query)).toBe(false);
    await database.migrate();
    expect(await migrationsApplied(query)).toBe(true);
    const { rows } = await query('select count(*)::int as applied from drizzle.__drizzle_migrations');
    // Migrating again with nothing new applies nothing.
    await database.migrate();
    expect((await query('select count(*)::int as applied from drizzle.__drizzle_migrations')).rows).toEqual(rows);
    // As if a newer migration had been committed since: the last one recorded is older than the journal's.
    await query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await migrationsApplied(query)).toBe(false);
  });

  it('refuses a lock of another host (a container sharing the volume), whose pids it cannot check', async () => {
    await fs.writeFile(path.join(dataDir, 'pglite.lock'), `${process.pid} another-container\n`);
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('refuses a fresh lock directory of an earlier version, and takes over an old one', async () => {
    const legacy = path.join(dataDir, 'pglite.lock');
    await fs.mkdir(legacy);
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    const longAgo = new Date(Date.now() - 60_000);
    await fs.utimes(legacy, longAgo, longAgo);
    expect((await open()).kind).toBe('pglite');
  });
});

/** Another Swapsies process holding the folder: a real child process that opens it and says "ready". */
function startHolder(dataDir: string): Promise<ChildProcess> {
  const client = pathToFileURL(path.join(import.meta.dirname, 'client.ts')).href;
  const code = `const { openPglite } = await import(${JSON.stringify(client)});
await openPglite({ dataDir: ${JSON.stringify(dataDir)} });
process.stdout.write('ready\\n');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}) before it was ready: ${errors}`)));
  });
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

describe('the data folder lock across processes', () => {
  let dataDir: string;
  let holder: ChildProcess | null = null;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-lock-test-'));
  });
  afterEach(async () => {
    if (holder && holder.exitCode === null && holder.signalCode === null) await killed(holder, 'SIGKILL');
    holder = null;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the folder while another live process holds it, naming that process', async () => {
    holder = await startHolder(dataDir);
    const second = openPglite({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`process ${holder.pid}`);
  });

  it('opens at once after the holder was killed with SIGKILL (a crash leaves a stale lock)', async () => {
    holder = await startHolder(dataDir);
    await killed(holder, 'SIGKILL');
    const reopened = await openPglite({ dataDir });
    try {
      expect(rowsOf(await reopened.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      // The new opening holds the lock in turn.
      await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await reopened.close();
    }
  });
});
