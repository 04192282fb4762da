import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { moderationQueueQueryOptions } from './get-moderation-queue.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

/** POST /admin/reports/{id}/resolve: settles a visitor's report of a page. */
export function resolveReport(reportId: number): Promise<EmptyAnswer> {
  return callApi(routes.resolveReport, { params: { id: reportId } });
}

/** Resolves a report, then settles once the moderation queue is fresh. */
export function useResolveReport() {
  return useRefreshingMutation(moderationQueueQueryOptions.queryKey, resolveReport);
}
