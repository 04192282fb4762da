import { type EmptyAnswer, routes, type UnreadCounterName } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /notifications/read: the named counters' notifications have been seen (the bell's on opening it, or a page's dot). */
export function markNotificationsRead(counters: UnreadCounterName[]): Promise<EmptyAnswer> {
  return callApi(routes.markNotificationsRead, { body: { Counters: counters } });
}
