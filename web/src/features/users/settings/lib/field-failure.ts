import { profileMessages, type UpdateUserBody } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';

/**
 * Why the server refused a field of /profile: its own words for the field when it gave some (a
 * VALIDATION_ERROR names it), 'Email is already taken' for EMAIL_EXISTS, the catalogue's message
 * for any other refusal, and `fallback` (001 §8's 'Failed to update …') when the API gave no answer.
 */
export function fieldFailure(field: keyof UpdateUserBody, error: unknown, fallback: string): string {
  const own = error instanceof ApiError ? error.fieldErrors.find((one) => one.Field === field)?.Message : undefined;
  return own ?? describeError(error, { EMAIL_EXISTS: profileMessages.emailTaken, unexpected: fallback });
}
