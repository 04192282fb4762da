/**
 * Several processes starting at once on one empty PostgreSQL database (a deploy that starts every
 * replica together): each runs the migrations at start, and they must take turns, so that every
 * migration is applied once and every process starts. Needs TEST_DATABASE_URL; skipped otherwise.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlWithName } from '../test/global-setup.ts';
import { type Database, migrate, migrationsFolder } from './client.ts';
import { openPostgres } from './postgres.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('migrations started by several processes at once (needs TEST_DATABASE_URL)', () => {
  const name = `swapsies_migrate_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const processes: Database[] = [];

  beforeAll(async () => {
    await admin(`create database ${name}`);
    for (let i = 0; i < 4; i += 1) processes.push(openPostgres(databaseUrlWithName(postgresUrl as string, name), 2));
  });
  afterAll(async () => {
    await Promise.all(processes.map((database) => database.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('apply each migration once, and every process starts', async () => {
    const outcomes = await Promise.allSettled(processes.map((database) => migrate(database)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(processes.map(() => 'fulfilled'));
    const client = new pg.Client({ connectionString: databaseUrlWithName(postgresUrl as string, name) });
    await client.connect();
    const { rows } = await client.query('select hash from drizzle.__drizzle_migrations');
    await client.end();
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
  });
});
