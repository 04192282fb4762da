import { routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** Public runtime settings of the server (GET /config: web sign-in, the everyone feed, the store link): read once per page load. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => callApi(routes.getConfig, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export interface RuntimeConfig {
  /** False only when the server says WEB_LOGIN=disabled; true while loading or when /config fails (the default). */
  webLoginEnabled: boolean;
  /** True unless the server says EVERYONE_FEED=disabled (issue 28 opened it; the default). */
  everyoneFeedEnabled: boolean;
  /** '' means no store listing: offer the PWA install instead. */
  appStoreUrl: string;
  isLoading: boolean;
}

export function useRuntimeConfig(): RuntimeConfig {
  const { data, isPending } = useQuery(configQueryOptions);
  return {
    webLoginEnabled: data?.WebLogin !== 'disabled',
    everyoneFeedEnabled: data?.EveryoneFeed !== 'disabled',
    appStoreUrl: data?.AppStoreUrl ?? '',
    isLoading: isPending,
  };
}
