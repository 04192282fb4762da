import { registrationMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { interpretSubmitError } from './submit-error.ts';

const apiError = (status: number, code: string, fieldErrors: { Field: string; Message: string }[] = []) =>
  new ApiError(`message for ${status}`, status, code, fieldErrors);

describe('interpretSubmitError', () => {
  it.each(['USER_EXISTS', 'USERNAME_EXISTS', 'EMAIL_EXISTS', 'Email_Taken', 'BAD_USERNAME', 'ALREADY_EXISTS'])(
    'sends %s back to step 3 with the identity message',
    (code) => {
      expect(interpretSubmitError(apiError(409, code))).toEqual({
        kind: 'identity',
        step: 3,
        message: registrationMessages.serverRejectedIdentity,
      });
    },
  );

  it('places VALIDATION_ERROR messages on their fields and picks the earliest step', () => {
    const failure = interpretSubmitError(
      apiError(400, 'VALIDATION_ERROR', [
        { Field: 'Password', Message: 'Too common' },
        { Field: 'Categories', Message: 'Unknown category' },
        { Field: 'Password', Message: 'Second password message' },
      ]),
    );
    expect(failure).toEqual({
      kind: 'fields',
      step: 2,
      fieldErrors: { password: 'Too common', selection: 'Unknown category' },
      message: null,
    });
  });

  it('shows VALIDATION_ERROR messages for unknown fields as one message', () => {
    expect(
      interpretSubmitError(
        apiError(400, 'VALIDATION_ERROR', [{ Field: 'TermsAccepted', Message: 'Please accept the terms to continue' }]),
      ),
    ).toEqual({
      kind: 'message',
      message: 'Please accept the terms to continue',
    });
    expect(
      interpretSubmitError(
        apiError(400, 'VALIDATION_ERROR', [
          { Field: 'Email', Message: 'Bad email' },
          { Field: 'TermsAccepted', Message: 'Please accept the terms to continue' },
        ]),
      ),
    ).toEqual({
      kind: 'fields',
      step: 4,
      fieldErrors: { email: 'Bad email' },
      message: 'Please accept the terms to continue',
    });
  });

  it('shows a VALIDATION_ERROR without field messages by its message', () => {
    expect(interpretSubmitError(apiError(400, 'VALIDATION_ERROR'))).toEqual({
      kind: 'message',
      message: 'message for 400',
    });
  });

  it('puts the image codes under the photo on step 3', () => {
    expect(interpretSubmitError(apiError(400, 'IMAGE_TYPE_NOT_SUPPORTED'))).toEqual({
      kind: 'fields',
      step: 3,
      fieldErrors: { photo: 'Only JPG and PNG images are allowed.' },
      message: null,
    });
    expect(interpretSubmitError(apiError(400, 'IMAGE_TOO_LARGE'))).toMatchObject({
      fieldErrors: { photo: 'File(s) too large: photo. Maximum size is 10MB.' },
    });
  });

  it('shows other codes as they are: catalogued words, the generic message, or the code itself', () => {
    expect(interpretSubmitError(apiError(429, 'TOO_MANY_REQUESTS'))).toEqual({
      kind: 'message',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(interpretSubmitError(apiError(500, 'INTERNAL_ERROR'))).toEqual({
      kind: 'message',
      message: 'message for 500',
    });
    expect(interpretSubmitError(apiError(403, 'FORBIDDEN'))).toEqual({ kind: 'message', message: 'message for 403' });
    expect(interpretSubmitError(apiError(400, 'SIGNUPS_PAUSED'))).toEqual({
      kind: 'message',
      message: 'SIGNUPS_PAUSED',
    });
  });

  it('says "try again" without a code, and "try again later" for 5xx and no answer', () => {
    expect(interpretSubmitError(apiError(400, ''))).toEqual({
      kind: 'message',
      message: 'Registration failed. Please try again.',
    });
    expect(interpretSubmitError(apiError(502, ''))).toEqual({
      kind: 'message',
      message: 'Registration failed. Please try again later.',
    });
    expect(interpretSubmitError(new ApiError('unreachable', 503, 'NETWORK_ERROR'))).toEqual({
      kind: 'message',
      message: 'Registration failed. Please try again later.',
    });
    expect(interpretSubmitError(new Error('boom'))).toEqual({
      kind: 'message',
      message: 'Registration failed. Please try again.',
    });
  });
});
