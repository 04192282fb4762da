#!/usr/bin/env node
/**
 * Checks the backup and restore procedures of docs/operations.md end to end, with the commands that
 * page gives: the production server (server/dist/server.js) writes real data (a member with a
 * profile photo), stops; the data is backed up, wiped, restored; every table's rows and every
 * stored file are compared before and after; and the server starts on what was restored, answers
 * /readyz and signs the member in. Exits 1 when anything differs or fails.
 *
 * Always checks the embedded data folder (PGlite and uploaded files, backed up with tar). With
 * `--postgres postgres://…` (any database of the server: a database of its own is created and
 * dropped), checks PostgreSQL too, with pg_dump and pg_restore.
 *
 *   node scripts/backup-restore-check.mjs [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * `--damage` changes one row after the restore, to see the comparison fail.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { buildServerIfStale, builtServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({ options: { postgres: { type: 'string' }, damage: { type: 'boolean' } } });
const PASSWORD = 'Backup-Check1';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the production server on `env` until `use(url)` is done, then stops it as an operator would (SIGTERM). */
async function withServer(env, use) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [builtServer], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: 'none', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the server did not become ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return await use(url);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0 && code !== null) console.error(`the server stopped with ${code}`);
  }
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Real data written through the API: a member, their session and a stored profile photo. */
async function writeData(url) {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4a8' } })
    .png()
    .toBuffer();
  const username = `backup_${randomBytes(4).toString('hex')}`;
  await post(`${url}/api/v1/register`, {
    Type: 1,
    FirstName: 'Bea',
    LastName: 'Backup',
    Username: username,
    Email: `${username}@example.co.uk`,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    Categories: ['12-1201-120101'],
    Country: 235,
    TermsAccepted: true,
    TermsAcceptedDate: '2026-11-24T10:00:00.000Z',
    EncodedProfilePhoto: photo.toString('base64'),
  });
  return username;
}

/** Every table of the public schema and drizzle's migration log, each as its row count and a hash of its rows. */
async function tablesFingerprint(query) {
  const tables = await query(
    `select table_schema || '.' || quote_ident(table_name) as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint = {};
  for (const { name } of tables) {
    const [row] = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${name} t`,
    );
    fingerprint[name] = `${row.rows} rows, ${row.hash}`;
  }
  return fingerprint;
}

/** Every file under `folder` (uploaded photos), by path, as a SHA-256 of its bytes. */
function filesFingerprint(folder) {
  const fingerprint = {};
  if (!fs.existsSync(folder)) return fingerprint;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    fingerprint[path.relative(folder, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return fingerprint;
}

async function pgliteTables(dataDir, damage = false) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    if (damage) await db.query(`update users set first_name = 'Damaged' where id = (select min(id) from users)`);
    return await tablesFingerprint(async (text) => (await db.query(text)).rows);
  } finally {
    await db.close();
  }
}

async function postgresTables(url, damage = false) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (damage) await client.query(`update users set first_name = 'Damaged' where id = (select min(id) from users)`);
    return await tablesFingerprint(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** The differences between two fingerprints, one line each; none when they are equal. */
function differences(label, before, after) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => `${label} ${name}: ${before[name] ?? 'missing'} before, ${after[name] ?? 'missing'} after`);
}

function run(command, args, env = {}) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Signs the member in on the restored data: the server reads what was restored. */
async function signsIn(env, username) {
  await withServer(env, (url) => post(`${url}/api/v1/login`, { Login: username, Password: PASSWORD }));
}

async function checkEmbedded(work) {
  const dataDir = path.join(work, 'data');
  const backup = path.join(work, 'data-backup.tar.gz');
  const env = { DATA_DIR: dataDir };
  const username = await withServer(env, writeData);
  const before = { tables: await pgliteTables(dataDir), files: filesFingerprint(path.join(dataDir, 'files')) };
  if (Object.keys(before.files).length === 0) throw new Error('the member’s photo was not stored');

  // docs/operations.md, "Backup of the embedded data folder": with the server stopped.
  run('tar', ['-C', dataDir, '-czf', backup, '.']);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir);
  run('tar', ['-C', dataDir, '-xzf', backup]);

  const after = {
    tables: await pgliteTables(dataDir, flags.damage),
    files: filesFingerprint(path.join(dataDir, 'files')),
  };
  const problems = [
    ...differences('table', before.tables, after.tables),
    ...differences('file', before.files, after.files),
  ];
  if (problems.length === 0) await signsIn(env, username);
  return {
    problems,
    summary: `${Object.keys(before.tables).length} tables, ${Object.keys(before.files).length} files`,
  };
}

async function checkPostgres(work, serverUrl) {
  const name = `swapsies_backup_check_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const url = databaseUrl.toString();
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dump = path.join(work, 'swapsies.dump');
  const env = { DATABASE_URL: url, DATA_DIR: path.join(work, 'pg-files') };
  await admin(`create database ${name}`);
  try {
    const username = await withServer(env, writeData);
    const before = await postgresTables(url);

    // docs/operations.md, "Backup of PostgreSQL": pg_dump while the servers run; restore into an empty database.
    run('pg_dump', ['--format=custom', `--file=${dump}`, url]);
    await admin(`drop database ${name} with (force)`);
    await admin(`create database ${name}`);
    run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, dump]);

    const after = await postgresTables(url, flags.damage);
    const problems = differences('table', before, after);
    if (problems.length === 0) await signsIn(env, username);
    return { problems, summary: `${Object.keys(before).length} tables` };
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await buildServerIfStale();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-backup-check-'));
const checks = [['embedded data folder (PGlite and files, tar)', () => checkEmbedded(work)]];
if (flags.postgres) checks.push(['PostgreSQL (pg_dump, pg_restore)', () => checkPostgres(work, flags.postgres)]);
let failed = false;
try {
  for (const [label, check] of checks) {
    const startedAt = Date.now();
    const { problems, summary } = await check();
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    if (problems.length === 0) {
      console.log(
        `backup and restore of the ${label}: identical (${summary}), the server signs in on it; ${seconds} s`,
      );
    } else {
      failed = true;
      console.error(`backup and restore of the ${label}: the restored data differs:\n  ${problems.join('\n  ')}`);
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
