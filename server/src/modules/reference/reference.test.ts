import { CategoryGroups, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const categoryTree = async () => (await callRoute(t.app, routes.getCategories, undefined)).answer.Categories;

describe('GET /categories', () => {
  it('answers the 17 categories with IDs 1-17, each with subcategories and items, cacheable', async () => {
    const response = await callRoute(t.app, routes.getCategories, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.answer;
    expect(body.Success).toBe(true);
    expect(body.ErrorCode).toBe('');
    const tree = body.Categories;
    expect(tree).toHaveLength(17);
    expect(tree.map((c) => c.ID).sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const category of tree) {
      expect(category.Name).not.toBe('');
      expect(CategoryGroups).toContain(category.Group);
      expect(category.Subcategories.length).toBeGreaterThan(0);
      for (const subcategory of category.Subcategories) {
        expect(subcategory.Items.length).toBeGreaterThan(0);
        for (const item of subcategory.Items)
          expect(item).toEqual({ ID: expect.any(Number), Name: expect.any(String) });
      }
    }
  });

  it('names the fifteen friendly categories of the category data', async () => {
    const tree = await categoryTree();
    const names = Object.fromEntries(tree.map((c) => [c.ID, c.Name]));
    expect(names).toMatchObject({
      1: 'Antiques & Vintage',
      2: 'Arts & Crafts',
      3: 'Beauty & Personal Care',
      4: 'Books & Reading',
      5: 'Cameras & Photography',
      6: 'Collectibles & Hobbies',
      7: 'Entertainment & Games',
      8: 'Experiences & Services',
      9: 'Fashion & Style',
      10: 'Home & Garden',
      11: 'Kids & Baby',
      12: 'Musical Instruments',
      13: 'Pets & Animals',
      14: 'Sports & Fitness',
      15: 'Tech & Electronics',
    });
  });

  it('orders categories by their group, then by name within a group', async () => {
    const tree = await categoryTree();
    expect(tree.map((c) => c.ID)).toEqual([8, 10, 11, 17, 13, 5, 7, 15, 3, 9, 14, 2, 4, 12, 16, 1, 6]);
    const groupOrder: readonly string[] = CategoryGroups;
    const groups = tree.map((c) => groupOrder.indexOf(c.Group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });

  it('holds the paths the registration helpers use', async () => {
    const tree = await categoryTree();
    const music = tree.find((c) => c.ID === 12);
    const subcategory = music?.Subcategories.find((s) => s.ID === 1201);
    expect(subcategory?.Items.map((i) => i.ID)).toContain(120101);
  });
});

describe('GET /countries', () => {
  it('answers the United Kingdom only', async () => {
    const response = await callRoute(t.app, routes.getCountries, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '', Countries: [{ ID: 235, Name: 'United Kingdom' }] });
  });
});

describe('GET /starter-packs', () => {
  it('answers 22 packs, 12 of them offered at registration, each with categories of the tree', async () => {
    const response = await callRoute(t.app, routes.getStarterPacks, undefined);
    expect(response.statusCode).toBe(200);
    const packs = response.answer.Packs;
    expect(packs).toHaveLength(22);
    expect(new Set(packs.map((p) => p.ID)).size).toBe(22);
    const offered = packs.filter((p) => p.OfferedAtRegistration).map((p) => p.Key);
    expect(offered).toHaveLength(12);
    expect(offered).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    const tree = await categoryTree();
    const paths = new Set(
      tree.flatMap((c) => c.Subcategories.flatMap((s) => s.Items.map((i) => `${c.ID}-${s.ID}-${i.ID}`))),
    );
    for (const pack of packs) {
      expect(pack.Categories.length).toBeGreaterThan(0);
      for (const path of pack.Categories) expect(paths.has(path), `${pack.Key}: ${path}`).toBe(true);
    }
  });
});

describe('GET /charity-causes', () => {
  it('answers the 12 charity causes, each resolved to categories', async () => {
    const response = await callRoute(t.app, routes.getCharityCauses, undefined);
    expect(response.statusCode).toBe(200);
    const causes = response.answer.Causes;
    expect(causes.map((c) => [c.ID, c.Name])).toEqual([
      [1, 'Children & Youth'],
      [2, 'Elderly Care'],
      [3, 'Poverty Alleviation'],
      [4, 'Homeless Shelters'],
      [5, 'Animal Shelters'],
      [6, 'Families in Need'],
      [7, 'Education'],
      [8, 'Health & Medical'],
      [9, 'Services'],
      [10, 'Disaster Relief'],
      [11, 'Food Banks'],
      [12, 'Community'],
    ]);
    for (const cause of causes) {
      expect(cause.ItemTypes.length).toBeGreaterThan(0);
      expect(cause.Categories.length).toBeGreaterThan(0);
      for (const path of cause.Categories) expect(path).toMatch(/^\d+-\d+-\d+$/);
    }
  });
});

describe('GET /config', () => {
  it('answers the defaults: web login on, Everyone feed on, no app store link', async () => {
    const response = await callRoute(t.app, routes.getConfig, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({
      Success: true,
      ErrorCode: '',
      WebLogin: 'enabled',
      EveryoneFeed: 'enabled',
      AppStoreUrl: '',
    });
  });

  describe('with settings', () => {
    let configured: TestApp;
    beforeAll(async () => {
      configured = await createTestApp({
        WEB_LOGIN: 'disabled',
        EVERYONE_FEED: 'disabled',
        APP_STORE_URL: 'https://apps.example.com/swapsies',
      });
    });
    afterAll(() => configured.close());

    it('reflects WEB_LOGIN, EVERYONE_FEED and APP_STORE_URL', async () => {
      const response = await callRoute(configured.app, routes.getConfig, undefined);
      expect(response.answer).toEqual({
        Success: true,
        ErrorCode: '',
        WebLogin: 'disabled',
        EveryoneFeed: 'disabled',
        AppStoreUrl: 'https://apps.example.com/swapsies',
      });
    });
  });
});
