import { SPLASH_LOGGED_IN_MS, SPLASH_LOGGED_OUT_MS } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { SplashScreen } from '@/components/ui/splash-screen.tsx';
import { paths } from '@/lib/paths.ts';
import { getAuthToken, sessionKeys } from '@/lib/storage-keys.ts';

/** Paths that never show the splash. */
const NO_SPLASH_PATHS: readonly string[] = [paths.techSupport];

export function shouldShowSplash(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NO_SPLASH_PATHS.includes(path)) return false;
  return sessionStorage.getItem(sessionKeys.splashShown) === null;
}

/** How long the splash shows: longer without a session than with one. */
export function splashDurationMs(loggedIn: boolean): number {
  return loggedIn ? SPLASH_LOGGED_IN_MS : SPLASH_LOGGED_OUT_MS;
}

export interface SplashGateProps {
  /** The path the app opened on; the browser's by default. */
  pathname?: string;
  onComplete?: () => void;
}

/** Shows the splash once per browser session (flag splashShown in session storage). */
export function SplashGate({ pathname = window.location.pathname, onComplete }: SplashGateProps) {
  const [visible, setVisible] = useState(() => shouldShowSplash(pathname));
  const [durationMs] = useState(() => splashDurationMs(getAuthToken() !== null));

  useEffect(() => {
    if (visible) sessionStorage.setItem(sessionKeys.splashShown, 'true');
  }, [visible]);

  if (!visible) return null;
  return (
    <SplashScreen
      durationMs={durationMs}
      onComplete={() => {
        setVisible(false);
        onComplete?.();
      }}
    />
  );
}
