import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { reportsQueryOptions } from './get-reports.ts';

/** POST /admin/reports/{id}/resolve */
export function resolveReport(reportId: number): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/admin/reports/${reportId}/resolve`, { method: 'POST' });
}

/** Resolves a report, then settles once the list of open reports is fresh. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryOptions.queryKey }),
  });
}
