/**
 * Arranging the handover through HTTP (issue 27): proposing, answering with another time,
 * accepting, declining, cancelling; the time, place and note limits; the hold on an accepted
 * commitment; the chat lines; the notifications; the calendar invite; and who may call what.
 */
import {
  HANDOVER_HOLD_AFTER_MS,
  HANDOVER_HOLD_MAX_MS,
  HANDOVER_MAX_AHEAD_MS,
  HANDOVER_MIN_LEAD_MS,
  handoverMessages,
  handoverSubjects,
  type ProposeHandoverBody,
  routes,
} from '@swapsies/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handovers, items, memberEvents } from '../../db/schema.ts';
import { insertBlock } from '../../test/blocks.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { openChatSocket } from '../../test/chat-socket.ts';
import { matchedPair, matchOf, member, notificationsOf, switchNotifications, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { liveEventOfRow } from '../live/live.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A time `ms` from the test clock's now, as ISO. */
const fromNow = (ms: number) => new Date(t.app.ctx.clock.now().getTime() + ms).toISOString();

const propose = (auth: Auth, matchId: number, body: Partial<ProposeHandoverBody> = {}) =>
  callRoute(
    t.app,
    routes.proposeHandover,
    { params: { id: matchId }, body: { At: fromNow(DAY), Place: 'Outside Headingley library', ...body } },
    auth,
  );
type Answer = (typeof routes)['acceptHandover' | 'declineHandover' | 'cancelHandover'];
const act = (route: Answer, auth: Auth, id: number) => callRoute(t.app, route, { params: { id } }, auth);
const calendar = (auth: Auth, matchId: number) =>
  callRoute(t.app, routes.getHandoverCalendar, { params: { id: matchId } }, auth);

const handoverNotices = { CommitmentOffered: true, CommitmentAccepted: true, CommitmentRejected: true };

/** A matched pair with the notices handover changes use switched on. */
async function pair() {
  const found = await matchedPair(t);
  await switchNotifications(t, found.abe.id, handoverNotices);
  await switchNotifications(t, found.bea.id, handoverNotices);
  return found;
}

/** The value of an iCalendar property, its folded lines joined; undefined when absent. */
function icsValue(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

describe('proposing', () => {
  it('shows the proposal on the match for both, and tells the partner', async () => {
    const { abe, bea, matchId } = await pair();
    const At = fromNow(DAY);
    const proposed = await propose(abe.auth, matchId, { At, Place: '  Outside the library  ', Note: 'Red coat' });
    const handover = proposed.answer.Handover;
    expect(handover).toEqual({
      ID: handover.ID,
      At,
      Place: 'Outside the library',
      Note: 'Red coat',
      Status: 'proposed',
      ProposedBy: abe.id,
      Outcome: null,
    });
    expect((await matchOf(t, abe.auth, matchId)).Handover).toEqual(handover);
    expect((await matchOf(t, bea.auth, matchId)).Handover).toEqual(handover);
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'CommitmentOffered',
      Subject: handoverSubjects.proposed(`Abe ${abe.LastName}`),
    });
  });

  it('takes a time with an offset, at least 30 minutes and at most 14 days ahead', async () => {
    const { abe, matchId } = await pair();
    const fieldError = async (body: Partial<ProposeHandoverBody>) => (await propose(abe.auth, matchId, body)).error;
    expect(await fieldError({ At: fromNow(HANDOVER_MIN_LEAD_MS - MINUTE) })).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'At', Message: handoverMessages.atTooSoon }],
    });
    expect(await fieldError({ At: fromNow(HANDOVER_MAX_AHEAD_MS + MINUTE) })).toMatchObject({
      Errors: [{ Field: 'At', Message: handoverMessages.atTooFar }],
    });
    for (const At of ['tomorrow', '2026-11-23T10:30', '2026-11-23']) {
      expect(await fieldError({ At })).toMatchObject({
        Errors: [{ Field: 'At', Message: handoverMessages.atInvalid }],
      });
    }
    expect((await propose(abe.auth, matchId, { At: fromNow(HANDOVER_MIN_LEAD_MS) })).statusCode).toBe(200);
    expect((await propose(abe.auth, matchId, { At: fromNow(HANDOVER_MAX_AHEAD_MS) })).statusCode).toBe(200);
    // An offset other than Z is the same moment, answered in UTC.
    const local = new Date(t.app.ctx.clock.now().getTime() + DAY);
    const withOffset = `${new Date(local.getTime() + HOUR).toISOString().slice(0, 19)}+01:00`;
    expect((await propose(abe.auth, matchId, { At: withOffset })).answer.Handover.At).toBe(local.toISOString());
  });

  it('takes a place of 1 to 120 characters once trimmed, and a note of up to 500', async () => {
    const { abe, matchId } = await pair();
    expect((await propose(abe.auth, matchId, { Place: '   ' })).error).toMatchObject({
      Errors: [{ Field: 'Place', Message: handoverMessages.placeBlank }],
    });
    expect((await propose(abe.auth, matchId, { Place: 'x'.repeat(121) })).statusCode).toBe(400);
    expect((await propose(abe.auth, matchId, { Note: 'x'.repeat(501) })).statusCode).toBe(400);
    const longest = await propose(abe.auth, matchId, { Place: 'p'.repeat(120), Note: 'n'.repeat(500) });
    expect(longest.answer.Handover).toMatchObject({ Place: 'p'.repeat(120), Note: 'n'.repeat(500) });
    expect((await propose(abe.auth, matchId, { Note: undefined })).answer.Handover.Note).toBe('');
  });

  it('refuses an ended match, whose arrangement is gone from the match and cancelled in the calendar', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    expect((await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth)).statusCode).toBe(200);
    expect((await propose(abe.auth, matchId)).error.ErrorCode).toBe('MATCH_ENDED');
    expect((await act(routes.acceptHandover, bea.auth, proposed.ID)).error.ErrorCode).toBe('MATCH_ENDED');
    expect((await matchOf(t, bea.auth, matchId)).Handover).toBeNull();
    expect(icsValue((await calendar(bea.auth, matchId)).body, 'STATUS')).toBe('CANCELLED');
  });
});

describe('the state machine, both sides', () => {
  it('a counter-proposal by the partner replaces the pending one, which can no longer be answered', async () => {
    const { abe, bea, matchId } = await pair();
    const first = (await propose(abe.auth, matchId)).answer.Handover;
    const counter = (await propose(bea.auth, matchId, { At: fromNow(2 * DAY), Place: 'The station' })).answer.Handover;
    expect(counter).toMatchObject({ Status: 'proposed', ProposedBy: bea.id, Place: 'The station' });
    expect((await matchOf(t, abe.auth, matchId)).Handover).toEqual(counter);
    expect((await act(routes.acceptHandover, bea.auth, first.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
    expect((await act(routes.cancelHandover, abe.auth, first.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
    const [replaced] = await t.database.db.select().from(handovers).where(eq(handovers.id, first.ID));
    expect(replaced?.status).toBe('replaced');
    // Abe accepts Bea's counter: Bea is told.
    const accepted = (await act(routes.acceptHandover, abe.auth, counter.ID)).answer.Handover;
    expect(accepted).toEqual({ ...counter, Status: 'accepted' });
    expect((await matchOf(t, bea.auth, matchId)).Handover).toEqual(accepted);
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'CommitmentAccepted',
      Subject: handoverSubjects.accepted(`Abe ${abe.LastName}`),
    });
    // Accepting twice, or declining once agreed, is answered already.
    expect((await act(routes.acceptHandover, abe.auth, counter.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
    expect((await act(routes.declineHandover, abe.auth, counter.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
    // Proposing another time replaces the agreed one.
    const later = (await propose(bea.auth, matchId, { At: fromNow(3 * DAY) })).answer.Handover;
    expect((await matchOf(t, abe.auth, matchId)).Handover).toEqual(later);
    expect((await act(routes.cancelHandover, abe.auth, counter.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
  });

  it('the proposer may not answer their own proposal; the partner declines it and the proposer is told', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    expect((await act(routes.acceptHandover, abe.auth, proposed.ID)).error.ErrorCode).toBe('WRONG_HANDOVER');
    expect((await act(routes.declineHandover, abe.auth, proposed.ID)).error.ErrorCode).toBe('WRONG_HANDOVER');
    const declined = (await act(routes.declineHandover, bea.auth, proposed.ID)).answer.Handover;
    expect(declined.Status).toBe('declined');
    expect((await matchOf(t, abe.auth, matchId)).Handover).toBeNull();
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'CommitmentRejected',
      Subject: handoverSubjects.declined(`Bea ${bea.LastName}`),
    });
    expect((await act(routes.declineHandover, bea.auth, proposed.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
  });

  it('either member cancels the open one, proposed or agreed, and the other is told', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    expect((await act(routes.cancelHandover, abe.auth, proposed.ID)).answer.Handover.Status).toBe('cancelled');
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'CommitmentRejected',
      Subject: handoverSubjects.cancelled(`Abe ${abe.LastName}`),
    });
    const again = (await propose(abe.auth, matchId)).answer.Handover;
    expect((await act(routes.acceptHandover, bea.auth, again.ID)).statusCode).toBe(200);
    expect((await act(routes.cancelHandover, bea.auth, again.ID)).answer.Handover.Status).toBe('cancelled');
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Subject: handoverSubjects.cancelled(`Bea ${bea.LastName}`),
    });
    expect((await matchOf(t, abe.auth, matchId)).Handover).toBeNull();
    expect((await act(routes.cancelHandover, abe.auth, again.ID)).error.ErrorCode).toBe('HANDOVER_ANSWERED');
  });

  it('of two answers racing, one wins and the other finds it answered', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    const [accepted, declined] = await Promise.all([
      act(routes.acceptHandover, bea.auth, proposed.ID),
      act(routes.declineHandover, bea.auth, proposed.ID),
    ]);
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
    const lines = await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, abe.auth);
    expect(lines.answer.Messages).toHaveLength(2);
  });
});

describe('the live stream', () => {
  /** The match changes recorded for the member about this match, oldest first. */
  const matchChanges = async (userId: number, matchId: number) =>
    (
      await t.database.db
        .select()
        .from(memberEvents)
        .where(eq(memberEvents.userId, userId))
        .orderBy(asc(memberEvents.seq))
    )
      .map(liveEventOfRow)
      .flatMap((event) => (event?.type === 'match' && event.matchId === matchId ? [event.change] : []));

  it('tells both members of each change, so the match page refreshes', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    await act(routes.declineHandover, bea.auth, proposed.ID);
    for (const viewer of [abe, bea]) {
      expect((await matchChanges(viewer.id, matchId)).filter((change) => change === 'handover')).toHaveLength(2);
    }
  });
});

describe('the chat lines', () => {
  it('numbers each change in the chat, replayed to both and live on their sockets', async () => {
    const { abe, bea, matchId } = await pair();
    const sent = await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Hi!' } }, abe.auth);
    const socket = await openChatSocket(t, bea.auth, matchId);
    await socket.hello(sent.answer.Message.Seq);
    const proposed = (await propose(abe.auth, matchId, { Place: 'The park' })).answer.Handover;
    await act(routes.acceptHandover, bea.auth, proposed.ID);
    const lines = await socket.until(
      (events) => events.filter((event) => event.type === 'message').length === 2,
      'the two handover lines',
    );
    const live = lines.flatMap((event) => (event.type === 'message' ? [event.message] : []));
    const line = { HandoverID: proposed.ID, At: proposed.At, Place: 'The park' };
    expect(live.map((message) => [message.Seq, message.SenderID, message.Text, message.Handover])).toEqual([
      [sent.answer.Message.Seq + 1, abe.id, '', { ...line, Action: 'proposed' }],
      [sent.answer.Message.Seq + 2, bea.id, '', { ...line, Action: 'accepted' }],
    ]);
    socket.ws.close();
    for (const viewer of [abe, bea]) {
      const replay = await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, viewer.auth);
      expect(replay.answer.Messages.map((message) => message.Handover?.Action ?? message.Text)).toEqual([
        'Hi!',
        'proposed',
        'accepted',
      ]);
      expect(replay.answer.LastSeq).toBe(sent.answer.Message.Seq + 2);
      // The list's preview is the newest line, which it words from the line itself.
      expect((await matchOf(t, viewer.auth, matchId)).LastMessage).toMatchObject({
        Text: '',
        SenderID: bea.id,
        Handover: { ...line, Action: 'accepted' },
      });
    }
  });

  it('a handover line is no one’s to edit or delete', async () => {
    const { abe, matchId } = await pair();
    await propose(abe.auth, matchId);
    const replay = await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, abe.auth);
    const lineId = replay.answer.Messages[0]?.ID ?? 0;
    const edit = await callRoute(t.app, routes.editMessage, { params: { id: lineId }, body: { Text: 'x' } }, abe.auth);
    expect(edit.error.ErrorCode).toBe('WRONG_MESSAGE');
    const removal = await callRoute(t.app, routes.deleteMessage, { params: { id: lineId } }, abe.auth);
    expect(removal.error.ErrorCode).toBe('WRONG_MESSAGE');
  });
});

describe('the hold', () => {
  /** A pair with Abe's guitar and Bea's book committed for an hour (accepted). */
  async function committed() {
    const found = await pair();
    const { abe, bea, matchId, guitar, book } = found;
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 1 };
    expect(
      (await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth)).statusCode,
    ).toBe(200);
    const commitmentId = (await matchOf(t, abe.auth, matchId)).Commitment?.ID ?? 0;
    const accepted = await callRoute(t.app, routes.acceptCommitment, { params: { id: commitmentId } }, bea.auth);
    expect(accepted.statusCode).toBe(200);
    return found;
  }
  const expiresAt = async (auth: Auth, matchId: number) => (await matchOf(t, auth, matchId)).Commitment?.ExpiresAt;
  const heldUntil = async (itemId: number) =>
    (await t.database.db.select({ until: items.committedUntil }).from(items).where(eq(items.id, itemId)))[0]?.until;

  it('accepting keeps the accepted commitment and its items until 2 hours after the time', async () => {
    const { abe, bea, matchId, guitar, book } = await committed();
    const At = fromNow(DAY);
    const proposed = (await propose(abe.auth, matchId, { At })).answer.Handover;
    // A proposal alone holds nothing.
    expect(new Date((await expiresAt(abe.auth, matchId)) ?? 0).getTime()).toBe(t.app.ctx.clock.now().getTime() + HOUR);
    await act(routes.acceptHandover, bea.auth, proposed.ID);
    const until = new Date(new Date(At).getTime() + HANDOVER_HOLD_AFTER_MS);
    expect(await expiresAt(bea.auth, matchId)).toBe(until.toISOString());
    expect(await heldUntil(guitar.ID)).toEqual(until);
    expect(await heldUntil(book.ID)).toEqual(until);
    // An earlier time agreed later never shortens it.
    const sooner = (await propose(bea.auth, matchId, { At: fromNow(2 * HOUR) })).answer.Handover;
    await act(routes.acceptHandover, abe.auth, sooner.ID);
    expect(await expiresAt(abe.auth, matchId)).toBe(until.toISOString());
  });

  it('is never more than 14 days from now', async () => {
    const { abe, bea, matchId, guitar } = await committed();
    const proposed = (await propose(abe.auth, matchId, { At: fromNow(HANDOVER_MAX_AHEAD_MS) })).answer.Handover;
    await act(routes.acceptHandover, bea.auth, proposed.ID);
    const cap = new Date(t.app.ctx.clock.now().getTime() + HANDOVER_HOLD_MAX_MS);
    expect(await expiresAt(abe.auth, matchId)).toBe(cap.toISOString());
    expect(await heldUntil(guitar.ID)).toEqual(cap);
  });

  it('without an accepted commitment nothing is held', async () => {
    const { abe, bea, matchId, guitar } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    await act(routes.acceptHandover, bea.auth, proposed.ID);
    expect((await matchOf(t, abe.auth, matchId)).Commitment).toBeNull();
    expect(await heldUntil(guitar.ID)).toBeNull();
  });
});

describe('the calendar invite', () => {
  it('is the open arrangement, with a UID kept across a change, and a cancellation cancels it', async () => {
    const { abe, bea, matchId } = await pair();
    expect((await calendar(abe.auth, matchId)).error.ErrorCode).toBe('WRONG_HANDOVER');
    const first = (await propose(abe.auth, matchId, { Place: 'The park', Note: 'Bring a bag' })).answer.Handover;
    const invite = await calendar(bea.auth, matchId);
    expect(invite.statusCode).toBe(200);
    expect(invite.headers['content-type']).toMatch(/^text\/calendar/);
    const uid = icsValue(invite.body, 'UID');
    expect(uid).toMatch(new RegExp(`^handover-${matchId}@`));
    expect(icsValue(invite.body, 'LOCATION')).toBe('The park');
    expect(icsValue(invite.body, 'DESCRIPTION')).toBe('Bring a bag');
    expect(icsValue(invite.body, 'SUMMARY')).toContain(`Abe ${abe.LastName}`);
    expect(icsValue(invite.body, 'SUMMARY')).toContain('Acoustic guitar');
    expect(icsValue(invite.body, 'STATUS')).toBe('TENTATIVE');
    expect(icsValue(invite.body, 'DTSTART')).toBe(first.At.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));

    const later = (await propose(bea.auth, matchId, { At: fromNow(2 * DAY) })).answer.Handover;
    await act(routes.acceptHandover, abe.auth, later.ID);
    const changed = (await calendar(abe.auth, matchId)).body;
    expect(icsValue(changed, 'UID')).toBe(uid);
    expect(Number(icsValue(changed, 'SEQUENCE'))).toBeGreaterThan(Number(icsValue(invite.body, 'SEQUENCE')));
    expect(icsValue(changed, 'STATUS')).toBe('CONFIRMED');

    await act(routes.cancelHandover, bea.auth, later.ID);
    const cancelled = (await calendar(abe.auth, matchId)).body;
    expect(icsValue(cancelled, 'UID')).toBe(uid);
    expect(icsValue(cancelled, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancelled, 'STATUS')).toBe('CANCELLED');
  });
});

describe('who may call', () => {
  it('members of the match only: others get WRONG_MATCH or WRONG_HANDOVER, no session 401', async () => {
    const { abe, bea, matchId } = await pair();
    const stranger = await member(t, 'Cat', [Wants.guitars]);
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    expect((await propose(stranger.auth, matchId)).error.ErrorCode).toBe('WRONG_MATCH');
    expect((await calendar(stranger.auth, matchId)).error.ErrorCode).toBe('WRONG_MATCH');
    for (const route of [routes.acceptHandover, routes.declineHandover, routes.cancelHandover]) {
      expect((await act(route, stranger.auth, proposed.ID)).error.ErrorCode).toBe('WRONG_HANDOVER');
      expect((await act(route, undefined, proposed.ID)).statusCode).toBe(401);
      expect((await act(route, bea.auth, 999_999)).error.ErrorCode).toBe('WRONG_HANDOVER');
    }
    expect((await propose(undefined, matchId)).statusCode).toBe(401);
    expect((await calendar(undefined, matchId)).statusCode).toBe(401);
    expect((await matchOf(t, bea.auth, matchId)).Handover).toEqual(proposed);
  });

  it('across a block the match and its arrangement are gone, both ways', async () => {
    const { abe, bea, matchId } = await pair();
    const proposed = (await propose(abe.auth, matchId)).answer.Handover;
    await insertBlock(t, bea, abe);
    for (const viewer of [abe, bea]) {
      expect((await propose(viewer.auth, matchId)).error.ErrorCode).toBe('WRONG_MATCH');
      expect((await calendar(viewer.auth, matchId)).error.ErrorCode).toBe('WRONG_MATCH');
      for (const route of [routes.acceptHandover, routes.declineHandover, routes.cancelHandover]) {
        expect((await act(route, viewer.auth, proposed.ID)).error.ErrorCode).toBe('WRONG_HANDOVER');
      }
    }
  });
});
