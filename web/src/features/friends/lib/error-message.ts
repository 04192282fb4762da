import { Relation } from '@swapsies/contract';
import { ApiError } from '@/lib/api-client.ts';
import type { ErrorWording } from '@/lib/describe-error.ts';

/** How the friends screens word a failure: a server ErrorCode with catalogue words shows them; anything else gets the action's own failure text. */
export function friendWording(otherwise: string): ErrorWording {
  return { otherwise, catalogueFirst: true };
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
