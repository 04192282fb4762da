/**
 * The category tree flattened to one entry per item, for searching it as the user types. Built
 * once per tree: a keystroke then costs one pass over plain strings, even with thousands of items.
 */
import { type Category, categoryPath } from '@swapsies/contract';

export interface CategoryEntry {
  /** "categoryId-subcategoryId-itemId" */
  path: string;
  categoryId: number;
  subcategoryId: number;
  categoryName: string;
  subcategoryName: string;
  itemName: string;
  icon: string;
  itemLower: string;
  /** Item, subcategory and category names, lower-cased, for matching a query word anywhere. */
  searchText: string;
}

export interface CategoryIndex {
  entries: CategoryEntry[];
  byPath: Map<string, CategoryEntry>;
}

export function buildCategoryIndex(categories: readonly Category[]): CategoryIndex {
  const entries: CategoryEntry[] = [];
  const byPath = new Map<string, CategoryEntry>();
  for (const category of categories) {
    for (const subcategory of category.Subcategories) {
      for (const item of subcategory.Items) {
        const entry: CategoryEntry = {
          path: categoryPath(category.ID, subcategory.ID, item.ID),
          categoryId: category.ID,
          subcategoryId: subcategory.ID,
          categoryName: category.Name,
          subcategoryName: subcategory.Name,
          itemName: item.Name,
          icon: category.Icon,
          itemLower: item.Name.toLowerCase(),
          searchText: `${item.Name}\n${subcategory.Name}\n${category.Name}`.toLowerCase(),
        };
        entries.push(entry);
        byPath.set(entry.path, entry);
      }
    }
  }
  return { entries, byPath };
}

/** The query as it is matched: trimmed and lower-cased. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Items whose item, subcategory or category names hold every word of the query, in tree order. */
export function searchCategories(index: CategoryIndex, query: string): CategoryEntry[] {
  const words = normaliseQuery(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return index.entries.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}

/**
 * The type-ahead suggestion: the first match whose item name starts with the query, so that it
 * reads as a completion of what was typed; failing that, the first match.
 */
export function suggestionFor(matches: readonly CategoryEntry[], query: string): CategoryEntry | null {
  const wanted = normaliseQuery(query);
  if (!wanted) return null;
  return matches.find((entry) => entry.itemLower.startsWith(wanted)) ?? matches[0] ?? null;
}

/** "Category › Subcategory › Item" */
export function entryPathText(entry: Pick<CategoryEntry, 'categoryName' | 'subcategoryName' | 'itemName'>): string {
  return [entry.categoryName, entry.subcategoryName, entry.itemName].filter(Boolean).join(' › ');
}

export interface EntryGroup {
  categoryId: number;
  categoryName: string;
  icon: string;
  subcategories: { subcategoryId: number; subcategoryName: string; entries: CategoryEntry[] }[];
}

/** Matches (in tree order) regrouped under their category and subcategory, for showing the filtered tree. */
export function groupEntries(entries: readonly CategoryEntry[]): EntryGroup[] {
  const groups: EntryGroup[] = [];
  for (const entry of entries) {
    let group = groups[groups.length - 1];
    if (group?.categoryId !== entry.categoryId) {
      group = { categoryId: entry.categoryId, categoryName: entry.categoryName, icon: entry.icon, subcategories: [] };
      groups.push(group);
    }
    let subcategory = group.subcategories[group.subcategories.length - 1];
    if (subcategory?.subcategoryId !== entry.subcategoryId) {
      subcategory = { subcategoryId: entry.subcategoryId, subcategoryName: entry.subcategoryName, entries: [] };
      group.subcategories.push(subcategory);
    }
    subcategory.entries.push(entry);
  }
  return groups;
}
