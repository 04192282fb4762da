import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyAnswer, IdParams, NotificationsAnswer } from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { clearNotifications, deleteNotification, listNotifications, markAllRead } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/notifications', { schema: { response: { 200: NotificationsAnswer } } }, async (request) => {
    const actor = requireActor(request);
    return { Success: true, ErrorCode: '', ...(await listNotifications(app.ctx.db, actor.id)) };
  });

  app.delete(
    '/notifications/:id',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      const actor = requireActor(request);
      await deleteNotification(app.ctx.db, actor.id, request.params.id);
      return { Success: true, ErrorCode: '' };
    },
  );

  app.delete('/notifications', { schema: { response: { 200: EmptyAnswer } } }, async (request) => {
    const actor = requireActor(request);
    await clearNotifications(app.ctx.db, actor.id);
    return { Success: true, ErrorCode: '' };
  });

  app.post('/notifications/read', { schema: { response: { 200: EmptyAnswer } } }, async (request) => {
    const actor = requireActor(request);
    await markAllRead(app.ctx.db, actor.id, app.ctx.clock.now());
    return { Success: true, ErrorCode: '' };
  });
};
