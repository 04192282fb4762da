/** The transport messages of the notification calls: their own words for a lost connection, a bad gateway and the rest. */
import { ErrorCode, notificationTransportMessages } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';
import { describeError, type ErrorWording, NETWORK_ERROR } from '@/lib/describe-error.ts';

/** The server answered, but without the notifications. */
export class NoDataError extends Error {
  constructor() {
    super(notificationTransportMessages.noData);
    this.name = 'NoDataError';
  }
}

const notificationWording: ErrorWording = {
  [NETWORK_ERROR]: notificationTransportMessages.network,
  // INTERNAL_ERROR is the server saying it hides the details, so it gets the generic text rather than the raw code.
  [ErrorCode.INTERNAL_ERROR]: notificationTransportMessages.generic,
  unexpected: notificationTransportMessages.generic,
  catalogueFirst: true,
  // A code without catalogue words is shown as it is.
  otherwise: (error) =>
    error.status === 502
      ? notificationTransportMessages.badGateway
      : error.code || notificationTransportMessages.generic,
};

export function notificationErrorMessage(error: unknown): string {
  return error instanceof NoDataError ? error.message : describeError(error, notificationWording);
}

/** Polling rides out a 502, an outage of the API (503) or a lost connection: the next poll will try again. */
export function isIgnoredPollError(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.isServiceUnavailable || error.status === 502);
}
