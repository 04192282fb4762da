/**
 * The one way to turn a failure into the words a member sees. The error catalogue (the contract's
 * httpMessages and codeMessages, applied by ApiError) speaks by default; a screen that the
 * specification gives its own words passes them as a wording: texts keyed by ErrorCode (or
 * NETWORK_ERROR, the call that got no answer), and what to say for everything else. Two failures
 * are said the same way whatever the screen's words: offline, a call that got no answer is "You're
 * offline"; an outage of the API (503 SERVICE_UNAVAILABLE) is "Swapsies can't be reached right now":
 * a screen's "Failed to …" would send the member away from what they typed, when trying again
 * shortly is all it takes.
 */
import { catalogueMessage, type ErrorCode, httpMessages, isErrorCode, offlineWords } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The code of an ApiError for a call the server never answered. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export type ErrorWording = Partial<Record<ErrorCode | typeof NETWORK_ERROR, string>> & {
  /**
   * The screen's words for a failure its codes do not name, in place of the catalogue's message.
   * A function gets the refusal (it is called for API answers only).
   */
  otherwise?: string | ((error: ApiError) => string);
  /** With `otherwise`: a code the catalogue has words of its own for still shows them. */
  catalogueFirst?: boolean;
  /** A failure that is no answer of the API (a bug, a broken reply); by default `otherwise` when it is a text. */
  unexpected?: string;
};

export function describeError(error: unknown, wording: ErrorWording = {}): string {
  const { otherwise, catalogueFirst = false, unexpected } = wording;
  if (!(error instanceof ApiError)) {
    return unexpected ?? (typeof otherwise === 'string' ? otherwise : httpMessages.internal);
  }
  const { code } = error;
  // A call that got no answer while the browser knows it is offline: said as the banner says it.
  if (code === NETWORK_ERROR && !onlineManager.isOnline()) return offlineWords.offline;
  if (error.isServiceUnavailable) return httpMessages.serviceUnavailable;
  const own = isErrorCode(code) || code === NETWORK_ERROR ? wording[code] : undefined;
  if (own !== undefined) return own;
  if (otherwise === undefined) return error.message;
  const catalogued = catalogueFirst ? catalogueMessage(code) : undefined;
  if (catalogued !== undefined) return catalogued;
  return typeof otherwise === 'string' ? otherwise : otherwise(error);
}

/** Whether the failure is the API's refusal with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
