/**
 * What the form does with a failed POST /register: the error catalogue's registration rules.
 */
import { codeMessages, ErrorCode, isErrorCode, registrationMessages } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';
import { describeError, type ErrorWording, NETWORK_ERROR } from '@/lib/describe-error.ts';
import { type FieldErrors, fieldStep, type Step, serverFieldNames } from './registration-form.ts';

export type SubmitFailure =
  /** The username and/or email is taken: back to step 3 with the message. */
  | { kind: 'identity'; step: Step; message: string }
  /** VALIDATION_ERROR with field messages: show them, go to the step of the first failing field. */
  | { kind: 'fields'; step: Step; fieldErrors: FieldErrors; message: string | null }
  /** Anything else: one message for the whole form. */
  | { kind: 'message'; message: string };

const IDENTITY = /email|username|exists/i;
const IMAGE_CODES = new Set<string>([
  ErrorCode.IMAGE_TOO_LARGE,
  ErrorCode.IMAGE_TYPE_NOT_SUPPORTED,
  ErrorCode.IMAGE_PROCESSING_FAILED,
]);

/**
 * The words for a refusal that is neither about the identity nor about fields. No answer, or a
 * server failure without a code, is worth trying later. "Other ErrorCode is shown as is": the
 * catalogue's words for a code that has them, the code itself when the catalogue does not know
 * it, and the HTTP message for the generic codes.
 */
const registrationWording: ErrorWording = {
  [NETWORK_ERROR]: registrationMessages.registrationFailedLater,
  unexpected: registrationMessages.registrationFailed,
  catalogueFirst: true,
  otherwise: (error) => {
    if (!error.code) {
      return error.status >= 500
        ? registrationMessages.registrationFailedLater
        : registrationMessages.registrationFailed;
    }
    return isErrorCode(error.code) ? error.message : error.code;
  },
};

export function interpretSubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: describeError(error, registrationWording) };
  const code = error.code;

  if (code === ErrorCode.USER_EXISTS || (code && IDENTITY.test(code))) {
    return { kind: 'identity', step: 3, message: registrationMessages.serverRejectedIdentity };
  }

  if (code === ErrorCode.VALIDATION_ERROR && error.fieldErrors.length > 0) {
    const fieldErrors: FieldErrors = {};
    const unplaced: string[] = [];
    let step: Step | null = null;
    for (const { Field, Message } of error.fieldErrors) {
      const field = serverFieldNames[Field];
      if (!field) {
        unplaced.push(Message);
        continue;
      }
      fieldErrors[field] ??= Message;
      // The first failing field in the form's order decides the step.
      if (step === null || fieldStep[field] < step) step = fieldStep[field];
    }
    if (step !== null) {
      return { kind: 'fields', step, fieldErrors, message: unplaced.length > 0 ? unplaced.join(' ') : null };
    }
    return { kind: 'message', message: unplaced.join(' ') || error.message };
  }

  if (isErrorCode(code) && IMAGE_CODES.has(code)) {
    // The server refused the photo: show its words under the photo, on step 3.
    const message = (codeMessages[code] ?? error.message).replace('{names}', 'photo');
    return { kind: 'fields', step: fieldStep.photo, fieldErrors: { photo: message }, message: null };
  }

  return { kind: 'message', message: describeError(error, registrationWording) };
}
