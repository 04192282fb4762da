import { PAGE_TRANSITION_MS } from '@swapsies/contract';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query.ts';
import styles from './page-transition.module.css';

/** The page transition types. */
export type TransitionType = 'fade' | 'slide-up' | 'slide-in-right' | 'scale' | 'appear';

export interface PageTransitionProps {
  /** A new key (the location) replays the entrance. */
  transitionKey: string;
  type?: TransitionType;
  durationMs?: number;
  children: ReactNode;
}

/** Whether this document has shown a page yet. */
let pageShown = false;

/**
 * Plays a CSS entrance each time transitionKey changes; the content is usable at once, and fully
 * opaque once the entrance ends (only its first keyframe is held). Where the member asks for reduced
 * motion there is no entrance at all: the page simply shows.
 *
 * The page the app opens on plays no entrance: it shows at once (beneath the splash on a first
 * visit). The entrances start at opacity 0 and run on the compositor, so Chromium paints the page
 * only once, invisible, and never counts a contentful paint (Lighthouse stopped with NO_FCP).
 */
export function PageTransition({
  transitionKey,
  type = 'fade',
  durationMs = PAGE_TRANSITION_MS,
  children,
}: PageTransitionProps) {
  const [openingKey] = useState(() => (pageShown ? undefined : transitionKey));
  const navigated = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  if (transitionKey !== openingKey) navigated.current = true;
  useEffect(() => {
    pageShown = true;
  }, []);

  if (!navigated.current || reducedMotion) {
    return (
      <div key={transitionKey} data-transition="none">
        {children}
      </div>
    );
  }
  const style: CSSProperties = { '--page-duration': `${durationMs}ms` };
  return (
    <div key={transitionKey} className={`${styles.page} ${styles[type]}`} style={style} data-transition={type}>
      {children}
    </div>
  );
}
