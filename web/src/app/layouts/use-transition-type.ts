import { useMatches } from 'react-router';
import type { TransitionType } from '@/components/ui/page-transition.tsx';
import { routeHandle } from '../route-access.ts';

/** The entrance the innermost route asking for one gives (handle: { transition }); fade otherwise. */
export function useTransitionType(): TransitionType {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { transition } = routeHandle(matches[index]?.handle);
    if (transition) return transition;
  }
  return 'fade';
}
