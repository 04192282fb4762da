import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardAnswer, UserAnswer } from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { inviteSignature } from '../auth/referral.ts';
import { issueMediaToken } from '../files/media-token.ts';
import { dashboard, loadUserRow, toUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardAnswer } } }, async (request) => {
    const actor = requireActor(request);
    return {
      Success: true,
      ErrorCode: '',
      User: await dashboard(app.ctx, actor.id),
      MediaToken: issueMediaToken(app.ctx, actor.sessionId),
      InviteSignature: inviteSignature(app.ctx.inviteKey, actor.id),
    };
  });

  app.get('/user', { schema: { response: { 200: UserAnswer } } }, async (request) => {
    const actor = requireActor(request);
    return { Success: true, ErrorCode: '', User: await toUser(app.ctx.db, await loadUserRow(app.ctx.db, actor.id)) };
  });
};
