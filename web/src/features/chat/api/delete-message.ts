import { type MessageAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** DELETE /messages/{id}: the message keeps its place and loses its text. */
export function deleteMessage(messageId: number): Promise<MessageAnswer> {
  return callApi(routes.deleteMessage, { params: { id: messageId } });
}
