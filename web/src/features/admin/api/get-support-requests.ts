import { type AdminSupportRequestsAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /admin/support: the contact and tech-support messages not yet resolved. */
export function getSupportRequests(signal?: AbortSignal): Promise<AdminSupportRequestsAnswer> {
  return callApi(routes.getSupportRequests, {}, { signal });
}

export const supportRequestsQueryOptions = queryOptions({
  queryKey: ['admin', 'support'],
  queryFn: ({ signal }) => getSupportRequests(signal),
});

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions);
}
