import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** DELETE /notifications/{id}; 404 WRONG_NOTIFICATION when it is not the caller's. */
export function deleteNotification(notificationId: number): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/notifications/${notificationId}`, { method: 'DELETE' });
}
