/** A member's notifications and unread counters. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { clearNotifications, deleteNotification, listNotifications, markSeen } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getNotifications, async ({ actor }) => listNotifications(app.ctx.db, actor.id));

  registerRoute(app, routes.deleteNotification, async ({ actor, params }) => {
    await deleteNotification(app.ctx.db, actor.id, params.id);
  });

  registerRoute(app, routes.clearNotifications, async ({ actor }) => {
    await clearNotifications(app.ctx.db, actor.id);
  });

  registerRoute(app, routes.markNotificationsRead, async ({ actor, body }) => {
    await markSeen(app.ctx.db, actor.id, body.Counters, app.ctx.clock.now());
  });
};
