/** The feed: the next card, and what a member does with it (like, like with an offer, skip). */
import { DEFAULT_FEED_TYPE, routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { nextFeedItem } from './feed.service.ts';
import { likeItem, likeWithOffer, skipItem } from './likes.service.ts';

export const feedRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.exploreItem, async ({ actor, query }) => ({
    Item: await nextFeedItem(app.ctx, actor, query.type ?? DEFAULT_FEED_TYPE),
  }));

  registerRoute(app, routes.likeItem, async ({ actor, params }) => likeItem(app.ctx, actor, params.id));

  registerRoute(app, routes.likeWithOffer, async ({ actor, params, body }) =>
    likeWithOffer(app.ctx, actor, params.id, body),
  );

  registerRoute(app, routes.skipItem, async ({ actor, params }) => {
    await skipItem(app.ctx, actor, params.id);
  });
};
