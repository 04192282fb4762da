import { type ModerationQueueAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /admin/moderation: what members and visitors reported, one entry per reported thing with its
 * open reports, most distinct reporters first (the server's order).
 */
export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueueAnswer> {
  return callApi(routes.getModerationQueue, {}, { signal });
}

export const moderationQueueQueryOptions = queryOptions({
  queryKey: ['admin', 'moderation'],
  queryFn: ({ signal }) => getModerationQueue(signal),
});

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions);
}
