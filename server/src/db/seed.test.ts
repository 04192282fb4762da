/** The reference data seeded on every start: written when it differs from what a table holds, and only then. */
import { categoryTree } from '@swapsies/contract/reference-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtRows } from '../modules/areas/districts.service.ts';
import { type Database, migrate, openPglite, queryRows } from './client.ts';
import { seedReferenceData } from './seed.ts';

let database: Database;

beforeAll(async () => {
  database = await openPglite({});
  await migrate(database);
  await seedReferenceData(database.db);
}, 60_000);
afterAll(() => database.close());

function firstDistrict() {
  const district = districtRows[0];
  if (!district) throw new Error('No districts');
  return district;
}

async function townOf(district: string): Promise<string | undefined> {
  const [row] = await queryRows<{ town: string }>(database.db, sql`select town from districts where id = ${district}`);
  return row?.town;
}

describe('seedReferenceData', () => {
  it('fills the category tree and the districts', async () => {
    const [counts] = await queryRows<{ categories: number; districts: number }>(
      database.db,
      sql`select (select count(*)::int from categories) as categories, (select count(*)::int from districts) as districts`,
    );
    expect(counts).toEqual({ categories: categoryTree.length, districts: districtRows.length });
  });

  // The stamp is what a start reads instead of comparing every row: a table stamped with these
  // rows is not read further, so even a row changed by hand stays as it is.
  it('leaves a table alone while it is stamped with these rows', async () => {
    const district = firstDistrict();
    await database.db.execute(sql`update districts set town = 'Nowhere' where id = ${district.id}`);
    await seedReferenceData(database.db);
    expect(await townOf(district.id)).toBe('Nowhere');
  });

  it('puts a changed row back when the table is no longer stamped with these rows (a migration rebuilt it)', async () => {
    const district = firstDistrict();
    await database.db.execute(sql`update districts set town = 'Nowhere' where id = ${district.id}`);
    await database.db.execute(sql`comment on table districts is null`);
    await seedReferenceData(database.db);
    expect(await townOf(district.id)).toBe(district.town);
  });
});
