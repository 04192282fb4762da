/**
 * Migrates and seeds one template database for the whole run; each test file then starts from a
 * copy of it instead of migrating again. PGlite: a dump of its data folder. PostgreSQL (when
 * TEST_DATABASE_URL is set): a template database that files clone with CREATE DATABASE ... TEMPLATE.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPglite } from '../db/client.ts';
import { openPostgres } from '../db/postgres.ts';
import { seedReferenceData } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const template = `swapsies_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(databaseUrlWithName(postgresUrl, template), 2);
    await migrate(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-template-'));
  const database = await openPglite({});
  await migrate(database);
  await seedReferenceData(database.db);
  const dump = path.join(folder, 'template.tar');
  await fs.writeFile(dump, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', dump);
  project.provide('postgresTemplate', '');
  return () => fs.rm(folder, { recursive: true, force: true });
}

async function dumpPglite(database: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  if (!database.dump) throw new Error('This database cannot be dumped');
  return database.dump();
}
