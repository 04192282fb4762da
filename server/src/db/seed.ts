/**
 * Loads the category tree from contract/data, and the postcode districts from server/data, into
 * the database; safe to run on every start.
 */

import { createHash } from 'node:crypto';
import { categoryTree } from '@swapsies/contract/reference-data';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue } from 'drizzle-orm/pg-core';
import { fieldOf } from '../lib/fields.ts';
import { districtRows } from '../modules/areas/districts.service.ts';
import { type Db, queryRows, type Tx } from './client.ts';
import { categories, categoryItems, districts, subcategories } from './schema.ts';

export async function seedReferenceData(db: Db): Promise<void> {
  const categoryRows = categoryTree.map((c) => ({
    id: c.ID,
    name: c.Name,
    group: c.Group,
    icon: c.Icon,
    description: c.Description,
  }));
  const subcategoryRows = categoryTree.flatMap((c) =>
    c.Subcategories.map((s, position) => ({ id: s.ID, categoryId: c.ID, name: s.Name, position })),
  );
  const itemRows = categoryTree.flatMap((c) =>
    c.Subcategories.flatMap((s) =>
      s.Items.map((i, position) => ({ id: i.ID, subcategoryId: s.ID, name: i.Name, position })),
    ),
  );
  await db.transaction(async (tx) => {
    await upsertById(tx, categories, categoryRows);
    await upsertById(tx, subcategories, subcategoryRows);
    await upsertById(tx, categoryItems, itemRows);
    await upsertById(tx, districts, districtRows);
  });
}

type ReferenceTable = typeof categories | typeof subcategories | typeof categoryItems | typeof districts;

/**
 * Inserts the rows; where a row's id is taken and any other column differs, the stored row takes
 * the new values. The rows travel as one JSON parameter rather than some 4,000 bound values: building
 * and planning that statement took a few hundred milliseconds of every start, and rewriting rows
 * that had not changed left dead tuples behind each time.
 *
 * A table already holding these rows is not written at all: the table's comment names a digest of
 * the rows last seeded into it: a start reads four comments rather than matching some 4,000 rows
 * (on PGlite, in one thread, on every start). A migration that rebuilds the table drops the comment,
 * and the next start seeds it again.
 */
async function upsertById<T extends ReferenceTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const { id, ...columns }: Record<string, AnyPgColumn> = getTableColumns(table);
  const allColumns = Object.entries({ id, ...columns });
  const byColumnName = rows.map((row) =>
    Object.fromEntries(allColumns.map(([key, column]) => [column.name, fieldOf(row, key)])),
  );
  const payload = JSON.stringify(byColumnName);
  const stamp = `reference rows sha256 ${createHash('sha256').update(payload).digest('hex')}`;
  const [stored] = await queryRows<{ stamp: string | null }>(
    tx,
    sql`select obj_description(to_regclass(${getTableName(table)}), 'pg_class') as stamp`,
  );
  if (stored?.stamp === stamp) return;
  const others = Object.values(columns).map((column) => sql.identifier(column.name));
  const set = sql.join(
    others.map((name) => sql`${name} = excluded.${name}`),
    sql`, `,
  );
  const storedColumns = sql.join(
    others.map((name) => sql`${table}.${name}`),
    sql`, `,
  );
  const incoming = sql.join(
    others.map((name) => sql`excluded.${name}`),
    sql`, `,
  );
  // jsonb_populate_recordset answers the table's own row type, so `select *` lists its columns in order.
  await tx.execute(sql`
    insert into ${table}
    select * from jsonb_populate_recordset(null::${table}, ${payload}::jsonb)
    on conflict (${sql.identifier(id.name)}) do update set ${set}
    where (${storedColumns}) is distinct from (${incoming})`);
  // The stamp is hexadecimal: nothing in it needs quoting.
  await tx.execute(sql`comment on table ${table} is ${sql.raw(`'${stamp}'`)}`);
}
