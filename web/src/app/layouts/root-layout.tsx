import { type MouseEvent, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

export const MAIN_CONTENT_ID = 'main-content';

function focusMain(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** Wraps every page: the skip link, focus moved to the new page on navigation, scroll restoration. */
export function RootLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After a navigation, screen reader and keyboard users start at the new page's main content.
  // Comparing with the last path (not a first-render flag) keeps this right under StrictMode too.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    focusMain();
  }, [pathname]);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView?.();
  };

  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
