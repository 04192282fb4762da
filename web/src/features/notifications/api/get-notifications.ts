import type { NotificationsAnswer } from '@swapsies/contract';
import { NoDataError } from '@/features/notifications/lib/notification-errors.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /notifications: newest first, with the unread counters. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsAnswer> {
  const answer = await apiRequest<NotificationsAnswer>('/notifications', { signal });
  // 001 §8: an answer without the list is "no data", not an empty list.
  if (!Array.isArray(answer.Notifications) || !answer.Unread) throw new NoDataError();
  return answer;
}
