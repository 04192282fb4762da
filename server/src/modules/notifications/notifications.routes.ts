import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyAnswer, IdParams, MarkReadBody, NotificationsAnswer } from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { clearNotifications, deleteNotification, listNotifications, markSeen } from './notifications.service.ts';

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

  app.post(
    '/notifications/read',
    {
      schema: { body: MarkReadBody, response: { 200: EmptyAnswer } },
      // A visitor hears that they are signed out, not what their body lacks.
      preValidation: async (request) => {
        requireActor(request);
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await markSeen(app.ctx.db, actor.id, request.body.Counters, app.ctx.clock.now());
      return { Success: true, ErrorCode: '' };
    },
  );
};
