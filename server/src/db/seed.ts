/** Loads the category tree from contract/data into the database; safe to run on every start. */

import { categoryTree } from '@swapsies/contract/reference-data';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
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
    await tx
      .insert(categories)
      .values(categoryRows)
      .onConflictDoUpdate({
        target: categories.id,
        set: {
          name: sql`excluded.name`,
          group: sql`excluded.group`,
          icon: sql`excluded.icon`,
          description: sql`excluded.description`,
        },
      });
    await tx
      .insert(subcategories)
      .values(subcategoryRows)
      .onConflictDoUpdate({
        target: subcategories.id,
        set: { categoryId: sql`excluded.category_id`, name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(categoryItems)
      .values(itemRows)
      .onConflictDoUpdate({
        target: categoryItems.id,
        set: {
          subcategoryId: sql`excluded.subcategory_id`,
          name: sql`excluded.name`,
          position: sql`excluded.position`,
        },
      });
  });
}
