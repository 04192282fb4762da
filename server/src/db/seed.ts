/** Loads the category tree from contract/data into the database; safe to run on every start. */

import { categoryTree } from '@swapsies/contract/reference-data';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { categories, categoryItems, subcategories } from './schema.ts';

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
  });
}

type TreeTable = typeof categories | typeof subcategories | typeof categoryItems;

/** Inserts the rows; where a row's id is taken, every other column of the stored row takes the new value. */
async function upsertById<T extends TreeTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const { id, ...columns } = getTableColumns(table);
  // Built from the table's own columns, which TypeScript cannot follow through Object.entries.
  const set = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  ) as PgUpdateSetSource<T>;
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: id, set });
}
