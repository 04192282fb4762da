/**
 * A slow client cannot hold a request open: headers and bodies that trickle in are cut off with
 * 408 once their time is up (BODY_TIMEOUT for calls without photos, UPLOAD_TIMEOUT for the photo
 * calls). Run against a listening server with short time-outs, through raw sockets.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Trickle {
  /** Everything the server wrote before it closed the connection. */
  answer: string;
  /** How many of the trickled bytes were written before that. */
  sent: number;
}

/**
 * Opens a connection, writes `head` at once, then `tail` one byte every `everyMs`, until the
 * server closes the connection or the tail is all sent.
 */
function trickle(port: number, head: string, tail: string, everyMs: number): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < tail.length && !socket.destroyed) socket.write(tail[sent++] as string);
      }, everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer: Buffer.concat(chunks).toString('latin1'), sent });
    });
  });
}

function post(url: string, length: number, headers = ''): string {
  return `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${headers}\r\n`;
}

describe('time-outs (BODY_TIMEOUT=1s, UPLOAD_TIMEOUT=2s)', () => {
  let t: TestApp;
  let port: number;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp({ BODY_TIMEOUT: '1s', UPLOAD_TIMEOUT: '2s' });
    const member = await signUp(t.app);
    auth = `Authorization: ${member.auth.authorization}\r\n`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a body trickled to a call without photos with 408 and closes the connection', async () => {
    const body = JSON.stringify({ Login: 'someone_slow', Password: 'x'.repeat(200) });
    const { answer, sent } = await trickle(port, post('/api/v1/login', body.length), body, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"ErrorCode":"REQUEST_TIMEOUT"');
    expect(sent).toBeLessThan(body.length);
  });

  it('cuts off a body trickled to a photo call too, at the upload time-out', async () => {
    const body = JSON.stringify({ Name: 'Guitar', EncodedPhotos: ['A'.repeat(400)] });
    const { answer, sent } = await trickle(port, post('/api/v1/item', body.length, auth), body, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(body.length);
  });

  it('cuts off headers that trickle in', async () => {
    const headers = `X-Slow: ${'x'.repeat(400)}\r\n\r\n`;
    const { answer, sent } = await trickle(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', headers, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(headers.length);
  });

  it('answers a body that arrives in a few pieces within its time as usual', async () => {
    const body = JSON.stringify({ Username: 'somebody_new' });
    const { answer } = await trickle(
      port,
      post('/api/v1/check-username-availability', body.length, 'Connection: close\r\n') + body.slice(0, -3),
      body.slice(-3),
      20,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"Available":true');
  });
});
