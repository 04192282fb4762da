/** Chat: messages, edits, deletions, read marks, catch-up and the socket's ticket. The socket itself is chat.socket.ts. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { memberLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { chatChanges, deleteMessage, editMessage, issueChatTicket, markChatRead, sendMessage } from './chat.service.ts';

export const chatRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(
    app,
    routes.sendMessage,
    async ({ actor, body }) => ({ Message: await sendMessage(app.ctx, actor, body) }),
    { onRequest: memberLimited(app.ctx.limiters, 'chatMessage') },
  );

  registerRoute(app, routes.getMessages, async ({ actor, params, query }) =>
    chatChanges(app.ctx, actor, params.matchId, query.after ?? 0),
  );

  registerRoute(app, routes.editMessage, async ({ actor, params, body }) => ({
    Message: await editMessage(app.ctx, actor, params.id, body),
  }));

  registerRoute(app, routes.deleteMessage, async ({ actor, params }) => ({
    Message: await deleteMessage(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.markChatRead, async ({ actor, params, body }) => {
    await markChatRead(app.ctx, actor, params.matchId, body);
  });

  registerRoute(app, routes.getChatTicket, async ({ actor, body }) => ({
    Ticket: await issueChatTicket(app.ctx, actor, body.MatchID),
  }));
};
