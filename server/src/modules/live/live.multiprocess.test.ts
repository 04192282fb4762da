/**
 * Two apps (as two API processes) on one database and one Redis: a member's live sockets on each,
 * and actions through both. Each event reaches every socket of its member, in whichever process,
 * once and in order; a live socket in one process counts as online in the other. Runs when
 * TEST_REDIS_URL is set; skipped otherwise.
 */
import { randomUUID } from 'node:crypto';
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { callRoute } from '../../test/call-route.ts';
import { eventually } from '../../test/chat-socket.ts';
import { LiveClient } from '../../test/live-socket.ts';
import { type Auth, matchedPair } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('live events across processes through Redis', () => {
  let t: TestApp;
  let second: App;
  const opened: LiveClient[] = [];

  beforeAll(async () => {
    // A prefix of this run's own: another test file's processes number matches and members alike.
    t = await createTestApp({ REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `test-${randomUUID()}:` });
    second = await buildApp({ config: t.app.ctx.config, database: t.database, clock: t.clock });
    await second.ready();
  });
  afterAll(async () => {
    for (const client of opened) client.ws.terminate();
    await second.close();
    await t.close();
  });

  async function connect(app: App, auth: Auth): Promise<LiveClient> {
    const ticket = (await callRoute(t.app, routes.getLiveTicket, undefined, auth)).answer.Ticket;
    const client = new LiveClient(await app.injectWS(`/api/v1/ws/live?token=${encodeURIComponent(ticket)}`));
    opened.push(client);
    await client.hello(0);
    return client;
  }

  const numbered = (client: LiveClient, from: number) =>
    client.since(from).flatMap((event) => ('seq' in event ? [event] : []));

  it('carries each member’s events to their sockets in both processes, once, in order', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const abeHere = await connect(t.app, abe.auth);
    const beaThere = await connect(second, bea.auth);
    const beaHere = await connect(t.app, bea.auth);
    const from = [abeHere, beaThere, beaHere].map((client) => client.events.length);

    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    expect(
      (await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth)).statusCode,
    ).toBe(200);
    const offered = (await callRoute(second, routes.getMatch, { params: { id: matchId } }, bea.auth)).answer.Match;
    const id = offered.Commitment?.ID ?? 0;
    expect((await callRoute(second, routes.acceptCommitment, { params: { id } }, bea.auth)).statusCode).toBe(200);
    await callRoute(second, routes.sendMessage, { body: { MatchID: matchId, Text: 'See you at six' } }, abe.auth);

    const commitment = { type: 'match', matchId, change: 'commitment' };
    for (const [index, client] of [abeHere, beaThere, beaHere].entries()) {
      const at = from[index] ?? 0;
      await client.until((events) => events.slice(at).some((event) => event.type === 'chat'), 'the doorbell');
      await eventually(() => numbered(client, at).length >= 2, 'both commitment events');
      const events = numbered(client, at);
      expect(events.map(({ seq: _seq, ...rest }) => rest).slice(0, 2)).toEqual([commitment, commitment]);
      const seqs = events.map((event) => event.seq);
      expect(seqs).toEqual(seqs.map((_, n) => (seqs[0] ?? 0) + n));
    }
    // Bea's two sockets, in two processes, heard the same numbers, up to the message's notification
    // to her (made after the doorbell rang, so it may come to one socket a moment before the other).
    const notified = (client: LiveClient, at: number) =>
      numbered(client, at).some((event) => event.type === 'notification');
    await eventually(
      () => notified(beaThere, from[1] ?? 0) && notified(beaHere, from[2] ?? 0),
      "the message's notification on both of Bea's sockets",
    );
    expect(numbered(beaThere, from[1] ?? 0)).toEqual(numbered(beaHere, from[2] ?? 0));
  });

  it('counts a live socket in one process as online in the other', async () => {
    const { bea } = await matchedPair(t);
    expect(await t.app.ctx.chatBus.isOnline(bea.id)).toBe(false);
    const live = await connect(second, bea.auth);
    await eventually(() => t.app.ctx.chatBus.isOnline(bea.id), 'Bea online');
    live.ws.terminate();
    await eventually(async () => !(await t.app.ctx.chatBus.isOnline(bea.id)), 'Bea offline');
  });
});
