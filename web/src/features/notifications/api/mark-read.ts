import type { MarkReadBody, UnreadCounterName } from '@swapsies/contract';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /notifications/read: the named counters' notifications have been seen (the bell's, 001 §2.9, or a page's dot). */
export function markNotificationsRead(counters: UnreadCounterName[]): Promise<BasicAnswer> {
  const body: MarkReadBody = { Counters: counters };
  return apiRequest<BasicAnswer>('/notifications/read', { method: 'POST', body });
}
