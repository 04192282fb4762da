import { ErrorCode, httpMessages, messageFor, type RegisterBody, routes } from '@swapsies/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, mockApi, serviceUnavailable } from '@/testing/api.tsx';
import { ApiError, callApi, isServiceUnavailable, retryAfterOf } from './api-client.ts';
import { SESSION_EXPIRED_EVENT } from './session-expiry.ts';
import { localKeys } from './storage-keys.ts';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected a failure.');
    },
    (error: unknown) => error,
  );
}

describe('messageFor (the error catalogue)', () => {
  it('maps statuses and codes to the catalogue', () => {
    expect(messageFor(400, 'VALIDATION_ERROR')).toBe(
      'Please check your input and try again. Make sure all required fields are filled correctly.',
    );
    expect(messageFor(400, '')).toBe('Invalid request. Please check your input and try again.');
    expect(messageFor(401, '')).toBe('Your session has expired. Please log in again.');
    expect(messageFor(409, 'TOKEN_EXISTS')).toBe(
      'A password reset link has already been sent to your email. Please check your inbox.',
    );
    expect(messageFor(502, '')).toBe('Server temporarily unavailable. Please try again in a moment.');
  });

  it("says an outage of the API (503 SERVICE_UNAVAILABLE) can't be reached, and keeps the other 5xx words", () => {
    expect(messageFor(503, ErrorCode.SERVICE_UNAVAILABLE)).toBe(httpMessages.serviceUnavailable);
    expect(messageFor(503, '')).toBe(httpMessages.internal);
    expect(messageFor(500, ErrorCode.INTERNAL_ERROR)).toBe(httpMessages.internal);
    expect(messageFor(502, '')).toBe(httpMessages.badGateway);
  });

  it('never answers an empty message', () => {
    expect(messageFor(409, '')).toBe('Invalid request. Please check your input and try again.');
    expect(messageFor(429, '')).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('callApi', () => {
  it("fills the path from the params and sends the route's method", async () => {
    const api = mockApi({ approveChanges: {} });
    await callApi(routes.approveChanges, { params: { id: 12 } });
    expect(api.fetchMock).toHaveBeenCalledOnce();
    const [url, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe('/api/v1/admin/items/12/changes/approve');
    expect(init?.method).toBe('POST');
    expect(api.callsTo('approveChanges').map((call) => call.params)).toEqual([{ id: '12' }]);
  });

  it('sends the query, leaving out what is undefined, and the body as JSON', async () => {
    const api = mockApi({ register: {} });
    const body: RegisterBody = {
      Type: 1,
      FirstName: 'Sam',
      LastName: 'Smith',
      Username: 'sam_smith_01',
      Email: 'sam@example.co.uk',
      Password: 'Sunny-Day42',
      ConfirmPassword: 'Sunny-Day42',
      Categories: [],
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: '2025-03-04T10:30:00.000Z',
    };
    await callApi(routes.register, { query: { ref: 'friend 1', sig: undefined }, body });
    const [call] = api.callsTo('register');
    expect(new URL(String(api.fetchMock.mock.calls[0]?.[0])).search).toBe('?ref=friend+1');
    expect(call?.query).toEqual({ ref: 'friend 1' });
    expect(call?.body).toEqual(body);
    expect(call?.headers['Content-Type']).toBe('application/json');
  });

  it('answers the route’s answer as the server sent it', async () => {
    mockApi({ getConfig: { body: configAnswer({ WebLogin: 'disabled' }) } });
    await expect(callApi(routes.getConfig)).resolves.toEqual(configAnswer({ WebLogin: 'disabled' }));
  });

  it('sends the bearer token and throws ApiError with the catalogue message', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const api = mockApi({ logIn: { status: 400, body: { Success: false, ErrorCode: 'WRONG_CREDENTIALS' } } });
    const failure = await failureOf(callApi(routes.logIn, { body: { Login: 'a', Password: 'b' } }));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'WRONG_CREDENTIALS' });
    expect((failure as ApiError).message).toBe('Wrong email, username or password.');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(localStorage.getItem(localKeys.authToken)).toBe('tok');
  });

  it("carries an outage's Retry-After, in milliseconds", async () => {
    mockApi({ getDashboard: serviceUnavailable });
    const failure = await failureOf(callApi(routes.getDashboard));
    expect(failure).toMatchObject({ status: 503, code: ErrorCode.SERVICE_UNAVAILABLE, retryAfterMs: 5000 });
    expect((failure as ApiError).message).toBe(httpMessages.serviceUnavailable);
    expect(isServiceUnavailable(failure)).toBe(true);
    expect(isServiceUnavailable(new ApiError(httpMessages.unreachable, 503, 'NETWORK_ERROR'))).toBe(false);
  });

  it('treats Success false as a failure even with 200, and carries the field errors', async () => {
    mockApi({
      resetPassword: {
        body: {
          Success: false,
          ErrorCode: ErrorCode.VALIDATION_ERROR,
          Errors: [{ Field: 'Password', Message: 'Too short' }],
        },
      },
    });
    const failure = await failureOf(
      callApi(routes.resetPassword, { body: { Token: 't', Password: 'p', ConfirmPassword: 'p' } }),
    );
    expect(failure).toMatchObject({
      status: 200,
      code: 'VALIDATION_ERROR',
      fieldErrors: [{ Field: 'Password', Message: 'Too short' }],
    });
  });

  it('ends the session that was sent on 401 and announces it', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    mockApi({ getDashboard: { status: 401, body: { Success: false, ErrorCode: '' } } });
    expect(await failureOf(callApi(routes.getDashboard))).toMatchObject({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('says nothing of an expiry when the session sent has already ended on this device', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    mockApi({
      getDashboard: () => {
        // Logged out while the call was on its way.
        localStorage.removeItem(localKeys.authToken);
        return { status: 401, body: { Success: false, ErrorCode: '' } };
      },
    });
    expect(await failureOf(callApi(routes.getDashboard))).toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('says the server is unreachable when the network fails, and passes an abort on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await failureOf(callApi(routes.getConfig))).toMatchObject({
      status: 503,
      code: 'NETWORK_ERROR',
      isNetworkError: true,
      message: 'The server is not reachable. Please check your connection and try again.',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    expect(await failureOf(callApi(routes.getConfig))).toMatchObject({ name: 'AbortError' });
  });
});

describe('retryAfterOf', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterOf('5', now)).toBe(5000);
    expect(retryAfterOf(' 0 ', now)).toBe(0);
    expect(retryAfterOf('Sat, 28 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    // A date already past asks for no wait at all.
    expect(retryAfterOf('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterOf(null, now)).toBeUndefined();
    expect(retryAfterOf('', now)).toBeUndefined();
    expect(retryAfterOf('-3', now)).toBeUndefined();
    expect(retryAfterOf('soon', now)).toBeUndefined();
  });
});
