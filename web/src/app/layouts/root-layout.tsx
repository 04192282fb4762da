import { navigationWords } from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { ruleHolds, SESSION_END_STAY_PATHS, SIGNED_OUT_HOME } from '@/app/route-access.ts';
import { clearUserQueries } from '@/lib/query-client.ts';
import { rememberRedirectAfterLogin } from '@/lib/redirect-after-login.ts';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expiry.ts';

export const MAIN_CONTENT_ID = 'main-content';

function focusMain(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * The new page's main content, unless the page already put the focus inside the part the address
 * names (/profile#area puts it in the postcode field).
 */
function focusNewPage(hash: string): void {
  const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (named?.contains(document.activeElement)) return;
  focusMain();
}

/**
 * When an answer ends the session, the screen in use is remembered for after
 * sign-in and the member goes to /, where the session notice tells them why.
 */
function useLeaveEndedSession(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = useMatches();
  const signedInOnly = ruleHolds(
    matches.map((match) => match.handle),
    'signedInOnly',
  );
  useEffect(() => {
    const onExpired = () => {
      if (SESSION_END_STAY_PATHS.includes(pathname)) return;
      if (signedInOnly) rememberRedirectAfterLogin(`${pathname}${search}`);
      navigate(SIGNED_OUT_HOME, { replace: true });
      clearUserQueries(queryClient);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [pathname, search, signedInOnly, navigate, queryClient]);
}

/**
 * Wraps every page: the skip link, focus moved to the new page on navigation, scroll restoration,
 * and leaving a screen whose session has ended.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  useLeaveEndedSession();

  // After a navigation, screen reader and keyboard users start at the new page's main content.
  // Comparing with the last path (not a first-render flag) keeps this right under StrictMode too.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    focusNewPage(hash);
  }, [pathname, hash]);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };

  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
        {navigationWords.skipToMain}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
