/** Reaching the team: the contact form (members) and the tech-support form (anyone). */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { memberLimited, rateLimited } from '../../plugins/rate-limit.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { contact, techSupport } from './support.service.ts';

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const { limiters } = app.ctx;

  registerRoute(
    app,
    routes.contact,
    async ({ actor, body, request }) => {
      await contact({ ...app.ctx, log: request.log }, actor.id, body);
    },
    { onRequest: memberLimited(limiters, 'contact') },
  );

  registerRoute(
    app,
    routes.techSupport,
    async ({ actor, body, request }) => {
      await techSupport({ ...app.ctx, log: request.log }, actor?.id ?? null, body);
    },
    rateLimited(limiters, 'techSupport'),
  );
};
