/** Reference data and public runtime settings: categories, countries, starter packs, causes, config. */
import { routes, UK_COUNTRY_ID, UK_COUNTRY_NAME } from '@swapsies/contract';
import { charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { loadCategoryTree } from './categories.service.ts';

export const referenceRoutes: FastifyPluginAsync = async (app) => {
  // The tree only changes with a deploy (it is seeded at start), so one read per process is enough.
  let tree: Awaited<ReturnType<typeof loadCategoryTree>> | null = null;

  registerRoute(app, routes.getCategories, async ({ reply }) => {
    tree ??= await loadCategoryTree(app.ctx.db);
    reply.header('Cache-Control', 'public, max-age=300');
    return { Categories: tree };
  });

  registerRoute(app, routes.getCountries, async () => ({ Countries: [{ ID: UK_COUNTRY_ID, Name: UK_COUNTRY_NAME }] }));

  registerRoute(app, routes.getStarterPacks, async () => ({ Packs: starterPacks }));

  registerRoute(app, routes.getCharityCauses, async () => ({ Causes: charityCauses }));

  registerRoute(app, routes.getConfig, async () => ({
    WebLogin: app.ctx.config.webLogin,
    EveryoneFeed: app.ctx.config.everyoneFeed,
    AppStoreUrl: app.ctx.config.appStoreUrl,
  }));
};
