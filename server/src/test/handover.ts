/** Handovers for the tests that start from an agreed one (issue 27), through the real calls. */
import { routes } from '@swapsies/contract';
import { type Auth, callRoute } from './call-route.ts';
import type { TestApp } from './test-app.ts';

/** `proposer` proposes a handover in the match at `at` (ISO), and `accepter` accepts it: answers its id. */
export async function agreeHandover(
  t: TestApp,
  matchId: number,
  proposer: { auth: Auth },
  accepter: { auth: Auth },
  at: string,
  place = 'Outside the library',
): Promise<number> {
  const body = { At: at, Place: place };
  const proposed = await callRoute(t.app, routes.proposeHandover, { params: { id: matchId }, body }, proposer.auth);
  const handoverId = proposed.answer.Handover.ID;
  const accepted = await callRoute(t.app, routes.acceptHandover, { params: { id: handoverId } }, accepter.auth);
  if (accepted.statusCode !== 200) throw new Error(`the handover was not accepted: ${accepted.body}`);
  return handoverId;
}
