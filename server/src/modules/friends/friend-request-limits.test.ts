/** Friend requests per member (RATE_LIMIT_FRIEND_REQUEST): a request/recall loop cannot flood a member's bell. */
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FRIEND_REQUEST: '2/1h' });
});
afterAll(() => t.close());

const friendActions = { request: routes.sendFriendRequest, recall: routes.recallFriendRequest };

const act = (auth: Auth, action: keyof typeof friendActions, otherId: number) =>
  callRoute(t.app, friendActions[action], { params: { id: otherId } }, auth);

describe('friend requests per member (RATE_LIMIT_FRIEND_REQUEST=2/1h)', () => {
  it('refuses the third request with 429, so recalling and asking again cannot flood the bell', async () => {
    const [sender, target, bystander] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    expect((await act(sender.auth, 'request', target.id)).statusCode).toBe(200);
    expect((await act(sender.auth, 'recall', target.id)).statusCode).toBe(200);
    expect((await act(sender.auth, 'request', target.id)).statusCode).toBe(200);
    expect((await act(sender.auth, 'recall', target.id)).statusCode).toBe(200);
    const third = await act(sender.auth, 'request', target.id);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const bell = await callRoute(t.app, routes.getNotifications, undefined, target.auth);
    expect(bell.answer.Notifications.length).toBeLessThanOrEqual(2);
    // Another member's requests are their own.
    expect((await act(bystander.auth, 'request', target.id)).statusCode).toBe(200);
  });
});
