import { type AdminReportsAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /admin/reports: the open reports. */
export function getReports(signal?: AbortSignal): Promise<AdminReportsAnswer> {
  return callApi(routes.getReports, {}, { signal });
}

export const reportsQueryOptions = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: ({ signal }) => getReports(signal),
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}
