import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { loadChunk } from '@/lib/load-chunk.ts';
import { ErrorPage } from './error-page.tsx';
import { createGuards } from './guards.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import type { RouteHandle } from './layouts/use-transition-type.ts';

/** A route's screen, split into its own chunk and loaded with the 120 s time-out of 000 §9. */
function lazyPage<M>(name: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(name, load)) });
}

/**
 * Screens under the signed-in layout. Later issues add theirs here (/swaps, /friends, ...);
 * the guard in guards.ts already covers every path of 001 §2.1, including the charity rule.
 */
export const signedInRoutes: RouteObject[] = [
  // 001 §2.1: /seek and /explore are the same screen.
  ...['seek', 'explore'].map((path) => ({
    path,
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'seek',
      () => import('@/features/feed/components/feed-page.tsx'),
      (m) => m.FeedPage,
    ),
  })),
  {
    path: 'my-items',
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'my-items',
      () => import('@/features/items/components/my-items-page.tsx'),
      (m) => m.MyItemsPage,
    ),
  },
  {
    path: 'add-item',
    handle: { transition: 'slide-up' } satisfies RouteHandle,
    lazy: lazyPage(
      'add-item',
      () => import('@/features/items/components/add-item-page.tsx'),
      (m) => m.AddItemPage,
    ),
  },
  {
    path: 'edit-item/:itemId',
    handle: { transition: 'slide-up' } satisfies RouteHandle,
    lazy: lazyPage(
      'edit-item',
      () => import('@/features/items/components/edit-item-page.tsx'),
      (m) => m.EditItemPage,
    ),
  },
  {
    path: 'friends',
    handle: { transition: 'fade' } satisfies RouteHandle,
    lazy: lazyPage(
      'friends',
      () => import('@/features/friends/components/friends-page.tsx'),
      (m) => m.FriendsPage,
    ),
  },
  // 001 §2.1: /swaps and /matches are the same two screens.
  ...['swaps', 'matches'].flatMap((base): RouteObject[] => [
    {
      path: base,
      handle: { transition: 'fade' } satisfies RouteHandle,
      lazy: lazyPage(
        'matches',
        () => import('@/features/matches/components/matches-page.tsx'),
        (m) => m.MatchesPage,
      ),
    },
    {
      path: `${base}/:matchId`,
      handle: { transition: 'slide-in-right' } satisfies RouteHandle,
      lazy: lazyPage(
        'match-detail',
        () => import('@/features/matches/components/match-detail-page.tsx'),
        (m) => m.MatchDetailPage,
      ),
    },
  ]),
  {
    path: 'admin',
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

/** The whole route table (000 §2, 001 §2.1). */
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
            // 000 §2: / shows the landing page to visitors; /welcome is the same page.
            ...[{ index: true }, { path: 'welcome' }].map((route) => ({
              ...route,
              loader: guards.signedOutOnly,
              lazy: lazyPage(
                'welcome',
                () => import('@/features/landing/components/welcome-page.tsx'),
                (m) => m.WelcomePage,
              ),
            })),
            {
              // The intro screen, whose route 000 §2 does not show: the installed app starts here.
              path: 'intro',
              loader: guards.signedOutOnly,
              lazy: lazyPage(
                'intro',
                () => import('@/features/landing/components/intro-page.tsx'),
                (m) => m.IntroPage,
              ),
            },
            {
              path: 'login',
              loader: guards.loginPage,
              lazy: lazyPage(
                'login',
                () => import('@/features/auth/components/login-page.tsx'),
                (m) => m.LoginPage,
              ),
            },
            {
              path: 'register',
              handle: { transition: 'slide-up' } satisfies RouteHandle,
              lazy: lazyPage(
                'register',
                () => import('@/features/auth/registration/components/register-page.tsx'),
                (m) => m.RegisterPage,
              ),
            },
            {
              path: 'registration-complete',
              handle: { transition: 'scale' } satisfies RouteHandle,
              lazy: lazyPage(
                'registration-complete',
                () => import('@/features/auth/components/registration-complete-page.tsx'),
                (m) => m.RegistrationCompletePage,
              ),
            },
            {
              // Public, and open to signed-in members too: no guard (001 §2.1).
              path: 'legal/:documentType?',
              lazy: lazyPage(
                'legal',
                () => import('@/features/legal/components/legal-page.tsx'),
                (m) => m.LegalPage,
              ),
            },
            {
              path: 'forgot-password',
              lazy: lazyPage(
                'forgot-password',
                () => import('@/features/auth/recovery/components/forgot-password-page.tsx'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: 'reset-password',
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
        { path: 'dashboard', loader: guards.dashboard, element: null },
        { path: '*', loader: guards.unknownPath, element: null },
      ],
    },
  ];
}
