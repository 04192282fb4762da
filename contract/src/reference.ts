/** Reference data: categories, countries, charity causes and starter packs, and the public runtime settings. */
import { type Static, Type } from 'typebox';
import { envelope } from './envelope.ts';

export const CategoryGroups = [
  'experiences',
  'home-living',
  'tech-digital',
  'personal-style',
  'stay-active',
  'creative-corner',
  'getting-around',
  'collections',
] as const;

/**
 * An icon is named by a key (kebab-case, a Lucide icon name such as "paw-print"), never drawn as
 * an emoji: emoji show as empty boxes where no emoji font is installed. Clients draw the key as SVG.
 */
export const IconKey = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

export const CategoryLeaf = Type.Object({ ID: Type.Integer(), Name: Type.String() });
export const Subcategory = Type.Object({ ID: Type.Integer(), Name: Type.String(), Items: Type.Array(CategoryLeaf) });
export const Category = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Group: Type.String(),
  Icon: IconKey,
  Description: Type.String(),
  Subcategories: Type.Array(Subcategory),
});
export type Category = Static<typeof Category>;
export const CategoriesAnswer = envelope({ Categories: Type.Array(Category) });
export type CategoriesAnswer = Static<typeof CategoriesAnswer>;

export const Country = Type.Object({ ID: Type.Integer(), Name: Type.String() });
export const CountriesAnswer = envelope({ Countries: Type.Array(Country) });

export const CharityCause = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Icon: IconKey,
  ItemTypes: Type.Array(Type.String()),
  Categories: Type.Array(Type.String()),
});
export type CharityCause = Static<typeof CharityCause>;
export const CharityCausesAnswer = envelope({ Causes: Type.Array(CharityCause) });

export const StarterPack = Type.Object({
  ID: Type.Integer(),
  Key: Type.String(),
  Name: Type.String(),
  Description: Type.String(),
  Icon: IconKey,
  OfferedAtRegistration: Type.Boolean(),
  Categories: Type.Array(Type.String()),
});
export type StarterPack = Static<typeof StarterPack>;
export const StarterPacksAnswer = envelope({ Packs: Type.Array(StarterPack) });

/** "categoryId-subcategoryId-itemId" */
export function categoryPath(categoryId: number, subcategoryId: number, itemId: number): string {
  return `${categoryId}-${subcategoryId}-${itemId}`;
}

/** Public runtime settings the web app reads at start (GET /config). */
export const ConfigAnswer = envelope({
  WebLogin: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  EveryoneFeed: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  AppStoreUrl: Type.String(),
});
export type ConfigAnswer = Static<typeof ConfigAnswer>;
