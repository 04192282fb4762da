/**
 * The one way the web app talks to the API (/api/v1, JSON, bearer token). Every failure
 * becomes an ApiError whose message comes from the error catalogue (httpMessages, codeMessages).
 */
import {
  type ErrorAnswer,
  ErrorCode,
  type FieldError,
  httpMessages,
  type InputOptional,
  messageFor,
  type RouteAnswer,
  type RouteInput,
  type RouteSpec,
} from '@swapsies/contract';
import { takeEarlyCall } from '../early-calls.ts';
import { type CallInput, callHeaders, urlOf } from './api-url.ts';
import { isRecord } from './is-record.ts';
import { noteNoAnswer } from './online.ts';
import { announceSessionExpired } from './session-expiry.ts';
import { clearSession, getAuthToken } from './storage-keys.ts';

export { API_BASE, type CallInput, urlOf } from './api-url.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 503 when the server did not answer at all. */
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
    /** How long the server asked the client to wait before asking again (its Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }

  /** The server answered, but a part it needs is down for a moment: worth asking again shortly. */
  get isServiceUnavailable(): boolean {
    return this.code === ErrorCode.SERVICE_UNAVAILABLE;
  }
}

/** Whether the failure is an outage of the API (503 SERVICE_UNAVAILABLE), which queries ride out. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.isServiceUnavailable;
}

/** A Retry-After header as milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse would also take "-3" as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What every answer may carry, success or not. */
export type Envelope = { Success?: boolean } & Partial<Omit<ErrorAnswer, 'Success'>>;

/**
 * On 401 or WRONG_TOKEN the token goes. The root layout hears of it, remembers the screen
 * and goes to / (a reload would lose the path the router is on); the notice tells the member why.
 */
export function endSession(): void {
  clearSession();
  announceSessionExpired();
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input argument: optional when the route has neither params nor body. */
export type InputArgs<R extends RouteSpec, O> =
  InputOptional<R> extends true ? [input?: RouteInput<R>, options?: O] : [input: RouteInput<R>, options?: O];

/** A body's JSON as an envelope; anything but an object (or no JSON at all) is an empty one. */
export function envelopeOf(json: unknown): Envelope {
  return typeof json === 'object' && json !== null ? json : {};
}

/**
 * The answer of a finished call: its envelope when it succeeded (the JSON is the route's answer,
 * as the server's response schema makes it; the callers' signatures type it from the route), or
 * an ApiError with the catalogue's message and the answer's Retry-After. A 401 or WRONG_TOKEN ends
 * the session that was sent.
 */
export function answerOf(
  status: number,
  data: Envelope,
  sentToken: string | null,
  retryAfter: string | null = null,
): Envelope {
  const code = data.ErrorCode ?? '';
  if (status >= 200 && status < 300 && data.Success !== false) return data;
  // A session already ended here (a logout, a deleted account) has nothing left to end: a late
  // answer for it, such as a refetch the live stream asked for, says nothing of an expiry.
  if ((status === 401 || code === ErrorCode.WRONG_TOKEN) && sentToken && sentToken === getAuthToken()) endSession();
  throw new ApiError(messageFor(status, code), status, code, data.Errors ?? [], retryAfterOf(retryAfter));
}

function isAbort(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

/** Sends a call of the route table with the session's bearer token; no answer at all is an ApiError (503). */
async function send(
  route: RouteSpec,
  call: CallInput,
  accept: string,
  options?: CallOptions,
): Promise<{ response: Response; token: string | null }> {
  const { body } = call;
  const token = getAuthToken();
  const url = urlOf(route, call);
  try {
    // The first screen's calls may have been sent before the app loaded (early-calls.ts).
    const early = route.method === 'GET' ? takeEarlyCall(url, token) : undefined;
    const response = await (early ??
      fetch(url, {
        method: route.method,
        headers: callHeaders(accept, token, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options?.signal,
      }));
    return { response, token };
  } catch (error) {
    if (isAbort(error)) throw error;
    noteNoAnswer();
    throw new ApiError(httpMessages.unreachable, 503, 'NETWORK_ERROR');
  }
}

/**
 * Makes a call of the route table, e.g. callApi(routes.likeItem, { params: { id: 7 } }): its
 * path, method and answer type come from the entry. Throws ApiError on failure.
 */
export function callApi<R extends RouteSpec>(route: R, ...args: InputArgs<R, CallOptions>): Promise<RouteAnswer<R>>;
export async function callApi(route: RouteSpec, call: CallInput = {}, options?: CallOptions): Promise<Envelope> {
  const { response, token } = await send(route, call, 'application/json', options);
  const data = envelopeOf(await response.json().catch(() => ({})));
  return answerOf(response.status, data, token, response.headers.get('Retry-After'));
}

/**
 * A route that answers a file rather than JSON (an .ics invite): its body as a Blob. A link cannot
 * carry the bearer token, so the file comes through here; a refusal is JSON, and an ApiError as callApi's.
 */
export async function callApiForFile(route: RouteSpec, call: CallInput, accept: string): Promise<Blob> {
  const { response, token } = await send(route, call, accept);
  if (!response.ok) answerOf(response.status, envelopeOf(await response.json().catch(() => ({}))), token);
  return response.blob();
}
