import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { issueLiveTicket } from './live.service.ts';
import { liveSocketRoutes } from './live.socket.ts';

export const liveRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getLiveTicket, async ({ actor }) => ({ Ticket: await issueLiveTicket(app.ctx, actor) }));
  await liveSocketRoutes(app);
};
