import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /messages/{matchId}/read: the viewer has read every message up to this Seq. */
export function markChatRead(matchId: number, upTo: number): Promise<EmptyAnswer> {
  return callApi(routes.markChatRead, { params: { matchId }, body: { UpTo: upTo } });
}
