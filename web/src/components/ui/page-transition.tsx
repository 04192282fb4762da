import { PAGE_TRANSITION_MS } from '@swapsies/contract';
import type { CSSProperties, ReactNode } from 'react';
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

/** Plays a CSS entrance each time transitionKey changes; the content is usable at once. */
export function PageTransition({
  transitionKey,
  type = 'fade',
  durationMs = PAGE_TRANSITION_MS,
  children,
}: PageTransitionProps) {
  const style = { '--page-duration': `${durationMs}ms` } as CSSProperties;
  return (
    <div key={transitionKey} className={`${styles.page} ${styles[type]}`} style={style} data-transition={type}>
      {children}
    </div>
  );
}
