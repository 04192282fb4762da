import { describe, expect, it } from 'vitest';
import { CATEGORY_CAP } from './limits.ts';
import { type Category, CategoryGroups } from './reference.ts';
import {
  categoryPathExists,
  categoryTree,
  charityCauses,
  describeCategoryPath,
  OFFLINE_CATEGORY_IDS,
  offlineCategoryTree,
  resolveItemTypes,
  starterPacks,
} from './reference-data.ts';

const expectedCategories: [number, string, string][] = [
  [1, 'Antiques & Vintage', 'collections'],
  [2, 'Arts & Crafts', 'creative-corner'],
  [3, 'Beauty & Personal Care', 'personal-style'],
  [4, 'Books & Reading', 'creative-corner'],
  [5, 'Cameras & Photography', 'tech-digital'],
  [6, 'Collectibles & Hobbies', 'collections'],
  [7, 'Entertainment & Games', 'tech-digital'],
  [8, 'Experiences & Services', 'experiences'],
  [9, 'Fashion & Style', 'personal-style'],
  [10, 'Home & Garden', 'home-living'],
  [11, 'Kids & Baby', 'home-living'],
  [12, 'Musical Instruments', 'creative-corner'],
  [13, 'Pets & Animals', 'home-living'],
  [14, 'Sports & Fitness', 'stay-active'],
  [15, 'Tech & Electronics', 'tech-digital'],
  [16, 'Travel & Transport', 'getting-around'],
  [17, 'Office & Stationery', 'home-living'],
];

const expectedCauses = [
  'Children & Youth',
  'Elderly Care',
  'Poverty Alleviation',
  'Homeless Shelters',
  'Animal Shelters',
  'Families in Need',
  'Education',
  'Health & Medical',
  'Services',
  'Disaster Relief',
  'Food Banks',
  'Community',
];

const offeredPackKeys = [
  'gardening',
  'fitness-beginner',
  'book-lover',
  'arts-and-crafts',
  'camping-essentials',
  'vinyl-enthusiast',
  'digital-nomad',
  'gaming-essentials',
  'photography',
  'new-dog-owner',
  'trailer-life',
  'home-office',
];

const otherPackKeys = [
  'content-creator',
  'cooking-enthusiast',
  'runners',
  'yoga-beginner',
  'hiking',
  'fishing',
  'cycling',
  'plant-parent',
  'new-cat-owner',
];

/** Icons are keys the clients draw as SVG (a Lucide name), never emoji. */
function isIconKey(text: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);
}

function allPaths(tree: readonly Category[]): string[] {
  return tree.flatMap((c) => c.Subcategories.flatMap((s) => s.Items.map((i) => `${c.ID}-${s.ID}-${i.ID}`)));
}

describe('category tree', () => {
  it('has the 17 categories with their exact names and groups, in ID order', () => {
    expect(categoryTree.map((c) => [c.ID, c.Name, c.Group])).toEqual(expectedCategories);
  });

  it('uses all 8 groups and no others', () => {
    const groups = new Set(categoryTree.map((c) => c.Group));
    expect([...groups].sort()).toEqual([...CategoryGroups].sort());
    expect(groups.size).toBe(8);
  });

  it('gives every category an icon key and a one-sentence description', () => {
    for (const c of categoryTree) {
      expect(isIconKey(c.Icon), `${c.Name} icon`).toBe(true);
      expect(c.Description, c.Name).toMatch(/^[A-Z][^.!?]*[.!]$/);
    }
  });

  it('has 5 to 7 subcategories per category and 6 to 10 items per subcategory', () => {
    for (const c of categoryTree) {
      expect(c.Subcategories.length, c.Name).toBeGreaterThanOrEqual(5);
      expect(c.Subcategories.length, c.Name).toBeLessThanOrEqual(7);
      for (const s of c.Subcategories) {
        expect(s.Items.length, `${c.Name} / ${s.Name}`).toBeGreaterThanOrEqual(6);
        expect(s.Items.length, `${c.Name} / ${s.Name}`).toBeLessThanOrEqual(10);
      }
    }
  });

  it('follows the ID scheme and keeps every ID unique', () => {
    const ids = new Set<number>();
    for (const c of categoryTree) {
      ids.add(c.ID);
      c.Subcategories.forEach((s, si) => {
        expect(s.ID).toBe(c.ID * 100 + si + 1);
        ids.add(s.ID);
        s.Items.forEach((item, ii) => {
          expect(item.ID).toBe(s.ID * 100 + ii + 1);
          ids.add(item.ID);
        });
      });
    }
    const count = categoryTree.reduce((n, c) => n + 1 + c.Subcategories.reduce((m, s) => m + 1 + s.Items.length, 0), 0);
    expect(ids.size).toBe(count);
  });

  it('keeps names short, trimmed and unique within their parent', () => {
    const check = (names: string[], where: string) => {
      for (const name of names) {
        expect(name.length, name).toBeGreaterThan(0);
        expect(name.length, name).toBeLessThan(40);
        expect(name.trim(), name).toBe(name);
      }
      expect(new Set(names.map((n) => n.toLowerCase())).size, where).toBe(names.length);
    };
    check(
      categoryTree.map((c) => c.Name),
      'categories',
    );
    for (const c of categoryTree) {
      check(
        c.Subcategories.map((s) => s.Name),
        c.Name,
      );
      for (const s of c.Subcategories) {
        check(
          s.Items.map((i) => i.Name),
          `${c.Name} / ${s.Name}`,
        );
      }
    }
  });
});

describe('category paths', () => {
  it('knows every path of the tree and describes it', () => {
    for (const c of categoryTree) {
      for (const s of c.Subcategories) {
        for (const item of s.Items) {
          const path = `${c.ID}-${s.ID}-${item.ID}`;
          expect(categoryPathExists(path)).toBe(true);
          expect(describeCategoryPath(path)).toEqual({
            CategoryName: c.Name,
            SubcategoryName: s.Name,
            SubcategoryItemName: item.Name,
          });
        }
      }
    }
  });

  it('rejects paths that are not in the tree', () => {
    for (const path of ['', '12', '12-1201', '12-1201-120199', '11-1201-120101', '12-1201-120101-1', 'x-y-z']) {
      expect(categoryPathExists(path), path).toBe(false);
      expect(describeCategoryPath(path), path).toBeNull();
    }
    expect(describeCategoryPath('12-1201-120101')).toEqual({
      CategoryName: 'Musical Instruments',
      SubcategoryName: 'Guitars & basses',
      SubcategoryItemName: 'Acoustic guitars',
    });
  });
});

describe('resolveItemTypes', () => {
  const tree: Category[] = [
    {
      ID: 1,
      Name: 'A',
      Group: 'collections',
      Icon: 'amphora',
      Description: 'Test.',
      Subcategories: [
        {
          ID: 101,
          Name: 'S',
          Items: [
            { ID: 10101, Name: 'Blankets' },
            { ID: 10102, Name: 'Pet blankets' },
            { ID: 10103, Name: 'Head torches' },
            { ID: 10104, Name: 'Beds' },
          ],
        },
      ],
    },
  ];

  it('prefers exact case-insensitive matches', () => {
    expect(resolveItemTypes(tree, ['blankets'])).toEqual(['1-101-10101']);
  });

  it('falls back to partial matches in either direction', () => {
    expect(resolveItemTypes(tree, ['Torches'])).toEqual(['1-101-10103']);
    expect(resolveItemTypes(tree, ['Big wooden beds'])).toEqual(['1-101-10104']);
    expect(resolveItemTypes(tree, ['blanket'])).toEqual(['1-101-10101', '1-101-10102']);
  });

  it('dedupes, keeps a stable order and ignores unknown types', () => {
    expect(resolveItemTypes(tree, ['Beds', 'Pet blankets', 'beds', 'Sofas'])).toEqual(['1-101-10104', '1-101-10102']);
  });
});

describe('charity causes', () => {
  it('has the 12 causes with their exact names and IDs, each with an icon key', () => {
    expect(charityCauses.map((c) => [c.ID, c.Name])).toEqual(expectedCauses.map((name, i) => [i + 1, name]));
    for (const c of charityCauses) expect(isIconKey(c.Icon), `${c.Name} icon`).toBe(true);
  });

  it('resolves every item type of every cause to at least one item', () => {
    for (const cause of charityCauses) {
      expect(cause.ItemTypes.length, cause.Name).toBeGreaterThanOrEqual(5);
      expect(cause.ItemTypes.length, cause.Name).toBeLessThanOrEqual(12);
      expect(new Set(cause.ItemTypes.map((t) => t.toLowerCase())).size, cause.Name).toBe(cause.ItemTypes.length);
      for (const itemType of cause.ItemTypes) {
        expect(resolveItemTypes(categoryTree, [itemType]).length, `${cause.Name}: ${itemType}`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps each cause at 13 paths or fewer, all in the tree, so any 3 causes stay under the cap', () => {
    for (const cause of charityCauses) {
      expect(cause.Categories).toEqual(resolveItemTypes(categoryTree, cause.ItemTypes));
      expect(cause.Categories.length, cause.Name).toBeLessThanOrEqual(13);
      for (const path of cause.Categories) expect(categoryPathExists(path), path).toBe(true);
    }
    const sizes = charityCauses.map((c) => c.Categories.length).sort((a, b) => b - a);
    expect((sizes[0] ?? 0) + (sizes[1] ?? 0) + (sizes[2] ?? 0)).toBeLessThan(CATEGORY_CAP);
  });
});

describe('starter packs', () => {
  it('has 22 packs with IDs 1 to 22, the 12 offered at registration first and in order', () => {
    expect(starterPacks.map((p) => p.ID)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(starterPacks.filter((p) => p.OfferedAtRegistration).map((p) => p.Key)).toEqual(offeredPackKeys);
    expect(starterPacks.slice(0, 12).every((p) => p.OfferedAtRegistration)).toBe(true);
    expect(starterPacks.slice(12).every((p) => !p.OfferedAtRegistration)).toBe(true);
    const others = starterPacks.slice(12).map((p) => p.Key);
    expect(others).toHaveLength(10);
    expect(others.slice(0, 9)).toEqual(otherPackKeys);
  });

  it('gives every pack a unique kebab-case key, a name, a description and an icon key', () => {
    expect(new Set(starterPacks.map((p) => p.Key)).size).toBe(22);
    expect(new Set(starterPacks.map((p) => p.Name)).size).toBe(22);
    for (const p of starterPacks) {
      expect(p.Key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.Name.trim().length, p.Key).toBeGreaterThan(0);
      expect(p.Description, p.Key).toMatch(/^[A-Z][^.!?]*[.!]$/);
      expect(isIconKey(p.Icon), `${p.Key} icon`).toBe(true);
    }
  });

  it('lists 6 to 18 distinct paths per pack, all in the tree', () => {
    for (const p of starterPacks) {
      expect(p.Categories.length, p.Key).toBeGreaterThanOrEqual(6);
      expect(p.Categories.length, p.Key).toBeLessThanOrEqual(18);
      expect(new Set(p.Categories).size, p.Key).toBe(p.Categories.length);
      for (const path of p.Categories) expect(categoryPathExists(path), `${p.Key}: ${path}`).toBe(true);
    }
  });

  it('keeps any two packs together within the category cap', () => {
    for (const a of starterPacks) {
      for (const b of starterPacks) {
        expect(new Set([...a.Categories, ...b.Categories]).size, `${a.Key} + ${b.Key}`).toBeLessThanOrEqual(
          CATEGORY_CAP,
        );
      }
    }
  });
});

describe('offline category tree', () => {
  it('answers the 9 offline categories in the listed order', () => {
    expect(OFFLINE_CATEGORY_IDS).toEqual([17, 8, 6, 15, 5, 1, 3, 16, 10]);
    const tree = offlineCategoryTree();
    expect(tree.map((c) => c.ID)).toEqual([17, 8, 6, 15, 5, 1, 3, 16, 10]);
    for (const c of tree) expect(c).toBe(categoryTree.find((full) => full.ID === c.ID));
  });
});

it('has a tree of reasonable size', () => {
  expect(allPaths(categoryTree).length).toBeGreaterThan(17 * 5 * 6);
});
