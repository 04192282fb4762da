/**
 * The reference data of the platform: the category tree, the starter packs and the
 * charity causes, loaded from contract/data/*.json and typed against ./reference.ts.
 * A category path is "categoryId-subcategoryId-itemId" (see categoryPath).
 */
import categoriesJson from '../data/categories.json' with { type: 'json' };
import charityCausesJson from '../data/charity-causes.json' with { type: 'json' };
import starterPacksJson from '../data/starter-packs.json' with { type: 'json' };
import type { Category, CharityCause, StarterPack } from './reference.ts';
import { categoryPath } from './reference.ts';

export const categoryTree: Category[] = categoriesJson;
export const starterPacks: StarterPack[] = starterPacksJson;

/**
 * The category paths that a cause's item types stand for. Each item type takes every item
 * whose name equals it (case-insensitive); failing that, every item whose name contains it
 * or is contained in it. Paths come out once each, in the order they are first found.
 */
export function resolveItemTypes(tree: readonly Category[], itemTypes: readonly string[]): string[] {
  const items: { name: string; path: string }[] = [];
  for (const category of tree) {
    for (const subcategory of category.Subcategories) {
      for (const item of subcategory.Items) {
        items.push({ name: item.Name.toLowerCase(), path: categoryPath(category.ID, subcategory.ID, item.ID) });
      }
    }
  }
  const paths = new Set<string>();
  for (const itemType of itemTypes) {
    const wanted = itemType.trim().toLowerCase();
    if (wanted === '') continue;
    let found = items.filter((item) => item.name === wanted);
    if (found.length === 0) found = items.filter((item) => item.name.includes(wanted) || wanted.includes(item.name));
    for (const item of found) paths.add(item.path);
  }
  return [...paths];
}

export const charityCauses: CharityCause[] = charityCausesJson.map((cause) => ({
  ID: cause.ID,
  Name: cause.Name,
  Icon: cause.Icon,
  ItemTypes: cause.ItemTypes,
  Categories: resolveItemTypes(categoryTree, cause.ItemTypes),
}));

/** The categories offered while offline, in the order they are shown. */
export const OFFLINE_CATEGORY_IDS: readonly number[] = [17, 8, 6, 15, 5, 1, 3, 16, 10];

export function offlineCategoryTree(): Category[] {
  return OFFLINE_CATEGORY_IDS.map((id) => {
    const category = categoryTree.find((c) => c.ID === id);
    if (!category) throw new Error(`Offline category ${id} is missing from the category tree`);
    return category;
  });
}

export interface CategoryPathDescription {
  CategoryName: string;
  SubcategoryName: string;
  SubcategoryItemName: string;
}

const pathDescriptions = new Map<string, CategoryPathDescription>();
for (const category of categoryTree) {
  for (const subcategory of category.Subcategories) {
    for (const item of subcategory.Items) {
      pathDescriptions.set(categoryPath(category.ID, subcategory.ID, item.ID), {
        CategoryName: category.Name,
        SubcategoryName: subcategory.Name,
        SubcategoryItemName: item.Name,
      });
    }
  }
}

export function categoryPathExists(path: string): boolean {
  return pathDescriptions.has(path);
}

export function describeCategoryPath(path: string): CategoryPathDescription | null {
  const description = pathDescriptions.get(path);
  return description ? { ...description } : null;
}
