/** POST /item, PUT /items/{id}, DELETE /items/{id} (000 §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateItemBody, EmptyAnswer, IdParams, ItemAnswer, UpdateItemBody } from '@swapsies/contract';
import { requireActor } from '../../plugins/auth.ts';
import { ITEM_PHOTOS_BODY_LIMIT } from '../../plugins/body-limits.ts';
import { memberLimited } from '../../plugins/rate-limit.ts';
import { createItem, deleteItem, updateItem } from './items.service.ts';

export const itemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Photos cost seconds of CPU and hundreds of MB each: counted per member, before they are read.
  const uploadLimit = memberLimited(app.ctx.limiters, 'upload');

  app.post(
    '/item',
    {
      schema: { body: CreateItemBody, response: { 200: ItemAnswer } },
      bodyLimit: ITEM_PHOTOS_BODY_LIMIT,
      onRequest: uploadLimit,
    },
    async (request) => {
      const actor = requireActor(request);
      return { Success: true, ErrorCode: '', Item: await createItem(app.ctx, actor, request.body) };
    },
  );

  app.put(
    '/items/:id',
    {
      schema: { params: IdParams, body: UpdateItemBody, response: { 200: ItemAnswer } },
      bodyLimit: ITEM_PHOTOS_BODY_LIMIT,
      onRequest: uploadLimit,
    },
    async (request) => {
      const actor = requireActor(request);
      return { Success: true, ErrorCode: '', Item: await updateItem(app.ctx, actor, request.params.id, request.body) };
    },
  );

  app.delete('/items/:id', { schema: { params: IdParams, response: { 200: EmptyAnswer } } }, async (request) => {
    const actor = requireActor(request);
    await deleteItem(app.ctx, actor, request.params.id);
    return { Success: true, ErrorCode: '' };
  });
};
