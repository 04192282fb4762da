import { type Category, CategoryGroups } from '@swapsies/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, categoryItems, subcategories } from '../../db/schema.ts';

/** The category tree as stored, ordered by its groups' position and then by name. */
export async function loadCategoryTree(db: Db): Promise<Category[]> {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position)),
    db.select().from(categoryItems).orderBy(asc(categoryItems.position)),
  ]);
  const groupPosition = (group: string) => {
    const position = (CategoryGroups as readonly string[]).indexOf(group);
    return position === -1 ? CategoryGroups.length : position;
  };
  const ordered = [...categoryRows].sort(
    (a, b) => groupPosition(a.group) - groupPosition(b.group) || a.name.localeCompare(b.name, 'en') || a.id - b.id,
  );
  return ordered.map((c) => ({
    ID: c.id,
    Name: c.name,
    Group: c.group,
    Icon: c.icon,
    Description: c.description,
    Subcategories: subcategoryRows
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        ID: s.id,
        Name: s.name,
        Items: itemRows.filter((i) => i.subcategoryId === s.id).map((i) => ({ ID: i.id, Name: i.name })),
      })),
  }));
}

/** The tree's items with the three ids of their path ("category-subcategory-item"), to narrow with where(). */
export function categoryPathsQuery(db: Tx) {
  return db
    .select({ categoryId: subcategories.categoryId, subcategoryId: subcategories.id, itemId: categoryItems.id })
    .from(categoryItems)
    .innerJoin(subcategories, eq(subcategories.id, categoryItems.subcategoryId))
    .$dynamic();
}
