/** Matches: the list, one match, the items that can still join it, acknowledging and unmatching. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import {
  acknowledge,
  addItems,
  extraItems,
  getMatch,
  itemsForAcknowledge,
  listMatches,
  unmatch,
} from './matches.service.ts';

export const matchesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getMatches, async ({ actor }) => ({ Matches: await listMatches(app.ctx, actor) }));

  registerRoute(app, routes.getMatch, async ({ actor, params }) => ({
    Match: await getMatch(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.getExtraItems, async ({ actor, params }) => ({
    Items: await extraItems(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.getItemsForAcknowledge, async ({ actor, params }) => ({
    Items: await itemsForAcknowledge(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.addItemsToMatch, async ({ actor, params, body }) => {
    await addItems(app.ctx, actor, params.id, body);
  });

  registerRoute(app, routes.acknowledgeMatch, async ({ actor, params, body }) => {
    await acknowledge(app.ctx, actor, params.id, body ?? {});
  });

  registerRoute(app, routes.unmatch, async ({ actor, params }) => {
    await unmatch(app.ctx, actor, params.id);
  });
};
