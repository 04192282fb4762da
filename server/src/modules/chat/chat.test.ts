/** Chat through HTTP: who may call, the numbering, catch-up, edits and deletions, read marks, notifications, tickets. */
import {
  CHAT_EDIT_WINDOW_MS,
  CHAT_PAGE_MAX,
  CHAT_TICKET_TTL_MS,
  chatMessages,
  type Message,
  type MessagesAnswer,
  type ReportBody,
  routes,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import type { ChatBusEvent } from '../../lib/chat-bus.ts';
import { callRoute } from '../../test/call-route.ts';
import { signUp } from '../../test/members.ts';
import { signUpAdmin } from '../../test/moderation.ts';
import {
  type Auth,
  charity,
  listItem,
  matchedPair,
  matchesOf,
  matchOf,
  member,
  notificationsOf,
  switchNotifications,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { consumeChatTicket } from './chat.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (auth: Auth, MatchID: number, Text: string, ClientID?: string) =>
  callRoute(t.app, routes.sendMessage, { body: { MatchID, Text, ...(ClientID && { ClientID }) } }, auth);
const sent = async (auth: Auth, matchId: number, text: string, clientId?: string) => {
  const answer = await send(auth, matchId, text, clientId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.answer.Message;
};
const changes = async (auth: Auth, matchId: number, after = 0): Promise<MessagesAnswer> =>
  (await callRoute(t.app, routes.getMessages, { params: { matchId }, query: { after } }, auth)).answer;
const edit = (auth: Auth, id: number, Text: string) =>
  callRoute(t.app, routes.editMessage, { params: { id }, body: { Text } }, auth);
const remove = (auth: Auth, id: number) => callRoute(t.app, routes.deleteMessage, { params: { id } }, auth);
const read = (auth: Auth, matchId: number, UpTo: number) =>
  callRoute(t.app, routes.markChatRead, { params: { matchId }, body: { UpTo } }, auth);
const ticket = (auth: Auth, MatchID: number) => callRoute(t.app, routes.getChatTicket, { body: { MatchID } }, auth);
const unreadCounter = async (auth: Auth) =>
  (await callRoute(t.app, routes.getNotifications, undefined, auth)).answer.Unread.messages;
const lastSeqOf = async (matchId: number) =>
  (await t.database.db.select({ n: matches.lastSeq }).from(matches).where(eq(matches.id, matchId)))[0]?.n;

/** Listens to a match's events on the app's bus for the length of a test. */
async function listen(matchId: number) {
  const events: ChatBusEvent[] = [];
  const stop = await t.app.ctx.chatBus.subscribe(matchId, (event) => events.push(event));
  return { events, stop };
}

describe('who may call', () => {
  it('answers the members; WRONG_MATCH or WRONG_MESSAGE to anyone else; 401 without a session', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    const someCharity = await charity(t, [Wants.guitars]);
    const message = await sent(abe.auth, matchId, 'Hello');
    expect((await changes(bea.auth, matchId)).Messages.map((m) => m.Text)).toEqual(['Hello']);
    expect((await ticket(bea.auth, matchId)).statusCode).toBe(200);
    expect((await read(bea.auth, matchId, 1)).statusCode).toBe(200);

    const calls = [
      [routes.sendMessage, (auth: Auth) => send(auth, matchId, 'Hi'), 'WRONG_MATCH'],
      [
        routes.getMessages,
        (auth: Auth) => callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, auth),
        'WRONG_MATCH',
      ],
      [routes.markChatRead, (auth: Auth) => read(auth, matchId, 1), 'WRONG_MATCH'],
      [routes.getChatTicket, (auth: Auth) => ticket(auth, matchId), 'WRONG_MATCH'],
      [routes.editMessage, (auth: Auth) => edit(auth, message.ID, 'Hacked'), 'WRONG_MESSAGE'],
      [routes.deleteMessage, (auth: Auth) => remove(auth, message.ID), 'WRONG_MESSAGE'],
    ] as const;
    for (const [{ method, path }, callAs, code] of calls) {
      for (const outsider of [stranger, someCharity]) {
        const answer = await callAs(outsider.auth);
        expect([method, path, answer.statusCode, answer.error.ErrorCode]).toEqual([method, path, 404, code]);
      }
      expect([method, path, (await callAs(undefined)).statusCode]).toEqual([method, path, 401]);
    }
    // The partner sees the message but may not change it.
    expect((await edit(bea.auth, message.ID, 'Mine now')).error.ErrorCode).toBe('WRONG_MESSAGE');
    expect((await remove(bea.auth, message.ID)).error.ErrorCode).toBe('WRONG_MESSAGE');
    expect((await edit(abe.auth, 999999, 'Nothing')).error.ErrorCode).toBe('WRONG_MESSAGE');
    expect(await lastSeqOf(matchId)).toBe(2);
  });

  it('lets a charity chat in its match with a donor', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await callRoute(t.app, routes.followCharity, { params: { id: shelter.id } }, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const matchId = (await callRoute(t.app, routes.likeItem, { params: { id: guitar.ID } }, shelter.auth)).answer
      .MatchID;
    await sent(shelter.auth, matchId, 'Thank you!');
    await sent(donor.auth, matchId, 'You are welcome');
    expect((await changes(shelter.auth, matchId)).Messages.map((m) => m.Seq)).toEqual([1, 2]);
    // Charities hear of messages too (CharityNotificationKinds).
    expect((await notificationsOf(t, shelter)).map((n) => n.Kind)).toContain('Message');
  });
});

describe('sending', () => {
  it('trims the text, refuses a blank one and one over 2,000 characters', async () => {
    const { abe, matchId } = await matchedPair(t);
    expect((await sent(abe.auth, matchId, '  Hi there \n')).Text).toBe('Hi there');
    for (const [text, message] of [
      ['   \n\t ', chatMessages.blank],
      ['', chatMessages.blank],
      ['x'.repeat(2001), chatMessages.tooLong],
      [` ${'x'.repeat(2001)} `, chatMessages.tooLong],
    ] as const) {
      const answer = await send(abe.auth, matchId, text);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        ErrorCode: 'VALIDATION_ERROR',
        Errors: [{ Field: 'Text', Message: message }],
      });
    }
    expect((await sent(abe.auth, matchId, ` ${'x'.repeat(2000)} `)).Text).toHaveLength(2000);
    // Refusals take no number.
    expect((await changes(abe.auth, matchId)).Messages.map((m) => m.Seq)).toEqual([1, 2]);
  });

  it('posts a repeated ClientID once, even when the two sends race', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const first = await sent(abe.auth, matchId, 'Once', 'c-1');
    const again = await sent(abe.auth, matchId, 'Once', 'c-1');
    expect(again).toEqual(first);
    const racing = await Promise.all([1, 2, 3].map(() => sent(abe.auth, matchId, 'Race', 'c-2')));
    expect(new Set(racing.map((m) => m.ID)).size).toBe(1);
    // The partner's ClientID is their own.
    expect((await sent(bea.auth, matchId, 'Mine', 'c-1')).ID).not.toBe(first.ID);
    // A repeat rings the bus again, for a first send whose process stopped before its ring; the
    // partner is told once.
    const bus = await listen(matchId);
    await sent(abe.auth, matchId, 'Once', 'c-1');
    bus.stop();
    expect(bus.events).toEqual([{ type: 'message', seq: 1, message: first }]);
    expect((await notificationsOf(t, bea)).filter((n) => n.Kind === 'Message')).toHaveLength(2);
    expect((await changes(abe.auth, matchId)).Messages.map((m) => [m.Seq, m.Text])).toEqual([
      [1, 'Once'],
      [2, 'Race'],
      [3, 'Mine'],
    ]);
  });

  it('numbers 50 concurrent sends 1 to 50, and a reader polling meanwhile ends up with all of them', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const seen = new Map<number, Message>();
    let cursor = 0;
    const poll = async () => {
      const answer = await changes(bea.auth, matchId, cursor);
      for (const message of answer.Messages) seen.set(message.Seq, message);
      cursor = answer.LastSeq;
    };
    let sending = true;
    // The reader pauses between polls, as a client does: PGlite answers without leaving the
    // microtask queue, so a reader that never paused would starve the sends of the event loop.
    const reader = (async () => {
      while (sending) {
        await poll();
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sent(i % 2 ? abe.auth : bea.auth, matchId, `m${i}`)),
    );
    sending = false;
    await reader;
    await poll();
    expect(results.map((m) => m.Seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(cursor).toBe(50);
  });

  it('limits sends per member (RATE_LIMIT_CHAT_MESSAGE)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHAT_MESSAGE: '3/10s' });
    try {
      const { abe, bea, matchId } = await matchedPair(limited);
      const hi = (auth: Auth) =>
        callRoute(limited.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'hi' } }, auth);
      for (let i = 0; i < 3; i += 1) {
        expect((await hi(abe.auth)).statusCode).toBe(200);
      }
      const refused = await hi(abe.auth);
      expect([refused.statusCode, refused.error.ErrorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect((await hi(bea.auth)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('editing and deleting', () => {
  it('lets the sender edit and delete within the hour, and locks the message at the hour', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const early = await sent(abe.auth, matchId, 'First');
    const late = await sent(abe.auth, matchId, 'Second');
    t.clock.advance(CHAT_EDIT_WINDOW_MS - 1);
    const edited = (await edit(abe.auth, early.ID, '  First, edited ')).answer.Message;
    expect(edited).toMatchObject({
      Text: 'First, edited',
      Seq: 1,
      EventSeq: 3,
      UpdatedAt: t.clock.now().toISOString(),
    });
    expect((await edit(abe.auth, early.ID, ' ')).error.Errors).toEqual([
      { Field: 'Text', Message: chatMessages.blank },
    ]);
    t.clock.advance(1);
    for (const answer of [await edit(abe.auth, early.ID, 'Too late'), await remove(abe.auth, late.ID)]) {
      expect([answer.statusCode, answer.error.ErrorCode]).toEqual([409, 'MESSAGE_LOCKED']);
    }
    const fresh = await sent(abe.auth, matchId, 'Third');
    const deleted = (await remove(abe.auth, fresh.ID)).answer.Message;
    expect(deleted).toMatchObject({ Text: '', IsDeleted: true, Seq: 4, EventSeq: 5 });
    // A deleted message is gone: it can be neither edited nor deleted again.
    expect((await edit(abe.auth, fresh.ID, 'Back')).error.ErrorCode).toBe('WRONG_MESSAGE');
    expect((await remove(abe.auth, fresh.ID)).error.ErrorCode).toBe('WRONG_MESSAGE');
    expect((await changes(bea.auth, matchId)).Messages.map((m) => [m.Seq, m.EventSeq, m.Text, m.IsDeleted])).toEqual([
      [2, 2, 'Second', false],
      [1, 3, 'First, edited', false],
      [4, 5, '', true],
    ]);
  });
});

describe('catch-up', () => {
  it('answers exactly the changes after a number, an edit of an older message included', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const one = await sent(abe.auth, matchId, 'one');
    await sent(bea.auth, matchId, 'two');
    const before = (await changes(bea.auth, matchId)).LastSeq;
    expect(before).toBe(2);
    await edit(abe.auth, one.ID, 'one, again');
    await sent(bea.auth, matchId, 'three');
    await read(abe.auth, matchId, 4);
    const after = await changes(bea.auth, matchId, before);
    expect(after.Messages.map((m) => [m.Seq, m.EventSeq, m.Text])).toEqual([
      [1, 3, 'one, again'],
      [4, 4, 'three'],
    ]);
    expect(after).toMatchObject({ LastSeq: 5, More: false, Reads: [{ UserID: abe.id, UpTo: 4, Seq: 5 }] });
    expect(await changes(bea.auth, matchId, 5)).toMatchObject({ Messages: [], LastSeq: 5, More: false });
  });

  it('pages at 200 with More, and LastSeq at the last change answered', async () => {
    const { abe, matchId } = await matchedPair(t);
    for (let i = 0; i < CHAT_PAGE_MAX + 5; i += 1) await sent(abe.auth, matchId, `n${i}`);
    const first = await changes(abe.auth, matchId);
    expect([first.Messages.length, first.More, first.LastSeq]).toEqual([CHAT_PAGE_MAX, true, CHAT_PAGE_MAX]);
    const second = await changes(abe.auth, matchId, first.LastSeq);
    expect([second.Messages.length, second.More, second.LastSeq]).toEqual([5, false, CHAT_PAGE_MAX + 5]);
    expect(second.Messages[0]?.Seq).toBe(CHAT_PAGE_MAX + 1);
  });
});

describe('read marks', () => {
  it('move only forward, set ReadAt on the partner’s messages and clear the unread counts', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await sent(abe.auth, matchId, 'a');
    await sent(abe.auth, matchId, 'b');
    await sent(bea.auth, matchId, 'mine');
    const deleted = await sent(abe.auth, matchId, 'oops');
    await remove(abe.auth, deleted.ID);
    expect((await matchOf(t, bea.auth, matchId)).UnreadMessages).toBe(2);
    expect((await matchesOf(t, bea.auth)).find((m) => m.ID === matchId)?.UnreadMessages).toBe(2);
    expect((await matchOf(t, abe.auth, matchId)).UnreadMessages).toBe(1);
    expect(await unreadCounter(bea.auth)).toBe(2);

    expect((await read(bea.auth, matchId, 1)).statusCode).toBe(200);
    expect(await unreadCounter(bea.auth)).toBe(1);
    const afterOne = await changes(bea.auth, matchId);
    expect(afterOne.Messages.map((m) => [m.Seq, m.ReadAt !== null])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    const lastSeq = await lastSeqOf(matchId);
    // Backwards or in place: nothing moves and no number is taken.
    expect((await read(bea.auth, matchId, 1)).statusCode).toBe(200);
    expect((await read(bea.auth, matchId, 0)).statusCode).toBe(200);
    expect(await lastSeqOf(matchId)).toBe(lastSeq);
    // Beyond the last number: clamped to it.
    await read(bea.auth, matchId, 1000);
    const marks = (await changes(bea.auth, matchId)).Reads;
    expect(marks).toEqual([expect.objectContaining({ UserID: bea.id, UpTo: lastSeq, Seq: (lastSeq ?? 0) + 1 })]);
    expect(await unreadCounter(bea.auth)).toBe(0);
    expect((await matchOf(t, bea.auth, matchId)).UnreadMessages).toBe(0);
    const messages = (await changes(bea.auth, matchId)).Messages;
    expect(messages.filter((m) => m.SenderID === abe.id).every((m) => m.ReadAt !== null)).toBe(true);
    expect(messages.find((m) => m.SenderID === bea.id)?.ReadAt).toBeNull();
  });
});

describe('notifications', () => {
  it.each([
    [0, null],
    [1, ''],
    [2, 'x'.repeat(100)],
  ] as const)('tell the partner at Messages level %i with text %j', async (level, text) => {
    const { abe, bea, matchId } = await matchedPair(t);
    await switchNotifications(t, bea.id, { Messages: level } as unknown as Record<string, boolean>);
    await sent(abe.auth, matchId, 'x'.repeat(150));
    const told = (await notificationsOf(t, bea)).filter((n) => n.Kind === 'Message');
    expect(told).toEqual(
      text === null ? [] : [expect.objectContaining({ Subject: 'New message from Abe', Text: text })],
    );
    expect(await notificationsOf(t, abe)).not.toContainEqual(expect.objectContaining({ Kind: 'Message' }));
  });

  it('are held back while the partner has the chat on screen', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await t.app.ctx.chatBus.setWatching(matchId, bea.id, 'socket-1', true);
    await sent(abe.auth, matchId, 'You are watching');
    expect((await notificationsOf(t, bea)).filter((n) => n.Kind === 'Message')).toEqual([]);
    await t.app.ctx.chatBus.setWatching(matchId, bea.id, 'socket-1', false);
    await sent(abe.auth, matchId, 'Now you are not');
    expect((await notificationsOf(t, bea)).filter((n) => n.Kind === 'Message')).toHaveLength(1);
  });
});

describe('events', () => {
  it('are published after the commit, each with its number; refusals publish nothing, a repeat its message again', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const { events, stop } = await listen(matchId);
    // Each ring is checked against a fresh read: the change it rings for is committed by then.
    const committedAtRing: Promise<[number, number | undefined]>[] = [];
    const stopCheck = await t.app.ctx.chatBus.subscribe(matchId, (event) => {
      if ('seq' in event) committedAtRing.push(lastSeqOf(matchId).then((n) => [event.seq, n]));
    });
    const message = await sent(abe.auth, matchId, 'hi', 'k');
    await sent(abe.auth, matchId, 'hi', 'k');
    await send(abe.auth, matchId, ' ');
    await edit(abe.auth, message.ID, 'hello');
    await read(bea.auth, matchId, 1);
    await read(bea.auth, matchId, 1);
    await remove(abe.auth, message.ID);
    await stop();
    await stopCheck();
    expect(events.map((e) => [e.type, 'seq' in e ? e.seq : null])).toEqual([
      ['message', 1],
      ['message', 1],
      ['edited', 2],
      ['read', 3],
      ['deleted', 4],
    ]);
    expect(events[3]).toMatchObject({ userId: bea.id, upTo: 1 });
    expect(events[4]).toMatchObject({ message: { IsDeleted: true, Text: '' } });
    for (const [seq, committed] of await Promise.all(committedAtRing)) expect(committed).toBeGreaterThanOrEqual(seq);
  });
});

describe('an ended match', () => {
  it('is read-only: sending, editing and deleting answer MATCH_ENDED; reading still works', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const message = await sent(abe.auth, matchId, 'Before the end', 'sent-before');
    expect((await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, bea.auth)).statusCode).toBe(200);
    // A retried send of a message posted before the end still answers that message.
    expect(await sent(abe.auth, matchId, 'Before the end', 'sent-before')).toEqual(message);
    for (const answer of [
      await send(abe.auth, matchId, 'After'),
      await edit(abe.auth, message.ID, 'Changed'),
      await remove(abe.auth, message.ID),
    ]) {
      expect([answer.statusCode, answer.error.ErrorCode]).toEqual([409, 'MATCH_ENDED']);
    }
    expect((await changes(bea.auth, matchId)).Messages.map((m) => m.Text)).toEqual(['Before the end']);
    expect((await read(bea.auth, matchId, 1)).statusCode).toBe(200);
    expect((await changes(abe.auth, matchId)).Reads).toMatchObject([{ UserID: bea.id, UpTo: 1 }]);
  });
});

describe('chat tickets', () => {
  it('open one socket, for the member and the match they were issued for, within their time', async () => {
    const { abe, matchId } = await matchedPair(t);
    const other = await matchedPair(t);
    const issue = async () => (await ticket(abe.auth, matchId)).answer.Ticket;

    const once = await issue();
    expect(once).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeChatTicket(t.app.ctx, once, matchId)).toMatchObject({ id: abe.id, isAdmin: false });
    expect(await consumeChatTicket(t.app.ctx, once, matchId)).toBeNull();

    expect(await consumeChatTicket(t.app.ctx, await issue(), other.matchId)).toBeNull();
    expect(await consumeChatTicket(t.app.ctx, 'made-up', matchId)).toBeNull();

    const late = await issue();
    t.clock.advance(CHAT_TICKET_TTL_MS);
    expect(await consumeChatTicket(t.app.ctx, late, matchId)).toBeNull();

    const justInTime = await issue();
    t.clock.advance(CHAT_TICKET_TTL_MS - 1);
    expect(await consumeChatTicket(t.app.ctx, justInTime, matchId)).toMatchObject({ id: abe.id });
  });
});

describe('reporting a message', () => {
  it('takes a report from a member of its match and shows the admin its text, even after deletion', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const stranger = await signUp(t.app);
    const admin = await signUpAdmin(t);
    const message = await sent(abe.auth, matchId, 'Something nasty');
    const report: ReportBody = { TargetType: 'message', TargetID: message.ID, Reason: 'Abuse', Text: 'Rude' };
    expect((await callRoute(t.app, routes.report, { body: report }, stranger.auth)).error.ErrorCode).toBe('NOT_FOUND');
    expect((await callRoute(t.app, routes.report, { body: report }, bea.auth)).statusCode).toBe(200);
    await remove(abe.auth, message.ID);
    const reports = (await callRoute(t.app, routes.getModerationQueue, undefined, admin.auth)).answer.Entries.flatMap(
      (entry) => entry.Reports,
    );
    expect(reports).toContainEqual(
      expect.objectContaining({ TargetType: 'message', TargetID: message.ID, TargetText: 'Something nasty' }),
    );
  });
});
