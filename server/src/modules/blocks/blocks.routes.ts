/** Blocking: POST and DELETE /users/{id}/block, GET /blocks. The work is blocks.service.ts. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';

export const blocksRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.blockUser, async () => {
    throw new Error('not built yet');
  });
  registerRoute(app, routes.unblockUser, async () => {
    throw new Error('not built yet');
  });
  registerRoute(app, routes.getBlocks, async () => ({ Blocks: [] }));
};
