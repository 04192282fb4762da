import { httpMessages } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';

/** The catalogue message of a failed call; anything else is an unexpected failure. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : httpMessages.internal;
}
