import { CATEGORY_PATH, type Category, CategoryGroups } from '@swapsies/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, categoryItems, subcategories } from '../../db/schema.ts';
import { validationError } from '../../lib/app-error.ts';

/** The category tree as stored, ordered by its groups' position and then by name. */
export async function loadCategoryTree(db: Db): Promise<Category[]> {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position)),
    db.select().from(categoryItems).orderBy(asc(categoryItems.position)),
  ]);
  const groupPosition = (group: string) => {
    const groups: readonly string[] = CategoryGroups;
    const position = groups.indexOf(group);
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

/**
 * Turns "categoryId-subcategoryId-itemId" paths into tree item ids, in order and without repeats,
 * refusing paths the tree lacks (registration and the profile update).
 */
export async function resolveCategoryPaths(db: Tx, paths: string[]): Promise<number[]> {
  const unique = [...new Set(paths)];
  const malformed = unique.some((p) => !CATEGORY_PATH.test(p));
  const itemIds = unique.map((p) => Number(p.split('-')[2]));
  const rows = malformed ? [] : await categoryPathsQuery(db).where(inArray(categoryItems.id, itemIds));
  const known = new Set(rows.map((r) => `${r.categoryId}-${r.subcategoryId}-${r.itemId}`));
  if (malformed || unique.some((p) => !known.has(p))) {
    throw validationError([{ Field: 'Categories', Message: 'One or more categories do not exist' }]);
  }
  return itemIds;
}
