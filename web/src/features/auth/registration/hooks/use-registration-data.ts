/**
 * The reference data the registration form reads: countries, starter packs and charity causes.
 * The category tree (with its offline and cached fallbacks) comes from data/categories.ts.
 */
import { type CharityCause, type RouteAnswer, routes, type StarterPack, UK_COUNTRY_ID } from '@swapsies/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { retryOnlyOutages } from '@/lib/query-client.ts';

// Loaded once, and not asked again on failure (the form says so and offers its Retry), but an outage is ridden out.
const oneLoad = { retry: retryOnlyOutages, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

export type CountryOption = RouteAnswer<typeof routes.getCountries>['Countries'][number];

/** The list is filtered to UK_COUNTRY_ID, shown as United Kingdom. */
export function useCountries() {
  return useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: async (): Promise<CountryOption[]> => {
      const answer = await callApi(routes.getCountries);
      return answer.Countries.filter((country) => country.ID === UK_COUNTRY_ID).map((country) => ({
        ID: country.ID,
        Name: 'United Kingdom',
      }));
    },
    ...oneLoad,
  });
}

/** The 12 packs offered at registration. */
export function useStarterPacks() {
  return useQuery({
    queryKey: ['registration', 'starter-packs'],
    queryFn: async (): Promise<StarterPack[]> => {
      const answer = await callApi(routes.getStarterPacks);
      return answer.Packs.filter((pack) => pack.OfferedAtRegistration);
    },
    ...oneLoad,
  });
}

export function useCharityCauses(enabled: boolean) {
  return useQuery({
    queryKey: ['registration', 'charity-causes'],
    queryFn: async (): Promise<CharityCause[]> => (await callApi(routes.getCharityCauses)).Causes,
    enabled,
    ...oneLoad,
  });
}
