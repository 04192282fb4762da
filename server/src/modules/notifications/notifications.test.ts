import {
  defaultNotificationSettings,
  type MarkReadBody,
  type NotificationKind,
  routes,
  type UnreadCounterName,
  type UnreadCounters,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { runPushBatch } from '../../jobs/push-sender.ts';
import { insertBlock } from '../../test/blocks.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { charityRegistration, login, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';
import { liveTransaction } from '../live/live.service.ts';
import { notify } from './notifications.service.ts';

let t: TestApp;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  logo = (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c63' } })
      .png()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

const list = (auth?: Auth) => callRoute(t.app, routes.getNotifications, undefined, auth);
const remove = (id: number, auth?: Auth) => callRoute(t.app, routes.deleteNotification, { params: { id } }, auth);
const clear = (auth?: Auth) => callRoute(t.app, routes.clearNotifications, undefined, auth);

/** notify() as the services call it: in a transaction whose live events go out after the commit. */
const send = (userId: number, kind: NotificationKind, subject: string, text = '') =>
  liveTransaction(t.app.ctx, (tx) => notify(tx, t.clock.now(), userId, kind, subject, text));

async function storedFor(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function firstStoredIdOf(userId: number): Promise<number> {
  const [notification] = await storedFor(userId);
  if (!notification) throw new Error(`no notification for member ${userId}`);
  return notification.id;
}

async function setMessagesLevel(userId: number, level: 0 | 1 | 2): Promise<void> {
  await t.database.db
    .update(users)
    .set({ notificationSettings: { ...defaultNotificationSettings(false), Messages: level } })
    .where(eq(users.id, userId));
}

async function signUpCharity() {
  const body = charityRegistration(logo);
  expect((await register(t.app, body)).statusCode).toBe(200);
  const auth = { authorization: `Bearer ${await login(t.app, body.Username)}` };
  const id = (await callRoute(t.app, routes.getUser, undefined, auth)).answer.User.ID;
  return { id, auth };
}

describe('notify() and GET /notifications', () => {
  it('dates a notification by the app clock, not the database', async () => {
    // The test clock stands days away from the database's own time.
    const [sender, recipient] = [await signUp(t.app), await signUp(t.app)];
    const sent = await callRoute(t.app, routes.sendFriendRequest, { params: { id: recipient.id } }, sender.auth);
    expect(sent.statusCode).toBe(200);
    const [stored] = await storedFor(recipient.id);
    expect(stored?.createdAt).toEqual(t.clock.now());
    expect((await list(recipient.auth)).answer.Notifications[0]?.CreatedAt).toBe(t.clock.now().toISOString());
  });

  it('creates nothing for a kind that is off by default (Like)', async () => {
    const member = await signUp(t.app);
    expect(await send(member.id, 'Like', 'Somebody liked your item')).toBe(false);
    expect(await storedFor(member.id)).toEqual([]);
    expect((await list(member.auth)).answer).toEqual({
      Success: true,
      ErrorCode: '',
      Notifications: [],
      Unread: { notifications: 0, matches: 0, messages: 0, friends: 0, waiting: 0 },
    });
  });

  it('creates one for a kind that is on (FriendRequest), listed and on the dashboard', async () => {
    const member = await signUp(t.app);
    expect(await send(member.id, 'FriendRequest', 'You have a new friend request', 'Bob wants to be friends')).toBe(
      true,
    );
    const body = (await list(member.auth)).answer;
    expect(body.Notifications).toEqual([
      {
        ID: expect.any(Number),
        Kind: 'FriendRequest',
        Subject: 'You have a new friend request',
        Text: 'Bob wants to be friends',
        CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        Read: false,
      },
    ]);
    expect(body.Unread).toEqual({ notifications: 1, matches: 0, messages: 0, friends: 1, waiting: 0 });
    const dashboard = (await callRoute(t.app, routes.getDashboard, undefined, member.auth)).answer;
    expect(dashboard.User.Notifications).toEqual(body.Notifications);
  });

  it('sends nothing to a member who does not exist', async () => {
    expect(await send(2147483000, 'FriendRequest', 'You have a new friend request')).toBe(false);
  });

  it('lists the newest first and only the caller’s own', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    await send(member.id, 'MatchCreated', 'You have a new match!');
    await send(member.id, 'PeopleWant', 'Users with items you want are looking for yours');
    await send(other.id, 'FriendRequest', 'You have a new friend request');
    const subjects = (await list(member.auth)).answer.Notifications.map((n) => n.Subject);
    expect(subjects).toEqual(['Users with items you want are looking for yours', 'You have a new match!']);
  });

  it('gives a charity MatchCreated but not FriendRequest', async () => {
    const charity = await signUpCharity();
    expect(await send(charity.id, 'FriendRequest', 'You have a new friend request')).toBe(false);
    expect(await send(charity.id, 'PeopleWant', 'Users with items you want are looking for yours')).toBe(false);
    expect(await send(charity.id, 'MatchCreated', 'You have a new match!')).toBe(true);
    const body = (await list(charity.auth)).answer;
    expect(body.Notifications.map((n) => n.Kind)).toEqual(['MatchCreated']);
    expect(body.Unread).toEqual({ notifications: 1, matches: 1, messages: 0, friends: 0, waiting: 0 });
  });

  it('follows the member’s settings when they switch a kind on or off', async () => {
    const member = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ notificationSettings: { ...defaultNotificationSettings(false), Like: true, MatchCreated: false } })
      .where(eq(users.id, member.id));
    expect(await send(member.id, 'Like', 'Somebody liked your item')).toBe(true);
    expect(await send(member.id, 'MatchCreated', 'You have a new match!')).toBe(false);
    expect((await storedFor(member.id)).map((n) => n.kind)).toEqual(['Like']);
  });

  it.each([
    [0, null],
    [1, ''],
    [2, 'Shall we meet at the station at 6?'],
  ] as const)('shows a chat message at Messages level %i as text %j', async (level, text) => {
    const member = await signUp(t.app);
    await setMessagesLevel(member.id, level);
    const made = await send(member.id, 'Message', 'New message from Bob', 'Shall we meet at the station at 6?');
    expect(made).toBe(text !== null);
    const listed = (await list(member.auth)).answer;
    if (text === null) {
      expect(listed.Notifications).toEqual([]);
      expect(listed.Unread.messages).toBe(0);
    } else {
      expect(listed.Notifications).toMatchObject([{ Kind: 'Message', Subject: 'New message from Bob', Text: text }]);
      // The messages counter counts unread chat messages, not notifications (chat.test.ts).
      expect(listed.Unread).toEqual({ notifications: 1, matches: 1, messages: 0, friends: 0, waiting: 0 });
      const [stored] = await storedFor(member.id);
      expect(stored?.text).toBe(text);
    }
  });

  it('counts unread notifications, matches and friends; Message notifications are not the messages counter', async () => {
    const member = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({
        notificationSettings: {
          ...defaultNotificationSettings(false),
          CommitmentOffered: true,
          Like: true,
          Messages: 2,
        },
      })
      .where(eq(users.id, member.id));
    await send(member.id, 'MatchCreated', 'You have a new match!');
    await send(member.id, 'CommitmentOffered', 'You have a new commitment request');
    await send(member.id, 'Message', 'New message from Bob', 'Hi');
    await send(member.id, 'Message', 'New message from Bob', 'Still there?');
    await send(member.id, 'FriendRequest', 'You have a new friend request');
    await send(member.id, 'Like', 'Somebody liked your item');
    await send(member.id, 'PeopleWant', 'Users with items you want are looking for yours');
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 7,
      matches: 4,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });
});

describe('DELETE /notifications/:id', () => {
  it('deletes the owner’s notification', async () => {
    const member = await signUp(t.app);
    await send(member.id, 'FriendRequest', 'You have a new friend request');
    await send(member.id, 'MatchCreated', 'You have a new match!');
    const [newest, oldest] = (await list(member.auth)).answer.Notifications;
    if (!newest || !oldest) throw new Error('two notifications were sent');
    const response = await remove(newest.ID, member.auth);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    expect((await storedFor(member.id)).map((n) => n.id)).toEqual([oldest.ID]);
    expect((await list(member.auth)).answer.Notifications.map((n) => n.ID)).toEqual([oldest.ID]);
    const again = await remove(newest.ID, member.auth);
    expect(again.statusCode).toBe(404);
    expect(again.error).toEqual({ Success: false, ErrorCode: 'WRONG_NOTIFICATION' });
  });

  it('answers 404 WRONG_NOTIFICATION to another member and keeps the notification', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    await send(owner.id, 'FriendRequest', 'You have a new friend request');
    const response = await remove(await firstStoredIdOf(owner.id), intruder.auth);
    expect(response.statusCode).toBe(404);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_NOTIFICATION' });
    expect(await storedFor(owner.id)).toHaveLength(1);
  });

  it('answers 401 to an anonymous caller and keeps the notification', async () => {
    const owner = await signUp(t.app);
    await send(owner.id, 'FriendRequest', 'You have a new friend request');
    const response = await remove(await firstStoredIdOf(owner.id));
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    expect(await storedFor(owner.id)).toHaveLength(1);
  });

  let member: Promise<Awaited<ReturnType<typeof signUp>>> | undefined;
  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 VALIDATION_ERROR to the id %j', async (id) => {
    member ??= signUp(t.app);
    const { auth } = await member;
    const response = await uncheckedCall(t.app, routes.deleteNotification, { params: { id }, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'id' }] });
  });
});

describe('DELETE /notifications', () => {
  it('clears the caller’s notifications and no one else’s', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    await send(member.id, 'FriendRequest', 'You have a new friend request');
    await send(member.id, 'MatchCreated', 'You have a new match!');
    await send(other.id, 'FriendRequest', 'You have a new friend request');
    const response = await clear(member.auth);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    expect(await storedFor(member.id)).toEqual([]);
    expect((await list(member.auth)).answer.Unread.notifications).toBe(0);
    expect(await storedFor(other.id)).toHaveLength(1);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await clear()).statusCode).toBe(401);
  });
});

describe('POST /notifications/read', () => {
  const read = (body: MarkReadBody, auth?: Auth) => callRoute(t.app, routes.markNotificationsRead, { body }, auth);
  /** A body the contract refuses, or none. */
  const readRaw = (body: object | undefined, auth?: Auth) =>
    uncheckedCall(t.app, routes.markNotificationsRead, { body, headers: auth });

  /** A match, two chat messages and a friend request: every counter but messages (unread chat messages, chat.test.ts) has something. */
  async function busyMember() {
    const member = await signUp(t.app);
    await setMessagesLevel(member.id, 2);
    await send(member.id, 'MatchCreated', 'New match with Bob!');
    await send(member.id, 'Message', 'New message from Bob', 'Hi');
    await send(member.id, 'Message', 'New message from Bob', 'Still there?');
    await send(member.id, 'FriendRequest', 'New friend request from Cat');
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 4,
      matches: 3,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
    return member;
  }

  it.each<[UnreadCounterName, UnreadCounters]>([
    ['notifications', { notifications: 0, matches: 3, messages: 0, friends: 1, waiting: 0 }],
    ['matches', { notifications: 4, matches: 0, messages: 0, friends: 1, waiting: 0 }],
    ['messages', { notifications: 4, matches: 3, messages: 0, friends: 1, waiting: 0 }],
    ['friends', { notifications: 4, matches: 3, messages: 0, friends: 0, waiting: 0 }],
  ])('clears the %s counter alone', async (counter, unread) => {
    const member = await busyMember();
    const response = await read({ Counters: [counter] }, member.auth);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    const listed = (await list(member.auth)).answer;
    expect(listed.Unread).toEqual(unread);
    // A notification is "read" when the bell has shown it.
    expect(listed.Notifications.every((n) => n.Read === (counter === 'notifications'))).toBe(true);
  });

  it('clears several counters in one call, and only the caller’s', async () => {
    const member = await busyMember();
    const other = await busyMember();
    expect((await read({ Counters: ['matches', 'friends'] }, member.auth)).statusCode).toBe(200);
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 4,
      matches: 0,
      messages: 0,
      friends: 0,
      waiting: 0,
    });
    expect((await list(other.auth)).answer.Unread).toEqual({
      notifications: 4,
      matches: 3,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
  });

  it('keeps the counters apart over time: what the bell read still counts for Swap, and the other way round', async () => {
    const member = await busyMember();
    await read({ Counters: ['notifications'] }, member.auth);
    await send(member.id, 'MatchCreated', 'New match with Dee!');
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 1,
      matches: 4,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
    await read({ Counters: ['matches'] }, member.auth);
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 1,
      matches: 0,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
    await read({ Counters: ['notifications'] }, member.auth);
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 0,
      matches: 0,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
  });

  it.each([
    ['no body', undefined],
    ['no counters', {}],
    ['an empty list', { Counters: [] }],
    ['an unknown counter', { Counters: ['everything'] }],
    ['a counter twice', { Counters: ['friends', 'friends'] }],
    ['a string', { Counters: 'friends' }],
    ['an unknown field', { Counters: ['friends'], All: true }],
  ])('answers 400 VALIDATION_ERROR to %s and reads nothing', async (_case, body) => {
    const member = await busyMember();
    const response = await readRaw(body, member.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe('VALIDATION_ERROR');
    expect((await list(member.auth)).answer.Unread).toEqual({
      notifications: 4,
      matches: 3,
      messages: 0,
      friends: 1,
      waiting: 0,
    });
  });

  it('answers 401 to an anonymous caller, before looking at the body', async () => {
    expect((await read({ Counters: ['friends'] })).statusCode).toBe(401);
    expect((await readRaw(undefined)).statusCode).toBe(401);
  });
});

describe('notify() across a block', () => {
  it('makes none, so no push, while a block stands between the recipient and the member it is about, either way', async () => {
    const [recipient, blocker, blocked, stranger] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    await insertBlock(t, blocker, recipient);
    await insertBlock(t, recipient, blocked);
    // Pushes only what notify() made: the earlier tests' notifications are claimed first.
    await runPushBatch(t.app.ctx);
    const about = (memberId: number) =>
      liveTransaction(t.app.ctx, (tx) =>
        notify(tx, t.clock.now(), recipient.id, 'MatchCreated', 'A match', '', undefined, memberId),
      );
    expect(await about(blocker.id)).toBe(false);
    expect(await about(blocked.id)).toBe(false);
    expect(await storedFor(recipient.id)).toEqual([]);
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 0 });

    expect(await about(stranger.id)).toBe(true);
    expect(await send(recipient.id, 'MatchCreated', 'About nobody')).toBe(true);
    expect((await storedFor(recipient.id)).map((row) => row.subject).sort()).toEqual(['A match', 'About nobody']);
  });
});
