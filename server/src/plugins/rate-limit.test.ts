/** Per-address limits see the client's real address, whatever X-Forwarded-For it writes. */
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uncheckedCall } from '../test/unchecked-call.ts';

const PROXY = '10.0.0.5';

function check(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return uncheckedCall(t.app, routes.checkUsername, {
    body: { Username: 'somebody_new' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress,
  });
}

describe('behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_AVAILABILITY: '2/1m' });
  });
  afterAll(() => t.close());

  it('keys the limit on the address the proxy saw, not on hops the client wrote before it', async () => {
    // The proxy appends the address it saw; everything to its left came from the client.
    const statuses = [];
    for (const spoof of ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4']) {
      statuses.push((await check(t, PROXY, `${spoof}, 198.51.100.7`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await check(t, PROXY, '198.51.100.8')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that connects directly', async () => {
    const direct = '203.0.113.50';
    const statuses = [];
    for (const spoof of ['5.5.5.5', '6.6.6.6', '7.7.7.7']) statuses.push((await check(t, direct, spoof)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
