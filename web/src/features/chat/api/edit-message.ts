import { type MessageAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /messages/{id}: new text for one's own message, within CHAT_EDIT_WINDOW_MS of sending it. */
export function editMessage(messageId: number, text: string): Promise<MessageAnswer> {
  return callApi(routes.editMessage, { params: { id: messageId }, body: { Text: text } });
}
