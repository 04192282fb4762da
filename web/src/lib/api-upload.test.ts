import { type CreateItemBody, routes, type UpdateItemBody } from '@swapsies/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { uploadApi } from './api-upload.ts';

const anyItem = {} as CreateItemBody;

import { SESSION_EXPIRED_EVENT, sessionExpiredNoticePending } from './session-expiry.ts';
import { localKeys } from './storage-keys.ts';

type Handler = ((event: ProgressEvent) => void) | null;

/** Just enough of XMLHttpRequest: it records the request and the test decides how it ends. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: string) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }

  respond(status: number, body?: unknown) {
    this.upload.onload?.(new ProgressEvent('load'));
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

function xhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was made.');
  return FakeXhr.last;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected a failure.');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadApi', () => {
  it('sends JSON with the bearer token and answers the parsed body', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const answer = uploadApi(routes.createItem, { body: { Name: 'Lamp', EncodedPhotos: ['QUJD'] } as CreateItemBody });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/item');
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
    expect(JSON.parse(request.body ?? '')).toEqual({ Name: 'Lamp', EncodedPhotos: ['QUJD'] });

    request.respond(200, { Success: true, ErrorCode: '', Item: { ID: 5 } });
    await expect(answer).resolves.toEqual({ Success: true, ErrorCode: '', Item: { ID: 5 } });
  });

  it('sends no Authorization header when signed out', async () => {
    const answer = uploadApi(routes.updateItem, { params: { id: 3 }, body: {} as UpdateItemBody });
    expect(xhr().method).toBe('PUT');
    expect(xhr().headers.Authorization).toBeUndefined();
    xhr().respond(200, { Success: true, ErrorCode: '' });
    await expect(answer).resolves.toEqual({ Success: true, ErrorCode: '' });
  });

  it('reports upload progress as a fraction, ending at 1', async () => {
    const onProgress = vi.fn();
    const answer = uploadApi(routes.createItem, { body: anyItem }, { onProgress });
    xhr().progress(25, 100);
    xhr().progress(10, 0, false);
    xhr().progress(100, 100);
    xhr().respond(200, { Success: true, ErrorCode: '' });
    await answer;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('throws ApiError with the catalogue message and the field errors', async () => {
    const answer = uploadApi(routes.createItem, { body: anyItem });
    xhr().respond(400, {
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'Name', Message: 'Title is a must!' }],
    });
    const error = await failureOf(answer);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Please check your input and try again. Make sure all required fields are filled correctly.',
      fieldErrors: [{ Field: 'Name', Message: 'Title is a must!' }],
    });
  });

  it('treats Success false as a failure even with 200, and copes with a body that is not JSON', async () => {
    const refused = uploadApi(routes.createItem, { body: anyItem });
    xhr().respond(200, { Success: false, ErrorCode: 'ITEM_NOT_FOUND' });
    expect(await failureOf(refused)).toMatchObject({ status: 200, code: 'ITEM_NOT_FOUND' });

    const broken = uploadApi(routes.createItem, { body: anyItem });
    xhr().respond(502, '<html>Bad gateway</html>');
    expect(await failureOf(broken)).toMatchObject({
      status: 502,
      code: '',
      message: 'Server temporarily unavailable. Please try again in a moment.',
    });
  });

  it('ends the session on 401 and announces it, so the app can leave the screen', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);

    const answer = uploadApi(routes.createItem, { body: anyItem });
    xhr().respond(401, { Success: false, ErrorCode: '' });
    expect(await failureOf(answer)).toMatchObject({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(sessionExpiredNoticePending()).toBe(true);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('ends the session on WRONG_TOKEN whatever the status', async () => {
    localStorage.setItem(localKeys.authToken, 'tok');
    const answer = uploadApi(routes.createItem, { body: anyItem });
    xhr().respond(400, { Success: false, ErrorCode: 'WRONG_TOKEN' });
    await failureOf(answer);
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });

  it('says the server is unreachable when the network fails', async () => {
    const answer = uploadApi(routes.createItem, { body: anyItem });
    xhr().fail();
    const error = await failureOf(answer);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'NETWORK_ERROR', isNetworkError: true });
    expect((error as ApiError).message).toBe(
      'The server is not reachable. Please check your connection and try again.',
    );
  });

  it('aborts through the signal with an AbortError', async () => {
    const controller = new AbortController();
    const answer = uploadApi(routes.createItem, { body: anyItem }, { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    expect(await failureOf(answer)).toMatchObject({ name: 'AbortError' });
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(uploadApi(routes.createItem, { body: anyItem }, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
