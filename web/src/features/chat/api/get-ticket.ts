import { routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /ws-ticket: a single-use ticket that opens the match's chat socket; each connection takes a fresh one. */
export async function getChatTicket(matchId: number): Promise<string> {
  const { Ticket } = await callApi(routes.getChatTicket, { body: { MatchID: matchId } });
  return Ticket;
}
