import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { routeState } from '../lib/match-view.ts';

/** Where Back goes when neither navigation state nor this app's history says. */
export const BACK_FALLBACK = paths.myItems;

/**
 * Back from the match detail: to the route named in navigation state, else the previous
 * entry of this app's history, else /my-items. React Router marks the entry a visit started on
 * with the key "default": going back from there would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { from } = routeState(location.state);
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (from) navigate(from);
    else if (hasHistory) navigate(-1);
    else navigate(BACK_FALLBACK);
  }, [navigate, from, hasHistory]);
}

/** Text fields keep their keys: Option+Left moves by word on a Mac, Escape may clear a search. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.tagName === 'INPUT' ||
      target.tagName === 'TEXTAREA' ||
      target.tagName === 'SELECT')
  );
}

/**
 * Escape or Alt+Left run goBack, unless something else took the key first. Off while a dialog is
 * open, where Escape belongs to the dialog.
 */
export function useBackShortcuts(goBack: () => void, enabled: boolean): void {
  const goBackRef = useRef(goBack);
  goBackRef.current = goBack;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target)) return;
      const isEscape = event.key === 'Escape' && !event.altKey && !event.ctrlKey && !event.metaKey;
      const isAltLeft = event.key === 'ArrowLeft' && event.altKey && !event.ctrlKey && !event.metaKey;
      if (!isEscape && !isAltLeft) return;
      event.preventDefault();
      goBackRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
