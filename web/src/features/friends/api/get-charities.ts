import { type CharitiesAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHARITIES_KEY } from '@/data/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /charities, each with whether the member follows it. */
export function getCharities(signal?: AbortSignal): Promise<CharitiesAnswer> {
  return callApi(routes.getCharities, {}, { signal });
}

export const charitiesQueryOptions = queryOptions({
  queryKey: CHARITIES_KEY,
  queryFn: ({ signal }) => getCharities(signal),
});

/** Fetched afresh whenever the Charities tab is chosen, as every friends tab is. */
export function useCharities() {
  return useQuery({ ...charitiesQueryOptions, refetchOnMount: 'always' });
}
