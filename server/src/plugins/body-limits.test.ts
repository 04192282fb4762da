/**
 * Each route reads no more body than it needs, and a refused request's body is never read: the
 * size is refused from Content-Length, and a rate limit is checked before the body is parsed.
 */
import net from 'node:net';
import { PHOTO_MAX_BYTES, PHOTOS_MAX, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { newItemBody } from '../test/items.ts';
import { signUp } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uncheckedCall } from '../test/unchecked-call.ts';

/** Sends raw bytes on a fresh connection and resolves with everything the server wrote until it closed. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** The base64 of a photo of the largest size allowed (its zeros are no image). */
const largestPhoto = Buffer.alloc(PHOTO_MAX_BYTES).toString('base64');

describe('body limits', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses a body over 64 KB to a call without photos with 413', async () => {
    const response = await uncheckedCall(t.app, routes.checkUsername, { body: { Username: 'x'.repeat(70 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'PAYLOAD_TOO_LARGE',
      Message: 'The request is too large.',
    });
  });

  it('takes six photos of the largest size in an item call', async () => {
    const body = {
      ...newItemBody('Acoustic guitar', '12-1201-120101', largestPhoto),
      EncodedPhotos: Array.from({ length: PHOTOS_MAX }, () => largestPhoto),
    };
    const response = await callRoute(t.app, routes.createItem, { body }, member.auth);
    // Read and judged on its content (zeros are no image), not refused for its size.
    expect(response.error.ErrorCode).toBe('IMAGE_TYPE_NOT_SUPPORTED');
  });

  it('takes a profile photo of the largest size in a registration', async () => {
    const response = await uncheckedCall(t.app, routes.register, { body: { EncodedProfilePhoto: largestPhoto } });
    // Read and judged by the schema (the other fields are missing), not refused for its size.
    expect(response.json().ErrorCode).toBe('VALIDATION_ERROR');
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    it('answers 413 from Content-Length alone, without waiting for the body, and closes the connection', async () => {
      const answer = await exchange(
        port,
        'POST /api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 50000000\r\n\r\n{"Login":',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('PAYLOAD_TOO_LARGE');
      expect(answer.toLowerCase()).toContain('connection: close');
    });
  });
});

describe('rate limits come before the body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AVAILABILITY: '1/1m', RATE_LIMIT_LOGIN: '1/1m' });
  });
  afterAll(() => t.close());

  it('answers 429, not the parse error, to a limited caller with a malformed body', async () => {
    const check = (json: string) =>
      uncheckedCall(t.app, routes.checkEmail, {
        body: json,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.70',
      });
    expect((await check('{"Email":"someone@example.com"}')).statusCode).toBe(200);
    const limited = await check('{"Email": ');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
  });

  it('answers 429, not 413, to a limited caller with an oversized body', async () => {
    const login = (body: object) => uncheckedCall(t.app, routes.logIn, { body, remoteAddress: '203.0.113.71' });
    await login({ Login: 'nobody_here', Password: 'Wrong-Pass1' });
    expect((await login({ Login: 'x'.repeat(100_000), Password: 'x' })).statusCode).toBe(429);
  });
});
