/**
 * The `waiting` counter: matches waiting for the member's answer (a commitment request to them, the
 * partner's exchange confirmation), counted from the matches whatever the notification switches
 * say. The commitment switches are left at their default, off.
 */
import { COMMITMENT_PENDING_MS, EXCHANGE_WINDOW_MS, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { type Auth, matchedPair, matchOf, notificationsOf } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const waitingOf = async (auth: Auth) =>
  (await callRoute(t.app, routes.getNotifications, undefined, auth)).answer.Unread.waiting;

async function offered() {
  const scene = await matchedPair(t);
  const { abe, guitar, book, matchId } = scene;
  const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
  const answer = await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth);
  expect(answer.statusCode, answer.body).toBe(200);
  const commitment = (await matchOf(t, abe.auth, matchId)).Commitment;
  if (!commitment) throw new Error('no commitment');
  return { ...scene, commitmentId: commitment.ID };
}

describe('waiting', () => {
  it('counts a request to the member, not to the one who asked, with the switches off', async () => {
    const { abe, bea } = await offered();
    const told = (await notificationsOf(t, bea)).map((notification) => notification.Kind);
    expect(told).not.toContain('CommitmentOffered');
    expect(await waitingOf(bea.auth)).toBe(1);
    expect(await waitingOf(abe.auth)).toBe(0);
  });

  it.each([
    ['accepting', routes.acceptCommitment, 'bea'],
    ['rejecting', routes.rejectCommitment, 'bea'],
    ['recalling', routes.recallCommitment, 'abe'],
  ] as const)('clears when the request is answered by %s', async (_name, route, who) => {
    const scene = await offered();
    const answer = await callRoute(t.app, route, { params: { id: scene.commitmentId } }, scene[who].auth);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await waitingOf(scene.bea.auth)).toBe(0);
    expect(await waitingOf(scene.abe.auth)).toBe(0);
  });

  it('clears when the request lapses, and when the match ends', async () => {
    const lapsing = await offered();
    t.clock.advance(COMMITMENT_PENDING_MS);
    expect(await waitingOf(lapsing.bea.auth)).toBe(0);

    const ending = await offered();
    const answer = await callRoute(t.app, routes.unmatch, { params: { id: ending.matchId } }, ending.abe.auth);
    expect(answer.statusCode).toBe(200);
    expect(await waitingOf(ending.bea.auth)).toBe(0);
  });

  it('counts the partner’s confirmation of the exchange while its window is open', async () => {
    const { abe, bea, book, matchId } = await matchedPair(t);
    const confirm = (auth: Auth, ItemIDs: number[]) =>
      callRoute(t.app, routes.confirmExchange, { params: { id: matchId }, body: { ItemIDs } }, auth);
    expect((await confirm(abe.auth, [book.ID])).statusCode).toBe(200);
    expect(await waitingOf(bea.auth)).toBe(1);
    expect(await waitingOf(abe.auth)).toBe(0);
    t.clock.advance(EXCHANGE_WINDOW_MS);
    expect(await waitingOf(bea.auth)).toBe(0);

    expect((await confirm(abe.auth, [book.ID])).statusCode).toBe(200);
    expect(await waitingOf(bea.auth)).toBe(1);
    expect((await confirm(bea.auth, [book.ID])).answer.Completed).toBe(true);
    expect(await waitingOf(bea.auth)).toBe(0);
    expect(await waitingOf(abe.auth)).toBe(0);
  });
});
