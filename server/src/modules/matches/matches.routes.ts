/** The feed, likes and matches (001 §7; product-decisions §2). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcknowledgeBody,
  DEFAULT_FEED_TYPE,
  EmptyAnswer,
  ExploreAnswer,
  ExploreQuery,
  IdParams,
  ItemIdsBody,
  ItemsAnswer,
  LikeAnswer,
  LikeOfferAnswer,
  MatchAnswer,
  MatchesAnswer,
} from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { nextFeedItem } from '../feed/feed.service.ts';
import { likeItem, likeWithOffer, skipItem } from '../feed/likes.service.ts';
import {
  acknowledge,
  addItems,
  extraItems,
  getMatch,
  itemsForAcknowledge,
  listMatches,
  unmatch,
} from './matches.service.ts';

const done = { Success: true, ErrorCode: '' };

export const matchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/explore-item',
    { schema: { querystring: ExploreQuery, response: { 200: ExploreAnswer } } },
    async (request) => {
      const actor = requireActor(request);
      return { ...done, Item: await nextFeedItem(app.ctx, actor, request.query.type ?? DEFAULT_FEED_TYPE) };
    },
  );

  app.post('/items/:id/like', { schema: { params: IdParams, response: { 200: LikeAnswer } } }, async (request) =>
    likeItem(app.ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/items/:id/like-offer',
    { schema: { params: IdParams, body: ItemIdsBody, response: { 200: LikeOfferAnswer } } },
    async (request) => likeWithOffer(app.ctx, requireActor(request), request.params.id, request.body),
  );

  app.post('/items/:id/skip', { schema: { params: IdParams, response: { 200: EmptyAnswer } } }, async (request) => {
    await skipItem(app.ctx, requireActor(request), request.params.id);
    return done;
  });

  app.get('/matches', { schema: { response: { 200: MatchesAnswer } } }, async (request) => ({
    ...done,
    Matches: await listMatches(app.ctx, requireActor(request)),
  }));

  app.get('/matches/:id', { schema: { params: IdParams, response: { 200: MatchAnswer } } }, async (request) => ({
    ...done,
    Match: await getMatch(app.ctx, requireActor(request), request.params.id),
  }));

  app.get(
    '/matches/:id/get-extra-items',
    { schema: { params: IdParams, response: { 200: ItemsAnswer } } },
    async (request) => ({ ...done, Items: await extraItems(app.ctx, requireActor(request), request.params.id) }),
  );

  app.get(
    '/matches/:id/items-for-acknowledge',
    { schema: { params: IdParams, response: { 200: ItemsAnswer } } },
    async (request) => ({
      ...done,
      Items: await itemsForAcknowledge(app.ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/matches/:id/add-items',
    { schema: { params: IdParams, body: ItemIdsBody, response: { 200: EmptyAnswer } } },
    async (request) => {
      await addItems(app.ctx, requireActor(request), request.params.id, request.body);
      return done;
    },
  );

  app.post(
    '/matches/:id/acknowledge',
    { schema: { params: IdParams, body: AcknowledgeBody, response: { 200: EmptyAnswer } } },
    async (request) => {
      await acknowledge(app.ctx, requireActor(request), request.params.id, request.body ?? {});
      return done;
    },
  );

  app.post(
    '/matches/:id/unmatch',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await unmatch(app.ctx, requireActor(request), request.params.id);
      return done;
    },
  );
};
