/** Reports to the moderators, from members and from visitors. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { reportAnonymously, reportAsMember } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(
    app,
    routes.report,
    async ({ actor, body }) => {
      await reportAsMember(app.ctx, actor.id, body);
    },
    rateLimited(app.ctx.limiters, 'report'),
  );

  registerRoute(
    app,
    routes.reportAnonymously,
    async ({ body }) => {
      await reportAnonymously(app.ctx, body);
    },
    rateLimited(app.ctx.limiters, 'report'),
  );
};
