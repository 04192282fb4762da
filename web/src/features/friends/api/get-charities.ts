import type { CharitiesAnswer } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /charities, each with whether the member follows it. */
export function getCharities(signal?: AbortSignal): Promise<CharitiesAnswer> {
  return apiRequest<CharitiesAnswer>('/charities', { signal });
}

export const charitiesQueryOptions = queryOptions({
  queryKey: ['charities'],
  queryFn: ({ signal }) => getCharities(signal),
});

/** Fetched afresh whenever the Charities tab is chosen (001 §2.6). */
export function useCharities() {
  return useQuery({ ...charitiesQueryOptions, refetchOnMount: 'always' });
}
