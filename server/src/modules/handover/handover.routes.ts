/**
 * The handover calls (issue 27). They are the matches area's in the route table (their tag), and
 * are registered here, above chat, because each change leaves a numbered line in the match's chat.
 */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { memberLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { answerHandover, handoverCalendar, proposeHandover } from './handover.service.ts';
import { reportOutcome } from './outcome.service.ts';

export const handoverRoutes: FastifyPluginAsync = async (app) => {
  // A proposal writes a chat line and a notification: it shares the messages' limit.
  registerRoute(
    app,
    routes.proposeHandover,
    async ({ actor, params, body }) => ({ Handover: await proposeHandover(app.ctx, actor, params.id, body) }),
    { onRequest: memberLimited(app.ctx.limiters, 'chatMessage') },
  );

  registerRoute(app, routes.acceptHandover, async ({ actor, params }) => ({
    Handover: await answerHandover(app.ctx, actor, params.id, 'accept'),
  }));

  registerRoute(app, routes.declineHandover, async ({ actor, params }) => ({
    Handover: await answerHandover(app.ctx, actor, params.id, 'decline'),
  }));

  registerRoute(app, routes.cancelHandover, async ({ actor, params }) => ({
    Handover: await answerHandover(app.ctx, actor, params.id, 'cancel'),
  }));

  registerRoute(app, routes.reportOutcome, async ({ actor, params, body }) => ({
    Handover: await reportOutcome(app.ctx, actor, params.id, body.Outcome),
  }));

  registerRoute(app, routes.getHandoverCalendar, async ({ actor, params, reply }) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="handover.ics"')
      .header('Cache-Control', 'private, no-store')
      .send(await handoverCalendar(app.ctx, actor, params.id)),
  );
};
