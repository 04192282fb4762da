/**
 * Feedback and the reliability line through HTTP (issue 27): feedback opens at a completed
 * exchange, once per member for 7 days; double-blind until both have given theirs or the window has
 * closed; a thumbs down counts only once an admin upholds it and its reason never reaches the member
 * rated; the line ("12 swaps · 11 👍") on matches, friend lists and feed cards counts the last 6
 * months, no-shows only from two.
 */
import { type FeedbackBody, FeedType, feedbackMessages, type ReliabilityReviewKind, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import { sweepHandovers } from '../../jobs/handover-reminders.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { agreeHandover } from '../../test/handover.ts';
import { signUp } from '../../test/members.ts';
import { signUpAdmin } from '../../test/moderation.ts';
import { befriend, like, listItem, type Member, matchedPair, matchOf, member, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

const give = (auth: Auth, matchId: number, body: FeedbackBody) =>
  callRoute(t.app, routes.giveFeedback, { params: { id: matchId }, body }, auth);
const review = (kind: ReliabilityReviewKind, id: number, Counts: boolean) =>
  callRoute(t.app, routes.reviewReliability, { params: { kind, id }, body: { Counts } }, admin.auth);
const reviews = async () => (await callRoute(t.app, routes.getReliabilityQueue, undefined, admin.auth)).answer.Reviews;
const partnerLine = async (viewer: Member, matchId: number) => {
  const match = await matchOf(t, viewer.auth, matchId);
  return (match.User1.ID === viewer.id ? match.User2 : match.User1).Reliability;
};

/** A matched pair who swapped the guitar for the book: both confirmed. */
async function swapped() {
  const found = await matchedPair(t);
  const ItemIDs = [found.guitar.ID, found.book.ID];
  for (const who of [found.abe, found.bea]) {
    const confirmed = await callRoute(
      t.app,
      routes.confirmExchange,
      { params: { id: found.matchId }, body: { ItemIDs } },
      who.auth,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return found;
}

/** A matched pair whose agreed handover passed, and whom `reporter` says did not show. */
async function noShow(reporter: 'abe' | 'bea' = 'abe') {
  const found = await matchedPair(t);
  await agreeHandover(t, found.matchId, found.abe, found.bea, fromNow(HOUR));
  t.clock.advance(HOUR + 1);
  const body = { Outcome: 'no-show' as const };
  await callRoute(t.app, routes.reportOutcome, { params: { id: found.matchId }, body }, found[reporter].auth);
  return found;
}

describe('giving feedback', () => {
  it('is not open before a swap or a no-show', async () => {
    const { abe, matchId } = await matchedPair(t);
    const refused = await give(abe.auth, matchId, { Positive: true });
    expect([refused.statusCode, refused.error.ErrorCode]).toEqual([409, 'FEEDBACK_NOT_OPEN']);
    expect((await matchOf(t, abe.auth, matchId)).Feedback).toBeNull();
  });

  it('is double-blind: each sees only their own until both have given theirs', async () => {
    const { abe, bea, matchId } = await swapped();
    const OpenUntil = fromNow(7 * DAY);
    const first = await give(abe.auth, matchId, { Positive: true });
    expect(first.answer.Feedback).toEqual({
      OpenUntil,
      Given: { Positive: true, Reason: null, Text: '' },
      Received: null,
    });
    expect((await matchOf(t, bea.auth, matchId)).Feedback).toEqual({ OpenUntil, Given: null, Received: null });
    expect((await partnerLine(abe, matchId)).ThumbsUp).toBe(0);

    const second = await give(bea.auth, matchId, { Positive: false, Reason: 'late', Text: '  Twenty minutes  ' });
    expect(second.answer.Feedback).toEqual({
      OpenUntil,
      Given: { Positive: false, Reason: 'late', Text: 'Twenty minutes' },
      Received: { Positive: true },
    });
    // The member rated learns it was a thumbs down, never why.
    expect((await matchOf(t, abe.auth, matchId)).Feedback?.Received).toEqual({ Positive: false });
    expect(JSON.stringify(await matchOf(t, abe.auth, matchId))).not.toContain('Twenty minutes');
    expect(await partnerLine(abe, matchId)).toEqual({ Swaps: 1, ThumbsUp: 1, NoShows: 0 });
  });

  it('once each, and not after the window has closed, when what was given shows anyway', async () => {
    const { abe, bea, matchId } = await swapped();
    await give(abe.auth, matchId, { Positive: true });
    expect((await give(abe.auth, matchId, { Positive: true })).error.ErrorCode).toBe('FEEDBACK_GIVEN');
    t.clock.advance(7 * DAY);
    expect((await give(bea.auth, matchId, { Positive: true })).error.ErrorCode).toBe('FEEDBACK_NOT_OPEN');
    expect((await matchOf(t, bea.auth, matchId)).Feedback?.Received).toBeNull();
    expect((await sweepHandovers(t.app.ctx)).revealed).toBeGreaterThanOrEqual(1);
    expect((await matchOf(t, bea.auth, matchId)).Feedback?.Received).toEqual({ Positive: true });
  });

  it('refuses a thumbs down without a reason, "Other" without words, and a thumbs up with a reason', async () => {
    const { abe, matchId } = await swapped();
    const cases: [FeedbackBody, string, string][] = [
      [{ Positive: false }, 'Reason', feedbackMessages.reasonNeeded],
      [{ Positive: false, Reason: 'other', Text: '   ' }, 'Text', feedbackMessages.textNeeded],
      [{ Positive: true, Reason: 'rude' }, 'Reason', feedbackMessages.reasonWithThumbsUp],
    ];
    for (const [body, Field, Message] of cases) {
      const refused = await give(abe.auth, matchId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.error).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field, Message }] });
    }
    expect((await matchOf(t, abe.auth, matchId)).Feedback?.Given).toBeNull();
  });

  it('is for the two members only, signed in', async () => {
    const { matchId } = await swapped();
    const stranger = await signUp(t.app);
    expect((await give(stranger.auth, matchId, { Positive: true })).error.ErrorCode).toBe('WRONG_MATCH');
    expect((await give(undefined, matchId, { Positive: true })).statusCode).toBe(401);
  });

  it('opens after a no-show, for both members', async () => {
    const { abe, bea, matchId } = await noShow();
    expect((await give(bea.auth, matchId, { Positive: true })).statusCode).toBe(200);
    expect((await give(abe.auth, matchId, { Positive: false, Reason: 'no-show' })).statusCode).toBe(200);
    const data = (await callRoute(t.app, routes.exportUser, undefined, abe.auth)).answer.Export;
    expect(data.Outcomes).toEqual([expect.objectContaining({ MatchID: matchId, Outcome: 'no-show' })]);
    expect(data.FeedbackGiven).toEqual([
      expect.objectContaining({ MatchID: matchId, Positive: false, Reason: 'no-show', Text: '' }),
    ]);
  });
});

describe('the review of a thumbs down', () => {
  it('shows the reason to admins; dropped, it leaves the rated member’s screen', async () => {
    const { abe, bea, matchId } = await swapped();
    await give(abe.auth, matchId, { Positive: false, Reason: 'rude', Text: 'Shouted at me' });
    await give(bea.auth, matchId, { Positive: false, Reason: 'other', Text: 'Payback' });
    const waiting = (await reviews()).filter((entry) => entry.MatchID === matchId);
    expect(
      waiting.map((entry) => [entry.Kind, entry.From.ID, entry.Reason, entry.Text, entry.AboutGaveFeedback]),
    ).toEqual([
      ['feedback', abe.id, 'rude', 'Shouted at me', true],
      ['feedback', bea.id, 'other', 'Payback', true],
    ]);
    const payback = waiting[1]?.ID ?? 0;
    expect((await matchOf(t, abe.auth, matchId)).Feedback?.Received).toEqual({ Positive: false });
    expect((await review('feedback', payback, false)).statusCode).toBe(200);
    expect((await matchOf(t, abe.auth, matchId)).Feedback?.Received).toBeNull();
    expect((await review('feedback', payback, true)).error.ErrorCode).toBe('NOT_FOUND');
    expect((await reviews()).map((entry) => entry.ID)).not.toContain(payback);
  });
});

describe('the reliability line', () => {
  it('counts swaps of the last 6 months on matches, friend lists and feed cards', async () => {
    const { abe, bea, matchId } = await swapped();
    expect(await partnerLine(bea, matchId)).toEqual({ Swaps: 1, ThumbsUp: 0, NoShows: 0 });
    const friends = (await callRoute(t.app, routes.getFriends, undefined, bea.auth)).answer.Friends;
    expect(friends.find((friend) => friend.ID === abe.id)?.Reliability).toEqual({ Swaps: 1, ThumbsUp: 0, NoShows: 0 });
    await listItem(t, abe, Wants.guitars, { Name: 'Electric guitar' });
    const card = (await callRoute(t.app, routes.exploreItem, { query: { type: FeedType.Friends } }, bea.auth)).answer
      .Item;
    expect(card).toMatchObject({ OwnerID: abe.id, Reliability: { Swaps: 1, ThumbsUp: 0, NoShows: 0 } });

    await t.database.db
      .update(matches)
      .set({ endedAt: new Date(Date.now() - 200 * DAY) })
      .where(eq(matches.id, matchId));
    expect((await partnerLine(bea, matchId)).Swaps).toBe(0);
  });

  it('counts no-shows once upheld, and shows them only from two', async () => {
    const first = await noShow('abe');
    const { bea } = first;
    const pending = (await reviews()).filter((entry) => entry.About.ID === bea.id);
    expect(pending.map((entry) => entry.Kind)).toEqual(['no-show']);
    await review('no-show', pending[0]?.ID ?? 0, true);
    expect((await partnerLine(first.abe, first.matchId)).NoShows).toBe(0);

    // A second, in another match with another member: now it shows.
    const cy = await member(t, 'Cy', [Wants.cameras]);
    const second = await noShowBetween(cy, bea);
    const next = (await reviews()).find((entry) => entry.MatchID === second);
    await review('no-show', next?.ID ?? 0, true);
    expect((await partnerLine(first.abe, first.matchId)).NoShows).toBe(2);
  });
});

/** `reporter` (who wants cameras) and `absent` (who wants guitars) matched, their handover agreed and passed, and `reporter` saying `absent` did not show. */
async function noShowBetween(reporter: Member, absent: Member): Promise<number> {
  await befriend(t, reporter, absent);
  const ukulele = await listItem(t, reporter, Wants.guitars, { Name: 'Ukulele' });
  const camera = await listItem(t, absent, Wants.cameras, { Name: 'Film camera' });
  await like(t, absent, ukulele.ID);
  const matchId = (await like(t, reporter, camera.ID)).MatchID;
  await agreeHandover(t, matchId, reporter, absent, fromNow(HOUR), 'The café');
  t.clock.advance(HOUR + 1);
  await callRoute(
    t.app,
    routes.reportOutcome,
    { params: { id: matchId }, body: { Outcome: 'no-show' } },
    reporter.auth,
  );
  return matchId;
}
