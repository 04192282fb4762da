import { type EmptyAnswer, type ReportBody, routes } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /report: 400 VALIDATION_ERROR, 404 for a target that is gone, 429 over the limit. */
export function sendReport(body: ReportBody): Promise<EmptyAnswer> {
  return callApi(routes.report, { body });
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
