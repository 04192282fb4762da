/**
 * The admins' side of the moderation loop (reported.service.ts): the queue of reported things, and
 * restoring, removing and suspending, each settling the reports, telling reporters and owner, and
 * recorded with who did it and when.
 */
import {
  ChatCloseCode,
  codeMessages,
  type ModerationReasonBody,
  type ModerationTargetType,
  moderationQueueWords,
  ownerModerationSubjects,
  type RestoreBody,
  type RouteSpec,
  reportOutcomeSubjects,
  routes,
  suspensionEmail,
} from '@swapsies/contract';
import { exactly, type Tuple } from '@swapsies/contract/tuple';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationActions, reports } from '../../db/schema.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { openChatSocket } from '../../test/chat-socket.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { decodeQuotedPrintable, recipientOf } from '../../test/mail.ts';
import { PASSWORD, signUp } from '../../test/members.ts';
import { establishedMembers, report, signUpAdmin } from '../../test/moderation.ts';
import {
  befriend,
  listItem,
  type Member,
  matchedPair,
  matchOf,
  member,
  notificationsOf,
  switchNotifications,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';
import { REPORTER_MIN_AGE_MS } from '../reports/hiding.service.ts';

let t: TestApp;
let admin: Member;
let reporters: Tuple<Member, 4>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  reporters = await establishedMembers(t, 4);
});
afterAll(() => t.close());

const queue = async () => {
  const response = await callRoute(t.app, routes.getModerationQueue, undefined, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.Entries;
};

const entryOf = async (type: string, id: number) =>
  (await queue()).find((entry) => entry.TargetType === type && entry.TargetID === id);

/** An item reported by the first `count` reporters (three hide it), and a friend of its owner who would see it. */
async function reportedGuitar(count: number) {
  const owner = await member(t, 'Olly', [Wants.crime]);
  const viewer = await member(t, 'Vera', [Wants.guitars]);
  await befriend(t, owner, viewer);
  await listItem(t, viewer, Wants.cameras);
  const guitar = await listItem(t, owner, Wants.guitars, { Name: 'Reported guitar' });
  for (const reporter of reporters.slice(0, count)) await report(t, reporter, 'item', guitar.ID, 'Scam or fraud');
  return { owner, viewer, guitar };
}

const nextCardId = async (viewer: { auth: Auth }) =>
  (await callRoute(t.app, routes.exploreItem, { query: {} }, viewer.auth)).answer.Item?.ID ?? null;

const outcomeNotices = async (reporter: Member) =>
  (await notificationsOf(t, reporter)).filter((notice) => notice.Kind === 'ReportOutcome');

const actionsOn = (type: string, id: number) =>
  t.database.db
    .select()
    .from(moderationActions)
    .where(and(eq(moderationActions.targetType, type), eq(moderationActions.targetId, id)));

/** The admin's decisions, as the Reported queue sends them. */
const restore = (type: ModerationTargetType, id: number, body: RestoreBody) =>
  callRoute(t.app, routes.restoreReported, { params: { type, id }, body }, admin.auth);
const remove = (type: ModerationTargetType, id: number, body: ModerationReasonBody) =>
  callRoute(t.app, routes.removeReported, { params: { type, id }, body }, admin.auth);
const suspend = (id: number, Reason: string) =>
  callRoute(t.app, routes.suspendUser, { params: { id }, body: { Reason } }, admin.auth);

/** A message from `sender` in the match, as the chat saves it. */
const sendAs = (sender: Member, matchId: number, text: string) =>
  callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: text } }, sender.auth);

describe('the queue', () => {
  it('groups reports by target, most distinct reporters first, then the longest waiting, visitors too', async () => {
    const once = await reportedGuitar(1);
    const thrice = await reportedGuitar(3);
    const twice = await reportedGuitar(2);
    // The same member again does not make a second reporter.
    await report(t, reporters[0], 'item', once.guitar.ID, 'Spam');
    const laterTwice = await reportedGuitar(2);
    await callRoute(t.app, routes.reportAnonymously, {
      body: {
        Email: 'visitor@example.com',
        Reason: 'Offensive',
        Text: 'On the landing page',
        Url: 'https://swapsies.example/welcome',
      },
    });
    const ours = new Set([once, thrice, twice, laterTwice].map(({ guitar }) => guitar.ID));
    const entries = (await queue()).filter(
      (entry) => (entry.TargetType === 'item' && ours.has(entry.TargetID ?? 0)) || entry.TargetType === 'page',
    );
    expect(entries.map((entry) => [entry.TargetType, entry.TargetID, entry.Reporters])).toEqual([
      ['item', thrice.guitar.ID, 3],
      ['item', twice.guitar.ID, 2],
      ['item', laterTwice.guitar.ID, 2],
      ['item', once.guitar.ID, 1],
      ['page', null, 0],
    ]);
    const [hidden] = entries;
    expect(hidden).toMatchObject({
      Hidden: true,
      OwnerSuspended: false,
      Owner: { ID: thrice.owner.id, Username: thrice.owner.Username },
      Content: { Title: 'Reported guitar', Text: 'In good condition, collection only.' },
    });
    expect(hidden?.Content?.Photos).toHaveLength(1);
    expect(hidden?.Reports.map((entry) => entry.Reason)).toEqual(['Scam or fraud', 'Scam or fraud', 'Scam or fraud']);
    expect(entries[3]?.Reports.map((entry) => entry.Reason)).toEqual(['Scam or fraud', 'Spam']);
    expect(entries[3]?.Hidden).toBe(false);
    expect(entries[4]?.Reports[0]).toMatchObject({
      Url: 'https://swapsies.example/welcome',
      ReporterEmail: 'visitor@example.com',
    });
  });

  it('refuses every call of the loop to members (403) and anonymous callers (401)', async () => {
    const target = { type: 'item', id: 1 };
    const calls: [RouteSpec, Record<string, unknown>?, object?][] = [
      [routes.getModerationQueue],
      [routes.restoreReported, target, {}],
      [routes.removeReported, target, { Reason: 'Spam' }],
      [routes.suspendUser, { id: admin.id }, { Reason: 'Spam' }],
    ];
    const someone = reporters[3];
    for (const [route, params, body] of calls) {
      const name = `${route.method} ${route.path}`;
      const as = (headers: Auth) => uncheckedCall(t.app, route, { params, body, headers });
      expect((await as(someone.auth)).statusCode, name).toBe(403);
      expect((await as(undefined)).statusCode, name).toBe(401);
    }
  });
});

describe('restore', () => {
  it('shows a hidden item again, tells the owner and the reporters it was left up, and records the admin', async () => {
    const { owner, viewer, guitar } = await reportedGuitar(3);
    expect(await nextCardId(viewer)).toBeNull();
    const before = await outcomeNotices(reporters[0]);
    t.clock.advance(1000);
    const restored = await restore('item', guitar.ID, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await nextCardId(viewer)).toBe(guitar.ID);
    expect(await entryOf('item', guitar.ID)).toBeUndefined();
    const notices = await outcomeNotices(reporters[0]);
    expect(notices.length).toBe(before.length + 1);
    expect(notices[0]).toMatchObject({ Subject: reportOutcomeSubjects.item.leftUp });
    expect((await notificationsOf(t, owner)).map((notice) => notice.Subject)).toContain(
      ownerModerationSubjects.item.restored,
    );
    const settled = await t.database.db.select().from(reports).where(eq(reports.targetId, guitar.ID));
    expect(settled.filter((row) => row.targetType === 'item')).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ outcome: 'restored', resolvedBy: admin.id, resolvedAt: t.clock.now() }),
      ),
    );
    expect(await actionsOn('item', guitar.ID)).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'restored', reason: '', createdAt: t.clock.now() }),
    ]);
  });

  it("gives a hidden message's text back to the partner", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    t.clock.advance(REPORTER_MIN_AGE_MS + 60_000);
    const sent = await sendAs(abe, matchId, 'Just a joke');
    await report(t, bea, 'message', sent.answer.Message.ID);
    const seenByBea = async () =>
      (await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, bea.auth)).answer.Messages.find(
        (message) => message.ID === sent.answer.Message.ID,
      );
    expect(await seenByBea()).toMatchObject({ Text: '', UnderReview: true });
    const entry = await entryOf('message', sent.answer.Message.ID);
    expect(entry).toMatchObject({ Hidden: true, Content: { Text: 'Just a joke' }, Owner: { ID: abe.id } });
    expect(entry?.Reports[0]?.TargetText).toBe('Just a joke');
    const restored = await restore('message', sent.answer.Message.ID, { Reason: 'Banter between friends' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await seenByBea()).toMatchObject({ Text: 'Just a joke', UnderReview: false });
    expect((await outcomeNotices(bea))[0]?.Subject).toBe(reportOutcomeSubjects.message.leftUp);
    expect(await actionsOn('message', sent.answer.Message.ID)).toEqual([
      expect.objectContaining({ action: 'restored', reason: 'Banter between friends' }),
    ]);
  });

  it('answers 404 for a thing that is not there', async () => {
    const response = await restore('message', 2147483000, {});
    expect(response.statusCode).toBe(404);
  });
});

describe('remove', () => {
  it('needs a reason', async () => {
    const { guitar } = await reportedGuitar(1);
    const response = await remove('item', guitar.ID, { Reason: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      Errors: [{ Field: 'Reason', Message: moderationQueueWords.reasonRequired }],
    });
  });

  it('deletes an item, tells its owner why and the reporters that it was removed', async () => {
    const { owner, guitar } = await reportedGuitar(2);
    const removed = await remove('item', guitar.ID, { Reason: 'Counterfeit goods' });
    expect(removed.statusCode, removed.body).toBe(200);
    const dashboard = await callRoute(t.app, routes.getDashboard, undefined, owner.auth);
    expect(dashboard.answer.User.Items.map((item) => item.ID)).not.toContain(guitar.ID);
    const told = (await notificationsOf(t, owner)).find((n) => n.Subject === ownerModerationSubjects.item.removed);
    expect(told?.Text).toContain('Counterfeit goods');
    expect((await outcomeNotices(reporters[1]))[0]).toMatchObject({
      Subject: reportOutcomeSubjects.item.removed,
      Text: expect.stringContaining('Reported guitar'),
    });
    expect(await actionsOn('item', guitar.ID)).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'removed', reason: 'Counterfeit goods' }),
    ]);
  });

  it("deletes a message for both members, as its sender's deletion does", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const sent = await sendAs(abe, matchId, 'Pay me first');
    await report(t, bea, 'message', sent.answer.Message.ID);
    const removed = await remove('message', sent.answer.Message.ID, { Reason: 'Scam' });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const auth of [abe.auth, bea.auth]) {
      const chat = await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, auth);
      expect(chat.answer.Messages.find((m) => m.ID === sent.answer.Message.ID)).toMatchObject({
        IsDeleted: true,
        Text: '',
        UnderReview: false,
      });
    }
  });

  it("clears a profile's photo and bio", async () => {
    const target = await signUp(t.app);
    await callRoute(t.app, routes.updateUser, { body: { Bio: 'Buy my stuff elsewhere' } }, target.auth);
    for (const reporter of reporters.slice(0, 3)) await report(t, reporter, 'user', target.id);
    const removed = await remove('user', target.id, { Reason: 'Advertising' });
    expect(removed.statusCode, removed.body).toBe(200);
    const own = (await callRoute(t.app, routes.getUser, undefined, target.auth)).answer.User;
    expect(own).toMatchObject({ Bio: '', ProfilePhoto: '', ProfileUnderReview: false });
  });
});

describe('suspend', () => {
  it('stops sign-in, ends sessions, takes the items out of feeds, ends matches and emails the reason', async () => {
    const { abe, bea, guitar, matchId } = await matchedPair(t);
    await switchNotifications(t, bea.id, { Unmatch: true });
    const viewer = await member(t, 'Vic', [Wants.guitars]);
    await befriend(t, abe, viewer);
    await listItem(t, viewer, Wants.cameras);
    expect(await nextCardId(viewer)).toBe(guitar.ID);
    await report(t, reporters[0], 'item', guitar.ID);
    const before = await outcomeNotices(reporters[0]);

    const suspended = await suspend(abe.id, 'Repeated scams');
    expect(suspended.statusCode, suspended.body).toBe(200);

    const login = await callRoute(t.app, routes.logIn, { body: { Login: abe.Username, Password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.error).toMatchObject({ ErrorCode: 'ACCOUNT_SUSPENDED', Message: codeMessages.ACCOUNT_SUSPENDED });
    const oldToken = await callRoute(t.app, routes.getUser, undefined, abe.auth);
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.error.ErrorCode).toBe('WRONG_TOKEN');
    expect(await nextCardId(viewer)).toBeNull();
    const match = await matchOf(t, bea.auth, matchId);
    expect(match.Deleted).toBe(true);
    expect((await notificationsOf(t, bea)).map((notice) => notice.Kind)).toContain('Unmatch');
    const notices = await outcomeNotices(reporters[0]);
    expect(notices.length).toBe(before.length + 1);
    expect(notices[0]?.Subject).toBe(reportOutcomeSubjects.item.suspended);

    const mail = (await t.outbox()).filter((eml) => recipientOf(eml).includes(abe.Email));
    const [suspensionMail] = exactly(mail, 1, 'emails to the suspended member');
    const text = decodeQuotedPrintable(suspensionMail);
    expect(text).toContain(suspensionEmail.subject);
    expect(text).toContain('Repeated scams');
    expect(text).toContain(`${t.app.ctx.config.publicUrl}${suspensionEmail.appealPath}`);
    expect(await actionsOn('user', abe.id)).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'suspended', reason: 'Repeated scams' }),
    ]);

    // A second suspension changes nothing and sends no second email.
    const again = await suspend(abe.id, 'Again');
    expect(again.statusCode).toBe(200);
    expect((await t.outbox()).filter((eml) => recipientOf(eml).includes(abe.Email))).toHaveLength(1);
  });

  it("closes the suspended member's open chats (the partner's side too) and live sockets at once", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const abeLive = await openLiveSocket(t, abe.auth);
    await abeLive.hello(0);
    const [abeSocket, beaSocket] = [
      await openChatSocket(t, abe.auth, matchId),
      await openChatSocket(t, bea.auth, matchId),
    ];
    await abeSocket.hello(0);
    await beaSocket.hello(0);
    const suspended = await suspend(abe.id, 'Threats in chat');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await abeSocket.closed).toBe(ChatCloseCode.ended);
    expect(await beaSocket.closed).toBe(ChatCloseCode.ended);
    expect(await abeLive.closed).toBe(ChatCloseCode.refused);
    // Its app's next ticket is refused: it learns it is signed out.
    expect((await callRoute(t.app, routes.getLiveTicket, undefined, abe.auth)).statusCode).toBe(401);
  });

  it('refuses an admin suspending themselves, and a member who is not there', async () => {
    const self = await suspend(admin.id, 'x');
    expect(self.statusCode).toBe(403);
    const nobody = await suspend(2147483000, 'x');
    expect(nobody.statusCode).toBe(404);
  });
});
