import { type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { reportsQueryOptions } from './get-reports.ts';

/** POST /admin/reports/{id}/resolve */
export function resolveReport(reportId: number): Promise<EmptyAnswer> {
  return callApi(routes.resolveReport, { params: { id: reportId } });
}

/** Resolves a report, then settles once the list of open reports is fresh. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryOptions.queryKey }),
  });
}
