/** Reference data and public runtime settings: categories, countries, starter packs, causes, config. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesAnswer,
  CharityCausesAnswer,
  ConfigAnswer,
  CountriesAnswer,
  StarterPacksAnswer,
  UK_COUNTRY_ID,
  UK_COUNTRY_NAME,
} from '@swapsies/contract';
import { charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { loadCategoryTree } from './categories.service.ts';

const ok = { Success: true, ErrorCode: '' } as const;

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The tree only changes with a deploy (it is seeded at start), so one read per process is enough.
  let tree: Awaited<ReturnType<typeof loadCategoryTree>> | null = null;

  app.get('/categories', { schema: { response: { 200: CategoriesAnswer } } }, async (_request, reply) => {
    tree ??= await loadCategoryTree(app.ctx.db);
    reply.header('Cache-Control', 'public, max-age=300');
    return { ...ok, Categories: tree };
  });

  app.get('/countries', { schema: { response: { 200: CountriesAnswer } } }, async () => ({
    ...ok,
    Countries: [{ ID: UK_COUNTRY_ID, Name: UK_COUNTRY_NAME }],
  }));

  app.get('/starter-packs', { schema: { response: { 200: StarterPacksAnswer } } }, async () => ({
    ...ok,
    Packs: starterPacks,
  }));

  app.get('/charity-causes', { schema: { response: { 200: CharityCausesAnswer } } }, async () => ({
    ...ok,
    Causes: charityCauses,
  }));

  app.get('/config', { schema: { response: { 200: ConfigAnswer } } }, async () => ({
    ...ok,
    WebLogin: app.ctx.config.webLogin,
    EveryoneFeed: app.ctx.config.everyoneFeed,
    AppStoreUrl: app.ctx.config.appStoreUrl,
  }));
};
