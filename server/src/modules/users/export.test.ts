import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { signUp } from '../../test/members.ts';
import { type Auth, listItem, matchedPair, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DATA_EXPORT: '3/1h' });
});
afterAll(() => t.close());

const exportOf = (auth: Auth) => callRoute(t.app, routes.exportUser, undefined, auth);

describe('GET /user/export', () => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const response = await exportOf(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it("holds the member's data as a download, and of others only what the member sees", async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const beaSecret = await listItem(t, bea, Wants.cameras, { Name: 'Hidden camera of Bea' });
    const put = await callRoute(
      t.app,
      routes.updateUser,
      { body: { Phone: '07999888777', Telegram: '@bea_private' } },
      bea.auth,
    );
    expect(put.statusCode).toBe(200);
    const offer = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 12 };
    const offered = await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body: offer }, abe.auth);
    expect(offered.statusCode, offered.body).toBe(200);
    await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Abe writes this' } }, abe.auth);
    const At = new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString();
    const handover = { At, Place: 'By the clock tower', Note: 'Blue bag' };
    const proposed = await callRoute(
      t.app,
      routes.proposeHandover,
      { params: { id: matchId }, body: handover },
      abe.auth,
    );
    expect(proposed.statusCode, proposed.body).toBe(200);
    await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Bea writes that' } }, bea.auth);
    const reported = await callRoute(
      t.app,
      routes.report,
      {
        body: {
          TargetType: 'item',
          TargetID: beaSecret.ID,
          Reason: 'Spam',
          Text: 'Looks odd',
        },
      },
      abe.auth,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    await t.database.db.insert(supportRequests).values([
      { kind: 'contact', userId: abe.id, type: 1, page: 'contact', subject: 'Abe asks', message: 'A question of mine' },
      { kind: 'contact', userId: bea.id, type: 1, page: 'contact', subject: 'Bea asks', message: 'Not for Abe' },
    ]);
    const cat = await signUp(t.app, { FirstName: 'Cat' });
    expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: abe.id } }, cat.auth)).statusCode).toBe(
      200,
    );

    const response = await exportOf(abe.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="swapsies-data-${abe.Username}.json"`);
    const data = response.answer.Export;

    expect(data.ExportedAt).toBe(t.clock.now().toISOString());
    expect(data.Profile).toEqual((await callRoute(t.app, routes.getUser, undefined, abe.auth)).answer.User);
    expect(data.Items.map((item) => item.ID)).toEqual([guitar.ID]);
    expect(data.Matches).toEqual([
      expect.objectContaining({
        ID: matchId,
        EndedAt: null,
        ItemIDs: [guitar.ID],
        Partner: {
          ID: bea.id,
          Type: 1,
          FirstName: 'Bea',
          LastName: bea.LastName,
          Username: bea.Username,
          ProfilePhoto: '',
          Reliability: { Swaps: 0, ThumbsUp: 0, NoShows: 0 },
          Distance: '',
          Town: '',
        },
      }),
    ]);
    expect(data.Messages.map((m) => m.Text)).toEqual(['Abe writes this']);
    expect(data.Commitments).toEqual([
      expect.objectContaining({ MatchID: matchId, Requested: true, TTL: 12, EndedAt: null }),
    ]);
    expect(data.Handovers).toEqual([
      expect.objectContaining({
        MatchID: matchId,
        At,
        Place: 'By the clock tower',
        Note: 'Blue bag',
        Status: 'proposed',
      }),
    ]);
    expect(data.Reactions).toEqual([expect.objectContaining({ ItemID: book.ID, Liked: true })]);
    expect(data.Notifications.length).toBeGreaterThan(0);
    expect(data.Friends.map((f) => f.ID)).toEqual([bea.id]);
    expect(data.FriendRequestsReceived.map((f) => f.ID)).toEqual([cat.id]);
    expect(data.FriendRequestsSent).toEqual([]);
    expect(data.CharitiesFollowed).toEqual([]);
    expect(data.Reports).toEqual([
      expect.objectContaining({ TargetType: 'item', TargetID: beaSecret.ID, Reason: 'Spam', Text: 'Looks odd' }),
    ]);
    expect(data.SupportRequests.map((s) => s.Subject)).toEqual(['Abe asks']);
    expect(data.Sessions.length).toBeGreaterThan(0);
    for (const session of data.Sessions) expect(Object.keys(session).sort()).toEqual(['CreatedAt', 'ExpiresAt']);

    // Nothing of Bea's beyond her summary, and no secret of Abe's.
    for (const absent of [
      bea.Email,
      '07999888777',
      '@bea_private',
      'Bea writes that',
      'Hidden camera of Bea',
      'Not for Abe',
      abe.token,
    ]) {
      expect(response.body).not.toContain(absent);
    }
  });

  it("gives a second member their own data only, never the first's", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'From Abe only' } }, abe.auth);
    const other = await signUp(t.app);
    const response = await exportOf(other.auth);
    expect(response.statusCode).toBe(200);
    const data = response.answer.Export;
    expect(data.Profile.ID).toBe(other.id);
    expect(data).toMatchObject({ Items: [], Matches: [], Messages: [], Friends: [], Reactions: [] });
    for (const absent of [abe.Email, bea.Email, abe.Username, 'From Abe only']) {
      expect(response.body).not.toContain(absent);
    }
  });

  it('is limited per member (RATE_LIMIT_DATA_EXPORT)', async () => {
    const member = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await exportOf(member.auth)).statusCode).toBe(200);
    const limited = await exportOf(member.auth);
    expect(limited.statusCode).toBe(429);
    expect((await exportOf((await signUp(t.app)).auth)).statusCode).toBe(200);
  });
});
