/** Admin calls (product-decisions §6): every one refuses anyone who is not an admin. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminReportsAnswer,
  ChangeCategoryBody,
  EmptyAnswer,
  IdParams,
  ItemAnswer,
  ReviewDecisionBody,
  ReviewQueueAnswer,
} from '@swapsies/contract';
import { requireAdmin } from '../../plugins/auth.ts';
import {
  approveChanges,
  approveItem,
  changeCategory,
  disapproveChanges,
  disapproveItem,
  openReports,
  resolveReport,
  reviewQueue,
} from './moderation.service.ts';

const done = { Success: true, ErrorCode: '' };

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked before the body is validated, so that a non-admin learns nothing from validation answers.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get('/admin/queue', { schema: { response: { 200: ReviewQueueAnswer } } }, async () => ({
    ...done,
    Entries: await reviewQueue(app.ctx),
  }));

  app.post(
    '/admin/items/:id/approve',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await approveItem(app.ctx, request.params.id);
      return done;
    },
  );

  app.post(
    '/admin/items/:id/disapprove',
    { schema: { params: IdParams, body: ReviewDecisionBody, response: { 200: EmptyAnswer } } },
    async (request) => {
      await disapproveItem(app.ctx, request.params.id, request.body.Reason);
      return done;
    },
  );

  app.post(
    '/admin/items/:id/changes/approve',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await approveChanges(app.ctx, request.params.id);
      return done;
    },
  );

  app.post(
    '/admin/items/:id/changes/disapprove',
    { schema: { params: IdParams, body: ReviewDecisionBody, response: { 200: EmptyAnswer } } },
    async (request) => {
      await disapproveChanges(app.ctx, request.params.id, request.body.Reason);
      return done;
    },
  );

  app.put(
    '/admin/items/:id/category',
    { schema: { params: IdParams, body: ChangeCategoryBody, response: { 200: ItemAnswer } } },
    async (request) => ({ ...done, Item: await changeCategory(app.ctx, request.params.id, request.body.CategoryPath) }),
  );

  app.get('/admin/reports', { schema: { response: { 200: AdminReportsAnswer } } }, async () => ({
    ...done,
    Reports: await openReports(app.ctx),
  }));

  app.post(
    '/admin/reports/:id/resolve',
    { schema: { params: IdParams, response: { 200: EmptyAnswer } } },
    async (request) => {
      await resolveReport(app.ctx, request.params.id);
      return done;
    },
  );
};
