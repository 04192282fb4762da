/**
 * Blocking (POST and DELETE /users/{id}/block, GET /blocks): a member blocks a member or a charity,
 * a charity blocks a member. A block works both ways on every surface and the blocked member is
 * never told; unblocking restores nothing the block ended.
 */
import { type Static, Type } from 'typebox';
import { envelope } from './envelope.ts';
import { MemberSummary } from './users.ts';

/** One member the caller has blocked, newest first in GET /blocks. */
export const BlockedMember = Type.Object({ ...MemberSummary.properties, BlockedAt: Type.String() });
export type BlockedMember = Static<typeof BlockedMember>;

export const BlocksAnswer = envelope({ Blocks: Type.Array(BlockedMember) });
export type BlocksAnswer = Static<typeof BlocksAnswer>;
