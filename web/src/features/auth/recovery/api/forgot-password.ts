import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /forgot-password with an email or username (000 §7). */
export function requestPasswordReset(login: string): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/forgot-password', { method: 'POST', body: { Login: login } });
}
