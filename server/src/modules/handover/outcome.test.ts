/**
 * "Did the swap happen?" through HTTP (issue 27): an answer once per member, only about an agreed
 * handover whose time has passed; a no-show opens feedback and waits for an admin; answers that
 * disagree count against neither and put the pair before an admin; and who may call what.
 */
import { type HandoverOutcome, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { agreeHandover } from '../../test/handover.ts';
import { signUp } from '../../test/members.ts';
import { signUpAdmin } from '../../test/moderation.ts';
import { type Member, matchedPair, matchOf } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

const answer = (auth: Auth, matchId: number, Outcome: HandoverOutcome) =>
  callRoute(t.app, routes.reportOutcome, { params: { id: matchId }, body: { Outcome } }, auth);
const queue = async () => (await callRoute(t.app, routes.getReliabilityQueue, undefined, admin.auth)).answer;

/** A matched pair whose handover an hour from now Abe proposed and Bea accepted, with the clock moved past it. */
async function pastHandover() {
  const found = await matchedPair(t);
  const handoverId = await agreeHandover(t, found.matchId, found.abe, found.bea, fromNow(HOUR));
  t.clock.advance(HOUR + 1);
  return { ...found, handoverId };
}

describe('answering', () => {
  it('is refused before the agreed time, and for a proposal nobody accepted', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const proposed = await callRoute(
      t.app,
      routes.proposeHandover,
      { params: { id: matchId }, body: { At: fromNow(HOUR), Place: 'Outside the library' } },
      abe.auth,
    );
    expect((await answer(abe.auth, matchId, 'happened')).error.ErrorCode).toBe('OUTCOME_NOT_DUE');
    t.clock.advance(2 * HOUR);
    const refused = await answer(bea.auth, matchId, 'no-show');
    expect(refused.statusCode).toBe(409);
    expect(refused.error.ErrorCode).toBe('OUTCOME_NOT_DUE');
    expect(proposed.answer.Handover.Outcome).toBeNull();
  });

  it("keeps each member's own answer, once, and never shows it to the partner", async () => {
    const { abe, bea, matchId } = await pastHandover();
    const given = await answer(abe.auth, matchId, 'happened');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.answer.Handover).toMatchObject({ Status: 'accepted', Outcome: 'happened' });
    expect((await matchOf(t, abe.auth, matchId)).Handover?.Outcome).toBe('happened');
    expect((await matchOf(t, bea.auth, matchId)).Handover?.Outcome).toBeNull();
    expect((await answer(abe.auth, matchId, 'no-show')).error.ErrorCode).toBe('OUTCOME_GIVEN');
    expect((await matchOf(t, abe.auth, matchId)).Feedback).toBeNull();
  });

  it('after "we rearranged", a new proposal starts unanswered', async () => {
    const { abe, bea, matchId } = await pastHandover();
    expect((await answer(bea.auth, matchId, 'rearranged')).statusCode).toBe(200);
    const again = await callRoute(
      t.app,
      routes.proposeHandover,
      { params: { id: matchId }, body: { At: fromNow(3 * HOUR), Place: 'The café' } },
      bea.auth,
    );
    expect(again.answer.Handover).toMatchObject({ Status: 'proposed', Outcome: null });
    expect((await matchOf(t, abe.auth, matchId)).Handover?.Outcome).toBeNull();
  });
});

describe('a no-show', () => {
  it('opens feedback for both and waits for an admin', async () => {
    const { abe, bea, matchId, handoverId } = await pastHandover();
    expect((await answer(abe.auth, matchId, 'no-show')).statusCode).toBe(200);
    const openUntil = fromNow(7 * 24 * HOUR);
    expect((await matchOf(t, abe.auth, matchId)).Feedback).toEqual({
      OpenUntil: openUntil,
      Given: null,
      Received: null,
    });
    expect((await matchOf(t, bea.auth, matchId)).Feedback?.OpenUntil).toBe(openUntil);
    const waiting = (await queue()).Reviews.find((review) => review.Kind === 'no-show' && review.MatchID === matchId);
    expect(waiting).toMatchObject({
      From: { ID: abe.id },
      About: { ID: bea.id },
      Reason: 'no-show',
      HandoverPlace: 'Outside the library',
    });
    expect((await queue()).Disagreements.some((pair) => pair.ID === handoverId)).toBe(false);
  });

  it('disputed by the partner, counts against neither and puts the pair before an admin, until closed', async () => {
    const { abe, bea, matchId, handoverId } = await pastHandover();
    await answer(abe.auth, matchId, 'no-show');
    await answer(bea.auth, matchId, 'happened');
    const { Reviews, Disagreements } = await queue();
    expect(Reviews.some((review) => review.MatchID === matchId)).toBe(false);
    const pair = Disagreements.find((entry) => entry.ID === handoverId);
    expect(pair?.MatchID).toBe(matchId);
    expect(pair?.Answers.map((a) => [a.Member.ID, a.Outcome])).toEqual([
      [abe.id, 'no-show'],
      [bea.id, 'happened'],
    ]);
    const close = () => callRoute(t.app, routes.closeDisagreement, { params: { id: handoverId } }, admin.auth);
    expect((await close()).statusCode).toBe(200);
    expect((await queue()).Disagreements.some((entry) => entry.ID === handoverId)).toBe(false);
    expect((await close()).error.ErrorCode).toBe('NOT_FOUND');
  });

  it('reported by both (each says the other stayed away) is a disagreement too; two "happened" are not', async () => {
    const both = await pastHandover();
    await answer(both.abe.auth, both.matchId, 'no-show');
    await answer(both.bea.auth, both.matchId, 'no-show');
    const agreeing = await pastHandover();
    await answer(agreeing.abe.auth, agreeing.matchId, 'happened');
    await answer(agreeing.bea.auth, agreeing.matchId, 'happened');
    const { Reviews, Disagreements } = await queue();
    expect(Reviews.some((review) => review.MatchID === both.matchId)).toBe(false);
    expect(Disagreements.map((entry) => entry.ID)).toContain(both.handoverId);
    expect(Disagreements.map((entry) => entry.ID)).not.toContain(agreeing.handoverId);
  });
});

describe('who may answer', () => {
  it('only the two members of an active match, signed in', async () => {
    const { abe, bea, matchId } = await pastHandover();
    const stranger = await signUp(t.app);
    expect((await answer(stranger.auth, matchId, 'happened')).error.ErrorCode).toBe('WRONG_MATCH');
    expect((await answer(undefined, matchId, 'happened')).statusCode).toBe(401);
    await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, bea.auth);
    expect((await answer(abe.auth, matchId, 'happened')).error.ErrorCode).toBe('MATCH_ENDED');
  });

  it('refuses an outcome outside the three', async () => {
    const { abe, matchId } = await pastHandover();
    const response = await uncheckedCall(t.app, routes.reportOutcome, {
      params: { id: matchId },
      headers: abe.auth,
      body: { Outcome: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe('VALIDATION_ERROR');
  });

  it('the admin calls are for admins only', async () => {
    const { abe } = await pastHandover();
    expect((await callRoute(t.app, routes.getReliabilityQueue, undefined, abe.auth)).statusCode).toBe(403);
    expect((await callRoute(t.app, routes.getReliabilityQueue, undefined, undefined)).statusCode).toBe(401);
    const review = { params: { kind: 'no-show' as const, id: 1 }, body: { Counts: true } };
    expect((await callRoute(t.app, routes.reviewReliability, review, abe.auth)).statusCode).toBe(403);
    expect((await callRoute(t.app, routes.closeDisagreement, { params: { id: 1 } }, abe.auth)).statusCode).toBe(403);
  });
});
