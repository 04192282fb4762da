/** Admin calls: moderation of items, reported content and accounts, reports and support requests. Every entry's access is 'admin', so anyone else is refused before validation. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import {
  approveChanges,
  approveItem,
  changeCategory,
  disapproveChanges,
  disapproveItem,
  resolveReport,
  reviewQueue,
} from './moderation.service.ts';
import { closeDisagreement, reliabilityQueue, reviewReliability } from './reliability.service.ts';
import { moderationQueue, removeReported, restoreReported, suspendAccount } from './reported.service.ts';
import { openSupportRequests, resolveSupportRequest } from './support-requests.service.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getReviewQueue, async () => ({ Entries: await reviewQueue(app.ctx) }));

  registerRoute(app, routes.approveItem, async ({ params }) => {
    await approveItem(app.ctx, params.id);
  });

  registerRoute(app, routes.disapproveItem, async ({ params, body }) => {
    await disapproveItem(app.ctx, params.id, body.Reason);
  });

  registerRoute(app, routes.approveChanges, async ({ params }) => {
    await approveChanges(app.ctx, params.id);
  });

  registerRoute(app, routes.disapproveChanges, async ({ params, body }) => {
    await disapproveChanges(app.ctx, params.id, body.Reason);
  });

  registerRoute(app, routes.changeCategory, async ({ params, body }) => ({
    Item: await changeCategory(app.ctx, params.id, body.CategoryPath),
  }));

  registerRoute(app, routes.resolveReport, async ({ params }) => {
    await resolveReport(app.ctx, params.id);
  });

  registerRoute(app, routes.getModerationQueue, async () => ({ Entries: await moderationQueue(app.ctx) }));

  registerRoute(app, routes.restoreReported, async ({ actor, params, body }) => {
    await restoreReported(app.ctx, actor, params.type, params.id, body.Reason);
  });

  registerRoute(app, routes.removeReported, async ({ actor, params, body }) => {
    await removeReported(app.ctx, actor, params.type, params.id, body.Reason);
  });

  registerRoute(app, routes.getReliabilityQueue, async () => reliabilityQueue(app.ctx));

  registerRoute(app, routes.reviewReliability, async ({ actor, params, body }) => {
    await reviewReliability(app.ctx, actor, params.kind, params.id, body.Counts);
  });

  registerRoute(app, routes.closeDisagreement, async ({ actor, params }) => {
    await closeDisagreement(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.suspendUser, async ({ actor, params, body }) => {
    await suspendAccount(app.ctx, actor, params.id, body.Reason);
  });

  registerRoute(app, routes.getSupportRequests, async () => ({ Requests: await openSupportRequests(app.ctx) }));

  registerRoute(app, routes.resolveSupportRequest, async ({ params }) => {
    await resolveSupportRequest(app.ctx, params.id);
  });
};
