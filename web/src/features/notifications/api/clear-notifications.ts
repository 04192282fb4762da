import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** DELETE /notifications: clears them all. */
export function clearNotifications(): Promise<EmptyAnswer> {
  return callApi(routes.clearNotifications);
}
