import { type NotificationsAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { NoDataError } from '../lib/notification-errors.ts';

/** GET /notifications: newest first, with the unread counters. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsAnswer> {
  const answer = await callApi(routes.getNotifications, {}, { signal });
  // An answer without the list is "no data" (notificationTransportMessages.noData), not an empty list.
  if (!Array.isArray(answer.Notifications) || !answer.Unread) throw new NoDataError();
  return answer;
}
