/** Opens the database the configuration names (PGlite in DATA_DIR, or PostgreSQL), migrated and seeded. */
import type { Config } from '../config.ts';
import { type Database, migrate, openPglite } from './client.ts';
import { seedReferenceData } from './seed.ts';

export async function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl
    ? (await import('./postgres.ts')).openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: config.dataDir });
  await migrate(database);
  await seedReferenceData(database.db);
  return database;
}
