/** The feed: the next card, and what a member does with it (like, like with an offer, skip). */
import { DEFAULT_FEED_TYPE, FeedType, routes } from '@swapsies/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fieldOf } from '../../lib/fields.ts';
import { lookUpSession } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { audienceOf } from './feed.policy.ts';
import { type EarlyFeed, lookUpSessionWithFeed, nextFeedItem } from './feed.service.ts';
import { likeItem, likeWithOffer, skipItem } from './likes.service.ts';

/** The feed type a query string asks for, read before validation: null when it is not one (validation will say so). */
function askedFeedType(query: unknown): FeedType | null {
  const type = fieldOf(query, 'type');
  if (type === undefined) return DEFAULT_FEED_TYPE;
  return Object.values(FeedType).find((value) => String(value) === type) ?? null;
}

export const feedRoutes: FastifyPluginAsync = async (app) => {
  /** Feeds read with the session lookup, for the handler of the same request. */
  const earlyFeeds = new WeakMap<FastifyRequest, EarlyFeed>();

  registerRoute(
    app,
    routes.exploreItem,
    async ({ actor, query, request }) => {
      const requested = query.type ?? DEFAULT_FEED_TYPE;
      const early = earlyFeeds.get(request);
      if (early && early.requested === requested && early.audience === audienceOf(actor, requested))
        return { Item: early.item() };
      return { Item: await nextFeedItem(app.ctx, actor, requested) };
    },
    {
      config: {
        // The hottest call: its session lookup and its feed are one statement (feed.service.ts).
        sessionLookup: async (request, key) => {
          const requested = askedFeedType(request.query);
          if (requested === null) return lookUpSession(app.ctx.db, key);
          const found = await lookUpSessionWithFeed(app.ctx.db, requested, key);
          if (found) earlyFeeds.set(request, found.feed);
          return found?.session;
        },
      },
    },
  );

  registerRoute(app, routes.likeItem, async ({ actor, params }) => likeItem(app.ctx, actor, params.id));

  registerRoute(app, routes.likeWithOffer, async ({ actor, params, body }) =>
    likeWithOffer(app.ctx, actor, params.id, body),
  );

  registerRoute(app, routes.skipItem, async ({ actor, params }) => {
    await skipItem(app.ctx, actor, params.id);
  });
};
