import { type MessageAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

export interface SendMessageInput {
  matchId: number;
  text: string;
  /** Made once per message (newClientId) and sent again on a retry, so that the server posts it once. */
  clientId: string;
}

/** A fresh ClientID for a message about to be sent. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/** POST /message: the server trims the text and answers the saved message. */
export function sendMessage({ matchId, text, clientId }: SendMessageInput): Promise<MessageAnswer> {
  return callApi(routes.sendMessage, { body: { MatchID: matchId, Text: text, ClientID: clientId } });
}
