/** The signed-in member's own data: the dashboard and the account. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { inviteSignature } from '../auth/referral.ts';
import { issueMediaToken } from '../files/media-token.ts';
import { dashboard, loadUserRow, userAnswer } from './users.service.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getDashboard, async ({ actor }) => ({
    User: await dashboard(app.ctx, actor.id),
    MediaToken: issueMediaToken(app.ctx, actor.sessionId),
    InviteSignature: inviteSignature(app.ctx.inviteKey, actor.id),
  }));

  registerRoute(app, routes.getUser, async ({ actor }) => ({
    User: await userAnswer(app.ctx.db, await loadUserRow(app.ctx.db, actor.id)),
  }));
};
