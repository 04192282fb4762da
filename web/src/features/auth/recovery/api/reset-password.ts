import type { ResetPasswordBody } from '@swapsies/contract';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /reset-password (000 §7). */
export function resetPassword(body: ResetPasswordBody): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/reset-password', { method: 'POST', body });
}
