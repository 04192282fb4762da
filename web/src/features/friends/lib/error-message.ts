import { codeMessages, type ErrorCode, Relation } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';

/** 001 §8: a server ErrorCode with a known message is shown; anything else gets the action's own failure text. */
export function friendErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return codeMessages[error.code as ErrorCode] ?? fallback;
}

/** A refusal that tells us where the relation really stands, so a shown search result can catch up. */
const relationByRefusal: Record<string, Relation> = {
  ALREADY_FRIENDS: Relation.Friend,
  REQUEST_EXISTS: Relation.PendingRequest,
  REQUEST_RECEIVED: Relation.PendingApproval,
  REQUEST_NOT_FOUND: Relation.None,
  NOT_FRIENDS: Relation.None,
};

export function relationFromRefusal(error: unknown): Relation | undefined {
  return error instanceof ApiError ? relationByRefusal[error.code] : undefined;
}
