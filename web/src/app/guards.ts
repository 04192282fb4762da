/**
 * Route loaders that redirect before anything renders (the route guards). A token in local
 * storage means signed in; the account type comes from the dashboard.
 */
import type { DashboardAnswer } from '@swapsies/contract';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { dashboardQueryOptions, isCharityUser } from '@/data/dashboard.ts';
import { offlineCacheRestored } from '@/lib/offline-cache.ts';
import { retryUnlessOutage } from '@/lib/query-client.ts';
import { rememberRedirectAfterLogin } from '@/lib/redirect-after-login.ts';
import { getAuthToken } from '@/lib/storage-keys.ts';
import { isCharityBlocked, LOGIN_REDIRECT_WITH_TOKEN, SIGNED_IN_HOME, SIGNED_OUT_HOME } from './route-access.ts';

function wantedPath(request: Request): { pathname: string; full: string } {
  const url = new URL(request.url);
  return { pathname: url.pathname, full: `${url.pathname}${url.search}` };
}

/** The guards, `signedInRoutes` being the screens under the signed-in layout, whose handles say which are not for charities. */
export function createGuards(queryClient: QueryClient, signedInRoutes: RouteObject[]) {
  return {
    /** Every signed-in screen: a token is required, and charities are kept off the screens marked notForCharities. */
    async signedIn({ request }: LoaderFunctionArgs) {
      const { pathname, full } = wantedPath(request);
      if (!getAuthToken()) {
        rememberRedirectAfterLogin(full);
        throw redirect(SIGNED_OUT_HOME);
      }
      // The dashboard is loaded before the first signed-in paint, so the menus already fit the account type.
      // Offline, the last-seen one (restored first) does; with none, the screen shows its offline state
      // rather than waiting here for a connection, and in an outage of the API the screen rides it out.
      await offlineCacheRestored();
      let dashboard: DashboardAnswer | null = null;
      try {
        dashboard =
          onlineManager.isOnline() || queryClient.getQueryData(dashboardQueryOptions.queryKey)
            ? await queryClient.ensureQueryData({
                ...dashboardQueryOptions,
                revalidateIfStale: true,
                retry: retryUnlessOutage,
              })
            : null;
      } catch {
        // An expired token has been cleared by the API client by now; anything else is left to the page.
        if (!getAuthToken()) {
          rememberRedirectAfterLogin(full);
          throw redirect(SIGNED_OUT_HOME);
        }
      }
      if (dashboard && isCharityBlocked(signedInRoutes, pathname) && isCharityUser(dashboard.User))
        throw redirect(SIGNED_IN_HOME);
      return null;
    },

    /** /, /welcome and /intro: a signed-in visitor goes to /seek. */
    signedOutOnly() {
      if (getAuthToken()) throw redirect(SIGNED_IN_HOME);
      return null;
    },

    /** /login: with a token, straight to /my-items. */
    loginPage() {
      if (getAuthToken()) throw redirect(LOGIN_REDIRECT_WITH_TOKEN);
      return null;
    },

    /** /dashboard goes to /seek (whose own guard then applies). */
    dashboard() {
      throw redirect(SIGNED_IN_HOME);
    },

    /**
     * Unknown paths: /seek when signed in, else /. Nothing is remembered: a signed-in path is never
     * unknown, since the signed-in layout's own routes match it first.
     */
    unknownPath() {
      if (getAuthToken()) throw redirect(SIGNED_IN_HOME);
      throw redirect(SIGNED_OUT_HOME);
    },
  };
}
