/** A member's notifications and unread counters, and their devices' Web Push subscriptions. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { clearNotifications, deleteNotification, listNotifications, markSeen } from './notifications.service.ts';
import { subscribePush, unsubscribePush } from './push.service.ts';

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getNotifications, async ({ actor }) =>
    listNotifications(app.ctx.db, actor.id, app.ctx.clock.now()),
  );

  registerRoute(app, routes.deleteNotification, async ({ actor, params }) => {
    await deleteNotification(app.ctx, actor.id, params.id);
  });

  registerRoute(app, routes.clearNotifications, async ({ actor }) => {
    await clearNotifications(app.ctx, actor.id);
  });

  registerRoute(app, routes.markNotificationsRead, async ({ actor, body }) => {
    await markSeen(app.ctx, actor.id, body.Counters);
  });

  registerRoute(app, routes.getPushKey, async () => ({ PublicKey: app.ctx.vapid.publicKey }));

  registerRoute(app, routes.subscribePush, async ({ actor, body }) => {
    await subscribePush(app.ctx, actor.id, body);
  });

  registerRoute(app, routes.unsubscribePush, async ({ actor, body }) => {
    await unsubscribePush(app.ctx, actor.id, body.Endpoint);
  });
};
