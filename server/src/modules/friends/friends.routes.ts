/** Friends, friend requests and the charities a member follows. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { memberLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
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

export const friendsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.searchUser, async ({ actor, query }) => ({
    User: await searchUser(app.ctx.db, actor, query.username),
  }));

  registerRoute(app, routes.getFriends, async ({ actor }) => listFriends(app.ctx.db, actor));

  // Each request notifies its addressee: counted per member, so recalling and asking again cannot flood a bell.
  registerRoute(
    app,
    routes.sendFriendRequest,
    async ({ actor, params }) => {
      await sendRequest(app.ctx, actor, params.id);
    },
    { onRequest: memberLimited(app.ctx.limiters, 'friendRequest') },
  );

  registerRoute(app, routes.acceptFriendRequest, async ({ actor, params }) => {
    await acceptRequest(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.rejectFriendRequest, async ({ actor, params }) => {
    await rejectRequest(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.recallFriendRequest, async ({ actor, params }) => {
    await recallRequest(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.removeFriend, async ({ actor, params }) => {
    await removeFriend(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.getCharities, async ({ actor }) => ({
    Charities: await listCharities(app.ctx.db, actor),
  }));

  registerRoute(app, routes.followCharity, async ({ actor, params }) => {
    await followCharity(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.unfollowCharity, async ({ actor, params }) => {
    await unfollowCharity(app.ctx, actor, params.id);
  });
};
