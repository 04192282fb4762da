import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyAnswer, ReportBody, ReportUnauthBody } from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { reportAnonymously, reportAsMember } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/report',
    {
      schema: { body: ReportBody, response: { 200: EmptyAnswer } },
      ...rateLimited(app.ctx.limiters, 'report'),
    },
    async (request) => {
      const actor = requireActor(request);
      await reportAsMember(app.ctx.db, actor.id, request.body);
      return { Success: true, ErrorCode: '' };
    },
  );

  app.post(
    '/report-unauth',
    {
      schema: { body: ReportUnauthBody, response: { 200: EmptyAnswer } },
      ...rateLimited(app.ctx.limiters, 'report'),
    },
    async (request) => {
      await reportAnonymously(app.ctx.db, request.body);
      return { Success: true, ErrorCode: '' };
    },
  );
};
