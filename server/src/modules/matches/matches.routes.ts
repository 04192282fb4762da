/** Matches: the list, one match, extra items, acknowledging, unmatching, commitments, the exchange. */
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/routes.ts';
import {
  acceptCommitment,
  clearCommitment,
  offerCommitment,
  recallCommitment,
  rejectCommitment,
} from './commitments.service.ts';
import { confirmExchange, unconfirmExchange } from './exchange.service.ts';
import { giveFeedback } from './feedback.service.ts';
import {
  acknowledge,
  addItems,
  extraItems,
  getMatch,
  itemsForAcknowledge,
  listMatches,
  unmatch,
} from './matches.service.ts';

export const matchesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getMatches, async ({ actor }) => ({ Matches: await listMatches(app.ctx, actor) }));

  registerRoute(app, routes.getMatch, async ({ actor, params }) => ({
    Match: await getMatch(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.getExtraItems, async ({ actor, params }) => ({
    Items: await extraItems(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.getItemsForAcknowledge, async ({ actor, params }) => ({
    Items: await itemsForAcknowledge(app.ctx, actor, params.id),
  }));

  registerRoute(app, routes.addItemsToMatch, async ({ actor, params, body }) => {
    await addItems(app.ctx, actor, params.id, body);
  });

  registerRoute(app, routes.acknowledgeMatch, async ({ actor, params, body }) => {
    await acknowledge(app.ctx, actor, params.id, body ?? {});
  });

  registerRoute(app, routes.unmatch, async ({ actor, params }) => {
    await unmatch(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.confirmExchange, async ({ actor, params, body }) =>
    confirmExchange(app.ctx, actor, params.id, body),
  );

  registerRoute(app, routes.giveFeedback, async ({ actor, params, body }) => ({
    Feedback: await giveFeedback(app.ctx, actor, params.id, body),
  }));

  registerRoute(app, routes.unconfirmExchange, async ({ actor, params }) => {
    await unconfirmExchange(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.offerCommitment, async ({ actor, params, body }) => {
    await offerCommitment(app.ctx, actor, params.id, body);
  });

  registerRoute(app, routes.acceptCommitment, async ({ actor, params }) => {
    await acceptCommitment(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.rejectCommitment, async ({ actor, params }) => {
    await rejectCommitment(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.recallCommitment, async ({ actor, params }) => {
    await recallCommitment(app.ctx, actor, params.id);
  });

  registerRoute(app, routes.clearCommitment, async ({ actor, params }) => {
    await clearCommitment(app.ctx, actor, params.id);
  });
};
