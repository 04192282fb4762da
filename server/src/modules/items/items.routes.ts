/** A member's own listings: add, edit and delete. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ITEM_PHOTOS_BODY_LIMIT } from '../../plugins/body-limits.ts';
import { memberLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { createItem, deleteItem, updateItem } from './items.service.ts';

export const itemsRoutes: FastifyPluginAsync = async (app) => {
  // Photos cost seconds of CPU and hundreds of MB each: counted per member, before they are read.
  const uploads = { bodyLimit: ITEM_PHOTOS_BODY_LIMIT, onRequest: memberLimited(app.ctx.limiters, 'upload') };

  registerRoute(
    app,
    routes.createItem,
    async ({ actor, body }) => ({ Item: await createItem(app.ctx, actor, body) }),
    uploads,
  );

  registerRoute(
    app,
    routes.updateItem,
    async ({ actor, params, body }) => ({ Item: await updateItem(app.ctx, actor, params.id, body) }),
    uploads,
  );

  registerRoute(app, routes.deleteItem, async ({ actor, params }) => {
    await deleteItem(app.ctx, actor, params.id);
  });
};
