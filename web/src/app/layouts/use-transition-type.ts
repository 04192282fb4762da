import { useMatches } from 'react-router';
import type { TransitionType } from '@/components/ui/page-transition.tsx';

/** A route may ask for its entrance with handle: { transition }; fade otherwise. */
export interface RouteHandle {
  transition?: TransitionType;
}

export function useTransitionType(): TransitionType {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.transition) return handle.transition;
  }
  return 'fade';
}
