import { navigationWords } from '@swapsies/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { loadChunk } from '@/lib/load-chunk.ts';
import { routePatterns } from '@/lib/paths.ts';
import { ErrorPage } from './error-page.tsx';
import { createGuards } from './guards.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import type { RouteHandle } from './route-access.ts';

/** What a screen's route says: its guard, and its handle (its entrance, and whether charities may open it). */
interface ScreenOptions extends Pick<RouteHandle, 'transition' | 'notForCharities'> {
  /** The guard that runs before the screen. */
  loader?: LoaderFunction;
}

/**
 * The route to one screen at `path` (null: the layout's own path). The screen is split into its own
 * chunk, `chunk` in the chunk time-out message (CHUNK_LOAD_TIMEOUT_MS); `load` imports it and picks its component.
 */
function screen(
  path: string | null,
  chunk: string,
  { loader, ...handle }: ScreenOptions,
  load: () => Promise<ComponentType>,
): RouteObject {
  return {
    ...(path === null ? { index: true } : { path }),
    ...(loader ? { loader } : {}),
    ...(Object.keys(handle).length > 0 ? { handle: handle satisfies RouteHandle } : {}),
    lazy: async () => ({ Component: await loadChunk(chunk, load) }),
  };
}

/**
 * Screens under the signed-in layout, each with its path in lib/paths.ts. Being here makes a screen
 * signed-in only; `notForCharities` sends charity accounts to /seek from it (route-access.ts).
 */
export const signedInRoutes: RouteObject[] = [
  // /seek and /explore are the same screen.
  ...[routePatterns.seek, routePatterns.explore].map((path) =>
    screen(path, 'seek', { transition: 'fade' }, () =>
      import('@/features/feed/components/feed-page.tsx').then((m) => m.FeedPage),
    ),
  ),
  screen(routePatterns.myItems, 'my-items', { transition: 'fade', notForCharities: true }, () =>
    import('@/features/items/components/my-items-page.tsx').then((m) => m.MyItemsPage),
  ),
  screen(routePatterns.addItem, 'add-item', { transition: 'slide-up', notForCharities: true }, () =>
    import('@/features/items/components/add-item-page.tsx').then((m) => m.AddItemPage),
  ),
  screen(routePatterns.editItem, 'edit-item', { transition: 'slide-up', notForCharities: true }, () =>
    import('@/features/items/components/edit-item-page.tsx').then((m) => m.EditItemPage),
  ),
  screen(routePatterns.friends, 'friends', { transition: 'fade', notForCharities: true }, () =>
    import('@/features/friends/components/friends-page.tsx').then((m) => m.FriendsPage),
  ),
  // /swaps and /matches are the same two screens.
  ...(
    [
      [routePatterns.swaps, routePatterns.swapDetail],
      [routePatterns.matches, routePatterns.matchDetail],
    ] as const
  ).flatMap(([list, detail]) => [
    screen(list, 'matches', { transition: 'fade' }, () =>
      import('@/features/matches/components/matches-page.tsx').then((m) => m.MatchesPage),
    ),
    screen(detail, 'match-detail', { transition: 'slide-in-right' }, () =>
      import('@/features/matches/components/match-detail-page.tsx').then((m) => m.MatchDetailPage),
    ),
  ]),
  screen(routePatterns.admin, 'admin', { transition: 'fade' }, () =>
    import('@/features/admin/components/admin-page.tsx').then((m) => m.AdminPage),
  ),
  screen(routePatterns.profile, 'settings', { transition: 'fade' }, () =>
    import('@/features/users/settings/components/settings-page.tsx').then((m) => m.SettingsPage),
  ),
  screen(routePatterns.editProfile, 'edit-profile', { transition: 'slide-up' }, () =>
    import('@/features/users/edit-profile/components/edit-profile-page.tsx').then((m) => m.EditProfilePage),
  ),
  screen(routePatterns.about, 'about', { transition: 'fade' }, () =>
    import('@/features/support/components/about-page.tsx').then((m) => m.AboutPage),
  ),
  screen(routePatterns.contact, 'contact', { transition: 'slide-up' }, () =>
    import('@/features/support/components/contact-page.tsx').then((m) => m.ContactPage),
  ),
];

export interface CreateRoutesOptions {
  /** Replaces the signed-in screens (tests add screens of their own, to show that the tree alone decides who may open them). */
  signedInRoutes?: RouteObject[];
}

/** The whole route table. */
export function createRoutes(queryClient: QueryClient, options: CreateRoutesOptions = {}): RouteObject[] {
  const signedInChildren = options.signedInRoutes ?? signedInRoutes;
  const guards = createGuards(queryClient, signedInChildren);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Spinner centered label={navigationWords.loadingApp} />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            // / shows the landing page to visitors; /welcome is the same page.
            ...[null, routePatterns.welcome].map((path) =>
              screen(path, 'welcome', { loader: guards.signedOutOnly }, () =>
                import('@/features/landing/components/welcome-page.tsx').then((m) => m.WelcomePage),
              ),
            ),
            // The intro screen, whose path the specification does not give: the installed app starts here.
            screen(routePatterns.intro, 'intro', { loader: guards.signedOutOnly }, () =>
              import('@/features/landing/components/intro-page.tsx').then((m) => m.IntroPage),
            ),
            screen(routePatterns.login, 'login', { loader: guards.loginPage }, () =>
              import('@/features/auth/components/login-page.tsx').then((m) => m.LoginPage),
            ),
            screen(routePatterns.register, 'register', { transition: 'slide-up' }, () =>
              import('@/features/auth/registration/components/register-page.tsx').then((m) => m.RegisterPage),
            ),
            screen(routePatterns.registrationComplete, 'registration-complete', { transition: 'scale' }, () =>
              import('@/features/auth/components/registration-complete-page.tsx').then(
                (m) => m.RegistrationCompletePage,
              ),
            ),
            // Public, and open to signed-in members too: no guard.
            screen(routePatterns.legal, 'legal', {}, () =>
              import('@/features/legal/components/legal-page.tsx').then((m) => m.LegalPage),
            ),
            // Public, and open to signed-in members too: a member who cannot sign in asks here.
            screen(routePatterns.techSupport, 'tech-support', {}, () =>
              import('@/features/support/components/tech-support-page.tsx').then((m) => m.TechSupportPage),
            ),
            screen(routePatterns.forgotPassword, 'forgot-password', {}, () =>
              import('@/features/auth/recovery/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
            ),
            screen(routePatterns.resetPassword, 'reset-password', {}, () =>
              import('@/features/auth/recovery/components/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
            ),
          ],
        },
        {
          id: 'signed-in',
          handle: { signedInOnly: true } satisfies RouteHandle,
          loader: guards.signedIn,
          // The guard must see every move between signed-in screens, not only the first.
          shouldRevalidate: () => true,
          // A chunk of its own (the bars, the bell, the menus), which public pages never load.
          lazy: async () => ({
            Component: await loadChunk('signed-in', () =>
              import('./layouts/signed-in-layout.tsx').then((m) => m.SignedInLayout),
            ),
          }),
          children: signedInChildren,
        },
        // Redirect-only routes: their loaders always redirect, so they never render.
        { path: routePatterns.dashboard, loader: guards.dashboard, element: null },
        { path: '*', loader: guards.unknownPath, element: null },
      ],
    },
  ];
}
