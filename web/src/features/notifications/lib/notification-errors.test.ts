import { notificationTransportMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { isIgnoredPollError, NoDataError, notificationErrorMessage } from './notification-errors.ts';

describe('notificationErrorMessage (the transport messages)', () => {
  it('maps 502, a lost connection and a missing answer', () => {
    expect(notificationErrorMessage(new ApiError('x', 502, ''))).toBe(notificationTransportMessages.badGateway);
    expect(notificationErrorMessage(new ApiError('x', 503, 'NETWORK_ERROR'))).toBe(
      notificationTransportMessages.network,
    );
    expect(notificationErrorMessage(new NoDataError())).toBe(notificationTransportMessages.noData);
  });

  it('shows the code: its catalogue message when it has one, else the code itself', () => {
    expect(notificationErrorMessage(new ApiError('x', 404, 'WRONG_NOTIFICATION'))).toBe(
      "This notification doesn't exist or you don't have access to it",
    );
    expect(notificationErrorMessage(new ApiError('x', 409, 'SOMETHING_ODD'))).toBe('SOMETHING_ODD');
  });

  it('falls back to the generic message without a code', () => {
    expect(notificationErrorMessage(new ApiError('x', 500, ''))).toBe(notificationTransportMessages.generic);
    expect(notificationErrorMessage(new ApiError('x', 500, 'INTERNAL_ERROR'))).toBe(
      notificationTransportMessages.generic,
    );
    expect(notificationErrorMessage(new Error('boom'))).toBe(notificationTransportMessages.generic);
  });

  it('lets polling ignore only 502, an outage of the API and network errors', () => {
    expect(isIgnoredPollError(new ApiError('x', 502, ''))).toBe(true);
    expect(isIgnoredPollError(new ApiError('x', 503, 'NETWORK_ERROR'))).toBe(true);
    expect(isIgnoredPollError(new ApiError('x', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isIgnoredPollError(new ApiError('x', 500, ''))).toBe(false);
    expect(isIgnoredPollError(new NoDataError())).toBe(false);
  });
});
