/** Blocking: POST and DELETE /users/{id}/block, GET /blocks. The work is blocks.service.ts. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import { blockMember, listBlocks, unblockMember } from './blocks.service.ts';

export const blocksRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.blockUser, async ({ actor, params }) => {
    await blockMember(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.unblockUser, async ({ actor, params }) => {
    await unblockMember(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.getBlocks, async ({ actor }) => ({ Blocks: await listBlocks(app.ctx, actor) }));
};
