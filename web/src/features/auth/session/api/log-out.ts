import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /logout: revokes the session token on the server. */
export function logOutRequest(): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/logout', { method: 'POST' });
}
