import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** DELETE /notifications: clears them all. */
export function clearNotifications(): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/notifications', { method: 'DELETE' });
}
