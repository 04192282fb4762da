import { apiRequest, type BasicAnswer } from '../../../lib/api-client.ts';

/** POST /notifications/read: opening the bell reads them all (001 §2.9). */
export function markNotificationsRead(): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/notifications/read', { method: 'POST' });
}
