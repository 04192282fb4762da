/**
 * The reference data the registration form reads: countries, starter packs and charity causes.
 * The category tree (with the fallbacks of 000 §8) comes from lib/categories.ts.
 */
import { type CharityCause, type StarterPack, UK_COUNTRY_ID } from '@swapsies/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const oneLoad = { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

export interface CountryOption {
  ID: number;
  Name: string;
}

/** Only the United Kingdom is offered (000 §3 "Other"). */
export function useCountries() {
  return useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: async (): Promise<CountryOption[]> => {
      const answer = await apiRequest<{ Countries?: CountryOption[] }>('/countries');
      return (answer.Countries ?? [])
        .filter((country) => country.ID === UK_COUNTRY_ID)
        .map((country) => ({ ID: country.ID, Name: 'United Kingdom' }));
    },
    ...oneLoad,
  });
}

/** The 12 packs offered at registration. */
export function useStarterPacks() {
  return useQuery({
    queryKey: ['registration', 'starter-packs'],
    queryFn: async (): Promise<StarterPack[]> => {
      const answer = await apiRequest<{ Packs?: StarterPack[] }>('/starter-packs');
      return (answer.Packs ?? []).filter((pack) => pack.OfferedAtRegistration);
    },
    ...oneLoad,
  });
}

export function useCharityCauses(enabled: boolean) {
  return useQuery({
    queryKey: ['registration', 'charity-causes'],
    queryFn: async (): Promise<CharityCause[]> => {
      const answer = await apiRequest<{ Causes?: CharityCause[] }>('/charity-causes');
      return answer.Causes ?? [];
    },
    enabled,
    ...oneLoad,
  });
}
