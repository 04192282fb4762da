/**
 * The chat socket through the real app: the ticket checked before the upgrade, hello, replay and
 * ready, live events to both members with no gap and no repeat, typing, watching, the heartbeat
 * and the slow-consumer close. Messages go through the real calls (POST /message and friends).
 */
import { CHAT_HEARTBEAT_MS, CHAT_TICKET_TTL_MS, ChatCloseCode, type Message, routes } from '@swapsies/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  SOCKET_CLIENT_EVENT_MAX_BYTES,
  SOCKET_REORDER_WAIT_MS,
  SOCKET_SEND_BUFFER_MAX,
} from '../../plugins/event-socket.ts';
import { callRoute } from '../../test/call-route.ts';
import { ChatClient, eventually, listenForSockets, texts } from '../../test/chat-socket.ts';
import { type Auth, type Member, matchedPair, member, notificationsOf, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenForSockets(t);
});
afterAll(() => t.close());

const opened: ChatClient[] = [];
afterEach(() => {
  for (const client of opened.splice(0)) client.ws.terminate();
});
function track(client: ChatClient): ChatClient {
  opened.push(client);
  return client;
}

async function ticketFor(auth: Auth, matchId: number, app = t.app): Promise<string> {
  const answer = await callRoute(app, routes.getChatTicket, { body: { MatchID: matchId } }, auth);
  expect(answer.statusCode).toBe(200);
  return answer.answer.Ticket;
}

const socketPath = (matchId: number, ticket?: string) =>
  `/api/v1/ws/chat/${matchId}${ticket === undefined ? '' : `?token=${encodeURIComponent(ticket)}`}`;

/** Opens the socket through injectWS (no port): rejects with the status when refused. */
async function connect(viewer: Member, matchId: number): Promise<ChatClient> {
  return track(new ChatClient(await t.app.injectWS(socketPath(matchId, await ticketFor(viewer.auth, matchId)))));
}

/**
 * A real socket on the listening app, for what injectWS cannot do: refusal bodies, unanswered pings,
 * and a clean close (injectWS's in-memory stream only ends the server's side at ws's 30 s close timeout).
 */
async function connectOverTcp(path: string, options: WebSocket.ClientOptions = {}): Promise<ChatClient> {
  return track(await ChatClient.open(`${baseUrl}${path}`, options));
}

/** Tries to open the socket: the HTTP status and body it was refused with, or 'opened'. */
function refusal(path: string): Promise<{ status: number; body: Record<string, unknown> } | 'opened'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl}${path}`);
    ws.once('open', () => {
      ws.terminate();
      resolve('opened');
    });
    ws.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response')) reject(error);
    });
  });
}

/** Publishes a message event with the given number straight on the bus, as a send's commit would. */
function publishMessage(matchId: number, senderId: number, seq: number, text = `message ${seq}`): Promise<void> {
  return t.app.ctx.chatBus.publish(matchId, {
    type: 'message',
    seq,
    message: {
      ID: seq,
      MatchID: matchId,
      SenderID: senderId,
      Seq: seq,
      EventSeq: seq,
      Text: text,
      CreatedAt: new Date().toISOString(),
      UpdatedAt: null,
      DeletedAt: null,
      ReadAt: null,
      IsDeleted: false,
      UnderReview: false,
      ClientID: null,
      Handover: null,
    },
  });
}

async function send(sender: Member, matchId: number, text: string): Promise<Message> {
  const answer = await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: text } }, sender.auth);
  expect(answer.statusCode).toBe(200);
  return answer.answer.Message;
}

describe('opening the socket', () => {
  it('refuses a missing, reused, expired or other match’s ticket with 401 WRONG_TICKET before any socket opens', async () => {
    const { abe, matchId } = await matchedPair(t);
    const other = await matchedPair(t);
    const wrongTicket = { status: 401, body: expect.objectContaining({ Success: false, ErrorCode: 'WRONG_TICKET' }) };

    expect(await refusal(socketPath(matchId))).toEqual(wrongTicket);
    expect(await refusal(socketPath(matchId, 'not-a-ticket'))).toEqual(wrongTicket);

    const used = await ticketFor(abe.auth, matchId);
    expect(await refusal(socketPath(matchId, used))).toBe('opened');
    expect(await refusal(socketPath(matchId, used))).toEqual(wrongTicket);

    const late = await ticketFor(abe.auth, matchId);
    t.clock.advance(CHAT_TICKET_TTL_MS + 1);
    expect(await refusal(socketPath(matchId, late))).toEqual(wrongTicket);

    // A ticket for the member's other match does not open this one, nor is it spent on the way.
    const elsewhere = await ticketFor(other.abe.auth, other.matchId);
    expect(await refusal(socketPath(matchId, elsewhere))).toEqual(wrongTicket);
    await expect(t.app.injectWS(socketPath(matchId, await ticketFor(other.bea.auth, other.matchId)))).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });

  it('gives no ticket to someone outside the match (WRONG_MATCH)', async () => {
    const { matchId } = await matchedPair(t);
    const stranger = await member(t, 'Cal', [Wants.cameras]);
    const answer = await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, stranger.auth);
    expect(answer.error.ErrorCode).toBe('WRONG_MATCH');
  });

  it('closes with badHello when the first event is not a valid hello', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const typingFirst = await connect(abe, matchId);
    typingFirst.send({ type: 'typing', isTyping: true });
    expect(await typingFirst.closed).toBe(ChatCloseCode.badHello);
    const garbled = await connect(bea, matchId);
    garbled.ws.send('{not json');
    expect(await garbled.closed).toBe(ChatCloseCode.badHello);
    const negative = await connect(bea, matchId);
    negative.send({ type: 'hello', after: -1 });
    expect(await negative.closed).toBe(ChatCloseCode.badHello);
  });

  it('answers a plain HTTP call to the address without spending a ticket', async () => {
    const { abe, matchId } = await matchedPair(t);
    const ticket = await ticketFor(abe.auth, matchId);
    const plain = await callRoute(t.app, routes.chatSocket, { params: { matchId }, query: { token: ticket } });
    expect(plain.statusCode).toBe(400);
    expect(await refusal(socketPath(matchId, ticket))).toBe('opened');
  });
});

describe('events', () => {
  it('reach both members live, in order: messages, edits, deletions and read marks', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const [abeSocket, beaSocket] = [await connect(abe, matchId), await connect(bea, matchId)];
    expect((await abeSocket.hello(0)).lastSeq).toBe(0);
    expect((await beaSocket.hello(0)).lastSeq).toBe(0);

    const first = await send(abe, matchId, 'Still have the guitar?');
    await send(bea, matchId, 'Yes!');
    expect(
      (
        await callRoute(
          t.app,
          routes.editMessage,
          { params: { id: first.ID }, body: { Text: 'Still got the guitar?' } },
          abe.auth,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await callRoute(t.app, routes.markChatRead, { params: { matchId }, body: { UpTo: 2 } }, bea.auth)).statusCode,
    ).toBe(200);
    expect((await callRoute(t.app, routes.deleteMessage, { params: { id: first.ID } }, abe.auth)).statusCode).toBe(200);

    for (const socket of [abeSocket, beaSocket]) {
      const events = await socket.until((all) => all.length === 6, 'five changes after ready');
      expect(events.map((event) => event.type)).toEqual(['ready', 'message', 'message', 'edited', 'read', 'deleted']);
      expect(socket.seqs()).toEqual([1, 2, 3, 4, 5]);
      expect(events[4]).toMatchObject({ type: 'read', userId: bea.id, upTo: 2 });
    }
  });

  it('replays exactly the changes after the number the client holds, then ready, then live', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    for (const text of ['one', 'two', 'three', 'four']) await send(abe, matchId, text);
    await callRoute(t.app, routes.markChatRead, { params: { matchId }, body: { UpTo: 1 } }, bea.auth);

    const beaSocket = await connect(bea, matchId);
    const { replay, lastSeq } = await beaSocket.hello(2);
    expect(replay.map((event) => ('seq' in event ? [event.type, event.seq] : [event.type]))).toEqual([
      ['message', 3],
      ['message', 4],
      ['read', 5],
    ]);
    expect(texts(replay)).toEqual(['three', 'four']);
    expect(lastSeq).toBe(5);

    await send(abe, matchId, 'five');
    await beaSocket.until((events) => texts(events).length === 3, 'the live message');
    expect(beaSocket.seqs()).toEqual([3, 4, 5, 6]);
  });

  it('loses and repeats nothing sent while the replay runs', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    for (let n = 1; n <= 30; n += 1) await send(abe, matchId, `before ${n}`);
    const beaSocket = await connect(bea, matchId);
    const sending = (async () => {
      for (let n = 1; n <= 30; n += 1) await send(abe, matchId, `during ${n}`);
    })();
    beaSocket.send({ type: 'hello', after: 0 });
    await sending;
    await eventually(() => beaSocket.seqs().length === 60, 'sixty messages');
    expect(beaSocket.seqs()).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect(beaSocket.events.filter((event) => event.type === 'ready')).toHaveLength(1);
  });

  it('puts numbers that crossed on the bus back in order', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const beaSocket = await connect(bea, matchId);
    await beaSocket.hello(0);
    for (const seq of [2, 1, 4, 3]) await publishMessage(matchId, abe.id, seq);
    await beaSocket.until((events) => texts(events).length === 4, 'four messages');
    expect(beaSocket.seqs()).toEqual([1, 2, 3, 4]);
  });

  it('sends what came after a number that never comes once SOCKET_REORDER_WAIT_MS is over, and nothing below it later', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const beaSocket = await connect(bea, matchId);
    await beaSocket.hello(0);
    await publishMessage(matchId, abe.id, 1);
    await beaSocket.until((events) => texts(events).length === 1, 'the first message');
    const heldFrom = Date.now();
    for (const seq of [3, 4]) await publishMessage(matchId, abe.id, seq);
    await beaSocket.until((events) => texts(events).length === 3, 'the messages after the gap');
    expect(Date.now() - heldFrom).toBeGreaterThanOrEqual(SOCKET_REORDER_WAIT_MS - 5);
    expect(beaSocket.seqs()).toEqual([1, 3, 4]);
    // The client fetched the gap: the number that comes too late is not sent after those above it.
    await publishMessage(matchId, abe.id, 2);
    await publishMessage(matchId, abe.id, 5);
    await beaSocket.until((events) => texts(events).length === 4, 'the next message');
    expect(beaSocket.seqs()).toEqual([1, 3, 4, 5]);
  });

  it('sends typing to the partner, never to the typist, and keeps none of it', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const [abeSocket, beaSocket] = [await connect(abe, matchId), await connect(bea, matchId)];
    await abeSocket.hello(0);
    await beaSocket.hello(0);
    abeSocket.send({ type: 'typing', isTyping: true });
    abeSocket.send({ type: 'typing', isTyping: false });
    await beaSocket.until((events) => events.length === 3, 'two typing events');
    expect(beaSocket.events.slice(1)).toEqual([
      { type: 'typing', userId: abe.id, isTyping: true },
      { type: 'typing', userId: abe.id, isTyping: false },
    ]);
    const stored = (await callRoute(t.app, routes.getMessages, { params: { matchId }, query: { after: 0 } }, bea.auth))
      .answer;
    expect(stored).toMatchObject({ Messages: [], LastSeq: 0 });
    // A late joiner hears none of it either.
    expect((await (await connect(bea, matchId)).hello(0)).replay).toEqual([]);
    expect(abeSocket.events).toEqual([{ type: 'ready', lastSeq: 0 }]);
  });

  it('drops typing beyond a few a second from one socket', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const [abeSocket, beaSocket] = [await connect(abe, matchId), await connect(bea, matchId)];
    await abeSocket.hello(0);
    await beaSocket.hello(0);
    for (let n = 0; n < 20; n += 1) abeSocket.send({ type: 'typing', isTyping: n % 2 === 0 });
    await send(abe, matchId, 'after the typing');
    await beaSocket.until((events) => texts(events).length === 1, 'the message');
    const typing = beaSocket.events.filter((event) => event.type === 'typing');
    expect(typing.length).toBeGreaterThan(0);
    expect(typing.length).toBeLessThanOrEqual(10);
  });

  it('never carries one match’s events to another match’s sockets', async () => {
    const first = await matchedPair(t);
    const second = await matchedPair(t);
    const watcher = await connect(second.bea, second.matchId);
    await watcher.hello(0);
    await send(first.abe, first.matchId, 'for the first match only');
    await send(second.abe, second.matchId, 'for the second');
    await watcher.until((events) => texts(events).length === 1, 'the second match’s message');
    expect(texts(watcher.events)).toEqual(['for the second']);
  });
});

describe('watching', () => {
  it('counts from hello while visible, holds back notifications, and ends with the socket', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const bus = t.app.ctx.chatBus;
    const abeSocket = await connectOverTcp(socketPath(matchId, await ticketFor(abe.auth, matchId)));
    expect(await bus.isWatching(matchId, abe.id)).toBe(false);
    await abeSocket.hello(0);
    await eventually(() => bus.isWatching(matchId, abe.id), 'watching after hello');

    await send(bea, matchId, 'seen at once');
    await t.settled();
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'Message')).toEqual([]);

    abeSocket.send({ type: 'visible', visible: false });
    await eventually(async () => !(await bus.isWatching(matchId, abe.id)), 'hidden');
    await send(bea, matchId, 'while hidden');
    await t.settled();
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'Message')).toHaveLength(1);

    abeSocket.send({ type: 'visible', visible: true });
    await eventually(() => bus.isWatching(matchId, abe.id), 'visible again');
    abeSocket.ws.close();
    await abeSocket.closed;
    await eventually(async () => !(await bus.isWatching(matchId, abe.id)), 'not watching after close');
    await send(bea, matchId, 'after close');
    await t.settled();
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'Message')).toHaveLength(2);
  });
});

describe('connection health', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every CHAT_HEARTBEAT_MS and drops a socket that did not answer the last ping', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    // The process's heartbeat timer starts with its first open socket: the earlier tests' sockets
    // must be gone for this test's sockets to start it under the fake clock.
    for (const earlier of t.app.websocketServer.clients) earlier.terminate();
    await eventually(() => t.app.websocketServer.clients.size === 0, 'the earlier sockets closed');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const silent = await connectOverTcp(socketPath(matchId, await ticketFor(abe.auth, matchId)), { autoPong: false });
    const answering = await connectOverTcp(socketPath(matchId, await ticketFor(bea.auth, matchId)));
    await silent.hello(0);
    await answering.hello(0);
    let pings = 0;
    silent.ws.on('ping', () => {
      pings += 1;
    });
    // The answering client's pong goes out before its typing event, so once the typing has come
    // round to the other socket, the server has seen the pong.
    answering.ws.once('ping', () => answering.send({ type: 'typing', isTyping: true }));

    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS);
    await eventually(() => pings === 1, 'the first ping');
    await silent.until((events) => events.some((event) => event.type === 'typing'), 'the pong seen');
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS);
    expect(await silent.closed).toBe(1006);
    await eventually(
      async () => !(await t.app.ctx.chatBus.isWatching(matchId, abe.id)),
      'the dropped socket unwatched',
    );

    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    await send(abe, matchId, 'still here?');
    await answering.until((events) => texts(events).length === 1, 'the message on the answering socket');
  });

  it('closes a client that does not keep up with its send buffer (slow)', async () => {
    const { bea, matchId } = await matchedPair(t);
    const slow = await connect(bea, matchId);
    await slow.hello(0);
    slow.ws.pause();
    const big = 'x'.repeat(100_000);
    const count = Math.ceil((SOCKET_SEND_BUFFER_MAX * 2) / big.length);
    for (let seq = 1; seq <= count; seq += 1) await publishMessage(matchId, bea.id, seq, big);
    slow.ws.resume();
    expect(await slow.closed).toBe(ChatCloseCode.slow);
    expect(slow.seqs().length).toBeLessThan(count);
  });

  it('closes a socket whose client sends an event over the size limit (1009)', async () => {
    const { abe, matchId } = await matchedPair(t);
    const client = await connect(abe, matchId);
    await client.hello(0);
    client.ws.send('x'.repeat(SOCKET_CLIENT_EVENT_MAX_BYTES + 1));
    expect(await client.closed).toBe(1009);
  });

  it('closes every socket when the app closes', async () => {
    const other = await createTestApp();
    const { abe, matchId } = await matchedPair(other);
    const client = new ChatClient(
      await other.app.injectWS(socketPath(matchId, await ticketFor(abe.auth, matchId, other.app))),
    );
    await client.hello(0);
    const started = Date.now();
    await other.close();
    expect(await client.closed).toBe(1001);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
