import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { loadChunk } from '@/lib/load-chunk.ts';
import { routePatterns } from '@/lib/paths.ts';
import { ErrorPage } from './error-page.tsx';
import { createGuards } from './guards.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import type { RouteHandle } from './layouts/use-transition-type.ts';

/** A route's screen, split into its own chunk and loaded with the chunk time-out (CHUNK_LOAD_TIMEOUT_MS). */
function lazyPage<M>(name: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(name, load)) });
}

/**
 * Screens under the signed-in layout. Later issues add theirs here, with their path in lib/paths.ts;
 * the guard in guards.ts already covers every signed-in path, including the charity rule.
 */
export const signedInRoutes: RouteObject[] = [
  // /seek and /explore are the same screen.
  ...[routePatterns.seek, routePatterns.explore].map((path) => ({
    path,
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'seek',
      () => import('@/features/feed/components/feed-page.tsx'),
      (m) => m.FeedPage,
    ),
  })),
  {
    path: routePatterns.myItems,
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'my-items',
      () => import('@/features/items/components/my-items-page.tsx'),
      (m) => m.MyItemsPage,
    ),
  },
  {
    path: routePatterns.addItem,
    handle: { transition: 'slide-up' } satisfies RouteHandle,
    lazy: lazyPage(
      'add-item',
      () => import('@/features/items/components/add-item-page.tsx'),
      (m) => m.AddItemPage,
    ),
  },
  {
    path: routePatterns.editItem,
    handle: { transition: 'slide-up' } satisfies RouteHandle,
    lazy: lazyPage(
      'edit-item',
      () => import('@/features/items/components/edit-item-page.tsx'),
      (m) => m.EditItemPage,
    ),
  },
  {
    path: routePatterns.friends,
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'friends',
      () => import('@/features/friends/components/friends-page.tsx'),
      (m) => m.FriendsPage,
    ),
  },
  // /swaps and /matches are the same two screens.
  ...[
    [routePatterns.swaps, routePatterns.swapDetail],
    [routePatterns.matches, routePatterns.matchDetail],
  ].flatMap(([list, detail]): RouteObject[] => [
    {
      path: list,
      handle: { transition: 'fade' } satisfies RouteHandle,
      lazy: lazyPage(
        'matches',
        () => import('@/features/matches/components/matches-page.tsx'),
        (m) => m.MatchesPage,
      ),
    },
    {
      path: detail,
      handle: { transition: 'slide-in-right' } satisfies RouteHandle,
      lazy: lazyPage(
        'match-detail',
        () => import('@/features/matches/components/match-detail-page.tsx'),
        (m) => m.MatchDetailPage,
      ),
    },
  ]),
  {
    path: routePatterns.admin,
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'admin',
      () => import('@/features/admin/components/admin-page.tsx'),
      (m) => m.AdminPage,
    ),
  },
];

export interface CreateRoutesOptions {
  /** Replaces the signed-in screens (tests use stand-ins for screens of later issues). */
  signedInRoutes?: RouteObject[];
}

/** The whole route table. */
export function createRoutes(queryClient: QueryClient, options: CreateRoutesOptions = {}): RouteObject[] {
  const guards = createGuards(queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Spinner centered label="Loading Swapsies" />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            // / shows the landing page to visitors; /welcome is the same page.
            ...[{ index: true }, { path: routePatterns.welcome }].map((route) => ({
              ...route,
              loader: guards.signedOutOnly,
              lazy: lazyPage(
                'welcome',
                () => import('@/features/landing/components/welcome-page.tsx'),
                (m) => m.WelcomePage,
              ),
            })),
            {
              // The intro screen, whose path the specification does not give: the installed app starts here.
              path: routePatterns.intro,
              loader: guards.signedOutOnly,
              lazy: lazyPage(
                'intro',
                () => import('@/features/landing/components/intro-page.tsx'),
                (m) => m.IntroPage,
              ),
            },
            {
              path: routePatterns.login,
              loader: guards.loginPage,
              lazy: lazyPage(
                'login',
                () => import('@/features/auth/components/login-page.tsx'),
                (m) => m.LoginPage,
              ),
            },
            {
              path: routePatterns.register,
              handle: { transition: 'slide-up' } satisfies RouteHandle,
              lazy: lazyPage(
                'register',
                () => import('@/features/auth/registration/components/register-page.tsx'),
                (m) => m.RegisterPage,
              ),
            },
            {
              path: routePatterns.registrationComplete,
              handle: { transition: 'scale' } satisfies RouteHandle,
              lazy: lazyPage(
                'registration-complete',
                () => import('@/features/auth/components/registration-complete-page.tsx'),
                (m) => m.RegistrationCompletePage,
              ),
            },
            {
              // Public, and open to signed-in members too: no guard.
              path: routePatterns.legal,
              lazy: lazyPage(
                'legal',
                () => import('@/features/legal/components/legal-page.tsx'),
                (m) => m.LegalPage,
              ),
            },
            {
              path: routePatterns.forgotPassword,
              lazy: lazyPage(
                'forgot-password',
                () => import('@/features/auth/recovery/components/forgot-password-page.tsx'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: routePatterns.resetPassword,
              lazy: lazyPage(
                'reset-password',
                () => import('@/features/auth/recovery/components/reset-password-page.tsx'),
                (m) => m.ResetPasswordPage,
              ),
            },
          ],
        },
        {
          id: 'signed-in',
          loader: guards.signedIn,
          // The guard must see every move between signed-in screens, not only the first.
          shouldRevalidate: () => true,
          element: <SignedInLayout />,
          children: options.signedInRoutes ?? signedInRoutes,
        },
        // Redirect-only routes: their loaders always redirect, so they never render.
        { path: routePatterns.dashboard, loader: guards.dashboard, element: null },
        { path: '*', loader: guards.unknownPath, element: null },
      ],
    },
  ];
}
