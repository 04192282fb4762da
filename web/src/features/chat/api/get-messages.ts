import { type MessagesAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** GET /messages/{matchId}?after={cursor}: the chat's changes after the cursor (0: from the start), one page. */
export function getMessages(matchId: number, after: number, signal?: AbortSignal): Promise<MessagesAnswer> {
  return callApi(routes.getMessages, { params: { matchId }, query: { after } }, { signal });
}
