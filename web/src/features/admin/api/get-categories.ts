import { type Category, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /categories, for moving an item to another category. Unlike the item forms, no offline or
 * cached fallback: an admin must choose from the tree the server validates against.
 */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await callApi(routes.getCategories, {}, { signal });
  return answer.Categories;
}

/** The tree changes with deployments, not during a visit. */
export const adminCategoriesQueryOptions = queryOptions({
  queryKey: ['admin', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions);
}
