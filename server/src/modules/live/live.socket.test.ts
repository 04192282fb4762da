/**
 * The live socket through the real app: the ticket checked before the upgrade, hello with reset,
 * replay and ready, and the events each action sends to both members live, checked after Zulip's
 * verify_action: what the events name, refetched, is everything that changed.
 */
import {
  COMMITMENT_PENDING_MS,
  LIVE_EVENT_KEEP_MS,
  LIVE_REPLAY_MAX,
  LIVE_TICKET_TTL_MS,
  type LiveServerEvent,
  routes,
} from '@swapsies/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { memberEventHeads, memberEvents } from '../../db/schema.ts';
import { sweepCommitments } from '../../jobs/commitment-sweeper.ts';
import { callRoute } from '../../test/call-route.ts';
import { eventually, listenForSockets } from '../../test/chat-socket.ts';
import { type LiveClient, openLiveSocket } from '../../test/live-socket.ts';
import { type Auth, type Member, matchedPair, member, switchNotifications, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { liveEventOfRow, pruneLiveEvents } from './live.service.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenForSockets(t);
});
afterAll(() => t.close());

const opened: LiveClient[] = [];
afterEach(() => {
  for (const client of opened.splice(0)) client.ws.terminate();
});

async function ticketFor(auth: Auth): Promise<string> {
  const answer = await callRoute(t.app, routes.getLiveTicket, undefined, auth);
  expect(answer.statusCode).toBe(200);
  return answer.answer.Ticket;
}

const socketPath = (ticket?: string) =>
  `/api/v1/ws/live${ticket === undefined ? '' : `?token=${encodeURIComponent(ticket)}`}`;

/** Opens the member's live socket through injectWS and says hello with `after` (the reset's number for 0). */
async function connect(viewer: { auth: Auth }): Promise<LiveClient> {
  const client = await openLiveSocket(t, viewer.auth);
  opened.push(client);
  return client;
}

/** Tries to open the socket over TCP: the HTTP status it was refused with, or 'opened'. */
function refusal(path: string): Promise<number | 'opened'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl}${path}`);
    ws.once('open', () => {
      ws.terminate();
      resolve('opened');
    });
    ws.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    ws.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response')) reject(error);
    });
  });
}

/** The member's stored events after `after`, as the socket sends them. */
async function storedSince(userId: number, after: number): Promise<(LiveServerEvent | null)[]> {
  const rows = await t.database.db
    .select()
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), gt(memberEvents.seq, after)))
    .orderBy(asc(memberEvents.seq));
  return rows.map(liveEventOfRow);
}

async function lastSeqOf(userId: number): Promise<number> {
  const [head] = await t.database.db.select().from(memberEventHeads).where(eq(memberEventHeads.userId, userId));
  return head?.lastSeq ?? 0;
}

/** A matched pair, each with a live socket said hello to and live. */
async function livePair() {
  const scene = await matchedPair(t);
  const [abeLive, beaLive] = [await connect(scene.abe), await connect(scene.bea)];
  await abeLive.hello(0);
  await beaLive.hello(0);
  return { ...scene, abeLive, beaLive };
}

/** Numbered events without their numbers, and doorbells: what an action is expected to send. */
const shapes = (events: LiveServerEvent[]) =>
  events.map((event) => {
    if (!('seq' in event)) return event;
    const { seq: _seq, ...rest } = event;
    return rest;
  });

/**
 * Runs the action, then waits until each member's socket has every event stored for them since
 * (in order, numbered one after another) and answers the events each received, without numbers.
 */
async function eventsOf(members: { who: Member; live: LiveClient }[], action: () => Promise<unknown>) {
  const before = await Promise.all(
    members.map(async ({ who, live }) => ({ seq: await lastSeqOf(who.id), at: live.events.length })),
  );
  await action();
  return Promise.all(
    members.map(async ({ who, live }, index) => {
      const { seq, at } = before[index] ?? { seq: 0, at: 0 };
      const stored = await storedSince(who.id, seq);
      const numbered = () => live.events.slice(at).filter((event) => 'seq' in event);
      await eventually(() => numbered().length >= stored.length, `${stored.length} events for ${who.id}`);
      expect(numbered()).toEqual(stored);
      expect(stored.map((event) => (event && 'seq' in event ? event.seq : 0))).toEqual(
        stored.map((_, n) => seq + n + 1),
      );
      return shapes(live.events.slice(at));
    }),
  );
}

describe('opening the live socket', () => {
  it('gives a ticket only to a member (401 without a session)', async () => {
    const answer = await callRoute(t.app, routes.getLiveTicket, undefined);
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a missing, wrong, used or expired ticket with 401 before any socket opens', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    expect(await refusal(socketPath())).toBe(401);
    expect(await refusal(socketPath('not-a-ticket'))).toBe(401);
    const used = await ticketFor(abe.auth);
    expect(await refusal(socketPath(used))).toBe('opened');
    expect(await refusal(socketPath(used))).toBe(401);
    const late = await ticketFor(abe.auth);
    t.clock.advance(LIVE_TICKET_TTL_MS + 1);
    expect(await refusal(socketPath(late))).toBe(401);
  });

  it('answers a plain HTTP call without spending the ticket', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const ticket = await ticketFor(abe.auth);
    const plain = await callRoute(t.app, routes.liveSocket, { query: { token: ticket } });
    expect(plain.statusCode).toBe(400);
    expect(await refusal(socketPath(ticket))).toBe('opened');
  });

  it('counts the member as online while the socket is open: the app is open, so no Web Push', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const live = await connect(abe);
    await eventually(() => t.app.ctx.chatBus.isOnline(abe.id), 'Abe online');
    live.ws.terminate();
    await eventually(async () => !(await t.app.ctx.chatBus.isOnline(abe.id)), 'Abe offline');
  });

  it('closes with badHello when the first event is not a valid hello', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const live = await connect(abe);
    live.send({ type: 'hello', after: -1 });
    expect(await live.closed).toBe(4400);
  });
});

describe('hello', () => {
  it('tells a client holding no number (0) to refetch: reset with the last number, then live', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const live = await connect(abe);
    const { replay, last } = await live.hello(0);
    expect(replay).toEqual([]);
    expect(last).toEqual({ type: 'reset', lastSeq: await lastSeqOf(abe.id) });
    expect(last.lastSeq).toBeGreaterThan(0);
    const [abeEvents] = await eventsOf([{ who: abe, live }], () =>
      callRoute(t.app, routes.unmatch, { params: { id: matchId } }, bea.auth),
    );
    expect(abeEvents?.[0]).toEqual({ type: 'match', matchId, change: 'unmatched' });
  });

  it('replays exactly what came after the client’s number, then ready, then live', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const held = await lastSeqOf(bea.id);
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth);
    await callRoute(t.app, routes.markNotificationsRead, { body: { Counters: ['notifications'] } }, bea.auth);

    const live = await connect(bea);
    const { replay, last } = await live.hello(held);
    expect(replay).toEqual(await storedSince(bea.id, held));
    expect(shapes(replay)).toEqual([{ type: 'match', matchId, change: 'commitment' }, { type: 'counters' }]);
    expect(last).toEqual({ type: 'ready', lastSeq: held + 2 });

    const again = await connect(bea);
    expect(await again.hello(held + 2)).toEqual({ replay: [], last: { type: 'ready', lastSeq: held + 2 } });
  });

  it('tells a client to refetch when its events are no longer kept, too many, or ahead of the server', async () => {
    const { bea } = await matchedPair(t);
    const lastSeq = await lastSeqOf(bea.id);
    const ahead = await connect(bea);
    expect((await ahead.hello(lastSeq + 1)).last).toEqual({ type: 'reset', lastSeq });

    t.clock.advance(LIVE_EVENT_KEEP_MS + 1);
    expect(await pruneLiveEvents(t.app.ctx)).toBeGreaterThan(0);
    const pruned = await connect(bea);
    expect((await pruned.hello(1)).last).toEqual({ type: 'reset', lastSeq });

    await t.database.db
      .update(memberEventHeads)
      .set({ lastSeq: lastSeq + LIVE_REPLAY_MAX + 1 })
      .where(eq(memberEventHeads.userId, bea.id));
    const behind = await connect(bea);
    expect((await behind.hello(lastSeq)).last).toEqual({ type: 'reset', lastSeq: lastSeq + LIVE_REPLAY_MAX + 1 });
  });
});

describe('live events to both members', () => {
  const match = (matchId: number, change: string) => ({ type: 'match', matchId, change });

  it('commitments, with the commitment switches off: each change to both, no notification', async () => {
    const { abe, bea, guitar, book, matchId, abeLive, beaLive } = await livePair();
    const both = [
      { who: abe, live: abeLive },
      { who: bea, live: beaLive },
    ];
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    const offer = () => callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth);
    const commitmentId = async () => {
      const answer = await callRoute(t.app, routes.getMatch, { params: { id: matchId } }, abe.auth);
      return answer.answer.Match.Commitment?.ID ?? 0;
    };
    type CommitmentRoute = (typeof routes)['acceptCommitment' | 'rejectCommitment' | 'recallCommitment'];
    const act = async (route: CommitmentRoute, auth: Auth) => {
      const id = await commitmentId();
      const answer = await callRoute(t.app, route, { params: { id } }, auth);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const expected = [[match(matchId, 'commitment')], [match(matchId, 'commitment')]];

    expect(await eventsOf(both, offer)).toEqual(expected);
    expect(await eventsOf(both, () => act(routes.recallCommitment, abe.auth))).toEqual(expected);
    await offer();
    expect(await eventsOf(both, () => act(routes.rejectCommitment, bea.auth))).toEqual(expected);
    await offer();
    expect(await eventsOf(both, () => act(routes.acceptCommitment, bea.auth))).toEqual(expected);
  });

  it('a request to them notifies the partner when their switch is on: the match, then the notification', async () => {
    const { abe, bea, guitar, book, matchId, abeLive, beaLive } = await livePair();
    await switchNotifications(t, bea.id, { CommitmentOffered: true });
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    const [abeEvents, beaEvents] = await eventsOf(
      [
        { who: abe, live: abeLive },
        { who: bea, live: beaLive },
      ],
      () => callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth),
    );
    expect(abeEvents).toEqual([match(matchId, 'commitment')]);
    expect(beaEvents).toEqual([
      match(matchId, 'commitment'),
      { type: 'notification', notificationId: expect.any(Number) },
    ]);
  });

  it('a lapsed request, told by the sweeper, is a change to both', async () => {
    const { abe, bea, guitar, book, matchId, abeLive, beaLive } = await livePair();
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth);
    t.clock.advance(COMMITMENT_PENDING_MS + 1);
    const events = await eventsOf(
      [
        { who: abe, live: abeLive },
        { who: bea, live: beaLive },
      ],
      () => sweepCommitments(t.app.ctx),
    );
    for (const received of events) expect(received.at(-1)).toEqual(match(matchId, 'commitment'));
  });

  it('the exchange: each confirmation, and the completion, to both', async () => {
    const { abe, bea, guitar, book, matchId, abeLive, beaLive } = await livePair();
    const both = [
      { who: abe, live: abeLive },
      { who: bea, live: beaLive },
    ];
    const confirm = (auth: Auth) =>
      callRoute(
        t.app,
        routes.confirmExchange,
        { params: { id: matchId }, body: { ItemIDs: [guitar.ID, book.ID] } },
        auth,
      );
    const first = await eventsOf(both, () => confirm(abe.auth));
    expect(first[0]).toEqual([match(matchId, 'exchange')]);
    expect(first[1]?.[0]).toEqual(match(matchId, 'exchange'));
    const second = await eventsOf(both, () => confirm(bea.auth));
    expect(second[1]).toEqual([match(matchId, 'exchange')]);
    expect(second[0]?.[0]).toEqual(match(matchId, 'exchange'));
  });

  it('unmatching, to both', async () => {
    const { abe, bea, matchId, abeLive, beaLive } = await livePair();
    const both = [
      { who: abe, live: abeLive },
      { who: bea, live: beaLive },
    ];
    const [abeEvents, beaEvents] = await eventsOf(both, () =>
      callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth),
    );
    expect(abeEvents).toEqual([match(matchId, 'unmatched')]);
    expect(beaEvents?.[0]).toEqual(match(matchId, 'unmatched'));
  });

  it('a chat message rings both members’ doorbells, unnumbered; reading sends counters to the reader', async () => {
    const { abe, bea, matchId, abeLive, beaLive } = await livePair();
    const from = [abeLive.events.length, beaLive.events.length] as const;
    await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Hello!' } }, abe.auth);
    await abeLive.until((events) => events.slice(from[0]).some((e) => e.type === 'chat'), 'Abe’s doorbell');
    await beaLive.until((events) => events.slice(from[1]).some((e) => e.type === 'chat'), 'Bea’s doorbell');
    expect(abeLive.since(from[0])).toEqual([{ type: 'chat', matchId }]);

    const [beaEvents] = await eventsOf([{ who: bea, live: beaLive }], () =>
      callRoute(t.app, routes.markNotificationsRead, { body: { Counters: ['notifications', 'messages'] } }, bea.auth),
    );
    expect(beaEvents?.filter((event) => event.type !== 'chat')).toEqual([{ type: 'counters' }]);
  });
});

describe('verify_action: the events name everything that changed', () => {
  /** What the member's screens show: the match, the matches list, the bell and its counters. */
  async function stateOf(auth: Auth, matchId: number) {
    const [one, list, bell] = await Promise.all([
      callRoute(t.app, routes.getMatch, { params: { id: matchId } }, auth),
      callRoute(t.app, routes.getMatches, undefined, auth),
      callRoute(t.app, routes.getNotifications, undefined, auth),
    ]);
    return { [`match:${matchId}`]: one.body, list: list.body, bell: bell.body };
  }

  /** The screens an event tells the client to refetch. */
  const refetched = (event: ReturnType<typeof shapes>[number]): string[] => {
    if (event.type === 'match') return [`match:${event.matchId}`, 'list', 'bell'];
    if (event.type === 'chat') return [`match:${event.matchId}`, 'list', 'bell'];
    return event.type === 'notification' || event.type === 'counters' ? ['bell'] : [];
  };

  async function verify(viewer: Member, live: LiveClient, matchId: number, action: () => Promise<unknown>) {
    const before = await stateOf(viewer.auth, matchId);
    const [events = []] = await eventsOf([{ who: viewer, live }], action);
    const after = await stateOf(viewer.auth, matchId);
    const touched = new Set(events.flatMap(refetched));
    for (const key of Object.keys(after)) {
      if (after[key] !== before[key]) expect(touched, `${key} changed without an event naming it`).toContain(key);
    }
  }

  it('holds for offer, accept, confirm, a notification, reading and unmatching, for both members', async () => {
    const { abe, bea, guitar, book, matchId, abeLive, beaLive } = await livePair();
    for (const who of [abe, bea]) await switchNotifications(t, who.id, { ExchangeConfirmed: true, Unmatch: true });
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    await verify(bea, beaLive, matchId, () =>
      callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth),
    );
    const commitment = (await callRoute(t.app, routes.getMatch, { params: { id: matchId } }, bea.auth)).answer.Match
      .Commitment;
    await verify(abe, abeLive, matchId, () =>
      callRoute(t.app, routes.acceptCommitment, { params: { id: commitment?.ID ?? 0 } }, bea.auth),
    );
    await verify(bea, beaLive, matchId, () =>
      callRoute(t.app, routes.confirmExchange, { params: { id: matchId }, body: { ItemIDs: [book.ID] } }, abe.auth),
    );
    await verify(bea, beaLive, matchId, () =>
      callRoute(t.app, routes.markNotificationsRead, { body: { Counters: ['notifications'] } }, bea.auth),
    );
    await verify(abe, abeLive, matchId, () => callRoute(t.app, routes.unmatch, { params: { id: matchId } }, bea.auth));
  });
});
