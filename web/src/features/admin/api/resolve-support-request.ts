import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { supportRequestsQueryOptions } from './get-support-requests.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

/** POST /admin/support/{id}/resolve */
export function resolveSupportRequest(requestId: number): Promise<EmptyAnswer> {
  return callApi(routes.resolveSupportRequest, { params: { id: requestId } });
}

/** Resolves a support message, then settles once the list of open messages is fresh. */
export function useResolveSupportRequest() {
  return useRefreshingMutation(supportRequestsQueryOptions.queryKey, resolveSupportRequest);
}
