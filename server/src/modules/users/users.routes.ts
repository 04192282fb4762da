/** The signed-in member's own data: the dashboard and the account. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fieldOf } from '../../lib/fields.ts';
import { PROFILE_PHOTO_BODY_LIMIT } from '../../plugins/body-limits.ts';
import { consume, memberLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { issueMediaToken } from '../files/media-token.service.ts';
import { inviteSignature } from '../friends/referral.service.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { exportUser } from './export.service.ts';
import { updateProfile } from './profile.service.ts';
import { dashboard, loadUserRow, userAnswer } from './users.service.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { limiters } = app.ctx;

  registerRoute(app, routes.getDashboard, async ({ actor }) => ({
    User: await dashboard(app.ctx, actor.id),
    MediaToken: issueMediaToken(app.ctx, actor.sessionId),
    InviteSignature: inviteSignature(app.ctx.inviteKey, actor.id),
  }));

  registerRoute(app, routes.getUser, async ({ actor }) => ({
    User: await userAnswer(app.ctx.db, await loadUserRow(app.ctx.db, actor.id)),
  }));

  /**
   * A new profile photo spends the member's upload budget, as item photos do; a settings switch
   * does not. The body has to be read to know, so the point is taken once it is valid.
   */
  async function photoUploadLimit(request: FastifyRequest, reply: FastifyReply) {
    const photo = fieldOf(request.body, 'EncodedProfilePhoto');
    if (photo && request.actor && !(await consume(limiters.upload, `user:${request.actor.id}`, reply))) return reply;
  }

  registerRoute(
    app,
    routes.updateUser,
    async ({ actor, body }) => ({ User: await updateProfile(app.ctx, actor, body) }),
    {
      bodyLimit: PROFILE_PHOTO_BODY_LIMIT,
      preHandler: photoUploadLimit,
    },
  );

  registerRoute(app, routes.deleteUser, async ({ actor, body }) => {
    await deleteAccount(app.ctx, actor, body);
  });

  registerRoute(
    app,
    routes.exportUser,
    async ({ actor, reply }) => {
      const data = await exportUser(app.ctx, actor);
      reply.header('Content-Disposition', `attachment; filename="swapsies-data-${data.Profile.Username}.json"`);
      return { Export: data };
    },
    { onRequest: memberLimited(limiters, 'dataExport') },
  );
};
