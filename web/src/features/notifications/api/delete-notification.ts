import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** DELETE /notifications/{id}; 404 WRONG_NOTIFICATION when it is not the caller's. */
export function deleteNotification(notificationId: number): Promise<EmptyAnswer> {
  return callApi(routes.deleteNotification, { params: { id: notificationId } });
}
