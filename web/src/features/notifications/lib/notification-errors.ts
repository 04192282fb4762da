/** The transport messages of the notification calls (001 §8 "Transport"). */
import { codeMessages, ErrorCode, notificationTransportMessages } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';

/** The server answered, but without the notifications. */
export class NoDataError extends Error {
  constructor() {
    super(notificationTransportMessages.noData);
    this.name = 'NoDataError';
  }
}

export function notificationErrorMessage(error: unknown): string {
  if (error instanceof NoDataError) return notificationTransportMessages.noData;
  if (!(error instanceof ApiError)) return notificationTransportMessages.generic;
  if (error.isNetworkError) return notificationTransportMessages.network;
  if (error.status === 502) return notificationTransportMessages.badGateway;
  // INTERNAL_ERROR is the server saying it hides the details, so it gets the generic text rather than the raw code.
  if (!error.code || error.code === ErrorCode.INTERNAL_ERROR) return notificationTransportMessages.generic;
  return codeMessages[error.code as ErrorCode] ?? error.code;
}

/** Polling rides out a 502 or a lost connection: the next poll will try again (001 §8). */
export function isIgnoredPollError(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status === 502);
}
