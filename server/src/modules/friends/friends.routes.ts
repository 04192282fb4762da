/** Friends, friend requests and charities (product-decisions §2). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CharitiesAnswer,
  EmptyAnswer,
  FriendsAnswer,
  IdParams,
  UserSearchAnswer,
  UserSearchQuery,
} from '@swapsies/contract';
import type { Actor, AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/auth.ts';
import { memberLimited } from '../../plugins/rate-limit.ts';
import {
  acceptRequest,
  followCharity,
  listCharities,
  listFriends,
  recallRequest,
  rejectRequest,
  removeFriend,
  searchUser,
  sendRequest,
  unfollowCharity,
} from './friends.service.ts';

const done = { Success: true, ErrorCode: '' };
type PairAction = (ctx: AppContext, actor: Actor, otherId: number) => Promise<void>;

export const friendsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/search',
    { schema: { querystring: UserSearchQuery, response: { 200: UserSearchAnswer } } },
    async (request) => {
      const actor = requireActor(request);
      return { ...done, User: await searchUser(app.ctx.db, actor, request.query.username) };
    },
  );

  app.get('/friends', { schema: { response: { 200: FriendsAnswer } } }, async (request) => ({
    ...done,
    ...(await listFriends(app.ctx.db, requireActor(request))),
  }));

  const pairActions: [string, PairAction][] = [
    ['request', sendRequest],
    ['accept', acceptRequest],
    ['reject', rejectRequest],
    ['recall', recallRequest],
  ];
  // Each request notifies its addressee: counted per member, so recalling and asking again cannot flood a bell.
  const requestLimit = memberLimited(app.ctx.limiters, 'friendRequest');
  for (const [name, action] of pairActions) {
    app.post(
      `/friends/:id/${name}`,
      {
        schema: { params: IdParams, response: { 200: EmptyAnswer } },
        ...(action === sendRequest && { onRequest: requestLimit }),
      },
      async (request) => {
        await action(app.ctx, requireActor(request), request.params.id);
        return done;
      },
    );
  }

  app.delete('/friends/:id', { schema: { params: IdParams, response: { 200: EmptyAnswer } } }, async (request) => {
    await removeFriend(app.ctx, requireActor(request), request.params.id);
    return done;
  });

  app.get('/charities', { schema: { response: { 200: CharitiesAnswer } } }, async (request) => ({
    ...done,
    Charities: await listCharities(app.ctx.db, requireActor(request)),
  }));

  app.post(
    '/charities/:id/follow',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await followCharity(app.ctx, requireActor(request), request.params.id);
      return done;
    },
  );

  app.delete(
    '/charities/:id/follow',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await unfollowCharity(app.ctx, requireActor(request), request.params.id);
      return done;
    },
  );
};
