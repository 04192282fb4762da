import { codeMessages, type ErrorCode, feedMessages } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';

/**
 * 001 §7-8 for the feed: no answer at all gets the feed's connection message, a server ErrorCode
 * with a known message is shown, and anything else gets the failing action's own text.
 */
export function feedErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return feedMessages.connectionFailed;
  return codeMessages[error.code as ErrorCode] ?? fallback;
}

export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}
