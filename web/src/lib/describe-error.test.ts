import { codeMessages, ErrorCode, httpMessages, messageFor, offlineWords } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { describeError, hasErrorCode, NETWORK_ERROR } from './describe-error.ts';

const refusal = (status: number, code: string) => new ApiError(messageFor(status, code), status, code);
const unreachable = new ApiError(httpMessages.unreachable, 503, NETWORK_ERROR);

describe('describeError', () => {
  it('says what the error catalogue says by default', () => {
    expect(describeError(refusal(409, ErrorCode.ITEM_COMMITTED))).toBe(codeMessages.ITEM_COMMITTED);
    expect(describeError(refusal(500, ErrorCode.INTERNAL_ERROR))).toBe(httpMessages.internal);
    expect(describeError(unreachable)).toBe(httpMessages.unreachable);
    expect(describeError(new Error('boom'))).toBe(httpMessages.internal);
  });

  it("puts a screen's own words for a code in place of the catalogue's", () => {
    const wording = { [ErrorCode.ITEM_COMMITTED]: 'Not while committed.' };
    expect(describeError(refusal(409, ErrorCode.ITEM_COMMITTED), wording)).toBe('Not while committed.');
    expect(describeError(refusal(409, ErrorCode.CHANGES_PENDING), wording)).toBe(codeMessages.CHANGES_PENDING);
    expect(describeError(unreachable, { [NETWORK_ERROR]: 'No connection.' })).toBe('No connection.');
  });

  it('says "You\'re offline" for a call that got no answer while offline, whatever the screen\'s words', () => {
    onlineManager.setOnline(false);
    expect(describeError(unreachable)).toBe(offlineWords.offline);
    expect(describeError(unreachable, { [NETWORK_ERROR]: 'No connection.', otherwise: 'Failed.' })).toBe(
      offlineWords.offline,
    );
    expect(describeError(refusal(500, ErrorCode.INTERNAL_ERROR))).toBe(httpMessages.internal);
  });

  it("says an outage of the API can't be reached, whatever the screen's words", () => {
    const outage = refusal(503, ErrorCode.SERVICE_UNAVAILABLE);
    expect(describeError(outage)).toBe(httpMessages.serviceUnavailable);
    expect(describeError(outage, { otherwise: 'Failed to add item.' })).toBe(httpMessages.serviceUnavailable);
    expect(describeError(outage, { otherwise: () => 'Failed.', catalogueFirst: true })).toBe(
      httpMessages.serviceUnavailable,
    );
    // The other server failures keep the screen's words.
    expect(describeError(refusal(502, ''), { otherwise: 'Failed.' })).toBe('Failed.');
    expect(describeError(refusal(500, ErrorCode.INTERNAL_ERROR), { otherwise: 'Failed.' })).toBe('Failed.');
  });

  it('uses the screen text for everything else when it gives one', () => {
    const wording = { [ErrorCode.ITEM_NOT_FOUND]: 'Gone.', otherwise: 'Failed.' };
    expect(describeError(refusal(404, ErrorCode.ITEM_NOT_FOUND), wording)).toBe('Gone.');
    expect(describeError(refusal(409, ErrorCode.ITEM_COMMITTED), wording)).toBe('Failed.');
    expect(describeError(unreachable, wording)).toBe('Failed.');
    expect(describeError(new Error('boom'), wording)).toBe('Failed.');
  });

  it('keeps the catalogue words of a code first when asked, and the screen text for the rest', () => {
    const wording = { otherwise: 'Failed.', catalogueFirst: true };
    expect(describeError(refusal(409, ErrorCode.ALREADY_FRIENDS), wording)).toBe(codeMessages.ALREADY_FRIENDS);
    expect(describeError(refusal(500, ErrorCode.INTERNAL_ERROR), wording)).toBe('Failed.');
    expect(describeError(unreachable, wording)).toBe('Failed.');
  });

  it('asks a function for the rest, and keeps a text of its own for a failure that is no answer', () => {
    const wording = { otherwise: (error: ApiError) => error.code, unexpected: 'Oops.' };
    expect(describeError(refusal(409, 'SOMETHING_ODD'), wording)).toBe('SOMETHING_ODD');
    expect(describeError(new Error('boom'), wording)).toBe('Oops.');
    expect(describeError(new Error('boom'), { unexpected: 'Oops.' })).toBe('Oops.');
    expect(describeError(refusal(409, ErrorCode.ITEM_COMMITTED), { unexpected: 'Oops.' })).toBe(
      codeMessages.ITEM_COMMITTED,
    );
  });
});

describe('hasErrorCode', () => {
  it('is true only for an API refusal with that code', () => {
    expect(hasErrorCode(refusal(400, ErrorCode.WRONG_ITEM), ErrorCode.WRONG_ITEM)).toBe(true);
    expect(hasErrorCode(refusal(400, ErrorCode.WRONG_ITEMS), ErrorCode.WRONG_ITEM)).toBe(false);
    expect(hasErrorCode(new Error('WRONG_ITEM'), ErrorCode.WRONG_ITEM)).toBe(false);
  });
});
