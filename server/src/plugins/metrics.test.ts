/**
 * Prometheus metrics through the real app: off unless METRICS_PORT is set, never on the public
 * port, and when on: answers by route and status, their latency histogram, the open chat sockets
 * and the repeating jobs' runs.
 */
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCommitments } from '../jobs/commitment-sweeper.ts';
import { repeatEvery } from '../jobs/repeat.ts';
import { callRoute } from '../test/call-route.ts';
import { eventually } from '../test/chat-socket.ts';
import { matchedPair } from '../test/swaps.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('with METRICS_PORT unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves no metrics anywhere', async () => {
    expect(t.app.metricsServer).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('with METRICS_PORT set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '9464' });
  });
  afterAll(() => t.close());

  async function scrape(): Promise<string> {
    const server = t.app.metricsServer;
    if (!server) throw new Error('no metrics server');
    const response = await server.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  }

  it('keeps them off the public port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts answers by method, route pattern and status, in a latency histogram', async () => {
    await callRoute(t.app, routes.getCategories, undefined);
    await callRoute(t.app, routes.getDashboard, undefined);
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/categories",status_code="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/dashboard",status_code="401"\} 1$/m,
    );
    // An address no route declares is not a label of its own: anyone could make up as many.
    expect(text).not.toContain('no-such-call');
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('reports the chat sockets open in this process', async () => {
    const { abe, matchId } = await matchedPair(t);
    const ticket = (await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, abe.auth)).answer
      .Ticket;
    const socket = await t.app.injectWS(`/api/v1/ws/chat/${matchId}?token=${encodeURIComponent(ticket)}`);
    expect(await scrape()).toMatch(/^swapsies_chat_sockets_open 1$/m);
    socket.terminate();
    await eventually(async () => /^swapsies_chat_sockets_open 0$/m.test(await scrape()), 'the socket to close');
  });

  it('counts the repeating jobs’ runs by job and outcome', async () => {
    const stopSweeper = repeatEvery(5, 'commitment-sweeper', t.app.ctx, () => sweepCommitments(t.app.ctx));
    const stopFailing = repeatEvery(5, 'failing-job', t.app.ctx, () => Promise.reject(new Error('down')));
    try {
      await eventually(async () => {
        const text = await scrape();
        return (
          /^swapsies_job_runs_total\{job="commitment-sweeper",outcome="ok"\} [1-9]/m.test(text) &&
          /^swapsies_job_runs_total\{job="failing-job",outcome="failed"\} [1-9]/m.test(text)
        );
      }, 'a sweep and a failed run to be counted');
    } finally {
      stopSweeper();
      stopFailing();
    }
  });
});
