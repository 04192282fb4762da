import type { ReportBody } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /report (product-decisions §2): 400 VALIDATION_ERROR, 404 for a target that is gone, 429 over the limit. */
export function sendReport(body: ReportBody): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>('/report', { method: 'POST', body });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
