import {
  commonWords,
  PULL_REFRESH_INDICATOR_MS,
  PULL_REFRESH_MAX_PX,
  PULL_REFRESH_THRESHOLD_PX,
} from '@swapsies/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './pull-to-refresh.module.css';
import { Spinner } from './spinner.tsx';

export interface PullToRefreshProps {
  /** Reloads the content; the indicator stays until it settles (and at least 1 s). Failures are the caller's to show. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** The signed-in layout scrolls the window, so the top of the page is where a pull may start. */
function atTopOfPage(): boolean {
  return window.scrollY <= 0;
}

/** What a pull gesture reads and does while the finger moves. */
interface PullControls {
  /** How far the content is pulled down now, in px. */
  distance: () => number;
  moveTo: (distance: number) => void;
  refreshing: () => boolean;
  refresh: () => void;
}

/** Follows touches on `container` as pulls down from the top of the page; answers the way to stop. */
function watchPulls(container: HTMLElement, pull: PullControls): () => void {
  let start: { x: number; y: number } | null = null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start =
      touch && !pull.refreshing() && event.touches.length === 1 && atTopOfPage()
        ? { x: touch.clientX, y: touch.clientY }
        : null;
  };

  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A sideways or upward move before any pull is a swipe or a scroll: leave it alone.
    if (pull.distance() === 0 && (dy <= 0 || Math.abs(dx) > dy)) {
      start = null;
      return;
    }
    // Stop the page (and the browser's own pull-to-reload) from moving under the finger.
    if (event.cancelable) event.preventDefault();
    pull.moveTo(Math.min(Math.max(dy, 0), PULL_REFRESH_MAX_PX));
  };

  const onTouchEnd = () => {
    if (!start) return;
    start = null;
    if (pull.distance() >= PULL_REFRESH_THRESHOLD_PX) pull.refresh();
    else pull.moveTo(0);
  };

  const onTouchCancel = () => {
    start = null;
    if (!pull.refreshing()) pull.moveTo(0);
  };

  // Passive: false, so that a pull can keep the page still; React's touch listeners are passive.
  container.addEventListener('touchstart', onTouchStart, { passive: true });
  container.addEventListener('touchmove', onTouchMove, { passive: false });
  container.addEventListener('touchend', onTouchEnd);
  container.addEventListener('touchcancel', onTouchCancel);
  return () => {
    container.removeEventListener('touchstart', onTouchStart);
    container.removeEventListener('touchmove', onTouchMove);
    container.removeEventListener('touchend', onTouchEnd);
    container.removeEventListener('touchcancel', onTouchCancel);
  };
}

/** The pull's distance and the refresh in progress, for the container that `containerRef` names. */
function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;
  // The native listeners read these without being attached anew on every move.
  const pullRef = useRef(0);
  const refreshingRef = useRef(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let mounted = true;

    const setPullTo = (distance: number) => {
      pullRef.current = distance;
      setPull(distance);
    };

    const refresh = async () => {
      refreshingRef.current = true;
      setRefreshing(true);
      const shown = new Promise((resolve) => setTimeout(resolve, PULL_REFRESH_INDICATOR_MS));
      await Promise.allSettled([onRefreshRef.current(), shown]);
      refreshingRef.current = false;
      if (!mounted) return;
      setRefreshing(false);
      setPullTo(0);
    };

    const stop = watchPulls(container, {
      distance: () => pullRef.current,
      moveTo: setPullTo,
      refreshing: () => refreshingRef.current,
      refresh: () => void refresh(),
    });
    return () => {
      mounted = false;
      stop();
    };
  }, []);

  return { containerRef, pull, refreshing };
}

/** The spinner while refreshing, or the arrow and its words while pulling. */
function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  const ready = pull >= PULL_REFRESH_THRESHOLD_PX;
  const height = refreshing ? PULL_REFRESH_THRESHOLD_PX : pull;
  return (
    <div
      className={styles.indicator}
      data-state={refreshing ? 'refreshing' : pull > 0 ? 'pulling' : 'idle'}
      style={{ height }}
      data-testid="pull-to-refresh-indicator"
    >
      {refreshing ? (
        <Spinner size="small" label={commonWords.refreshing} />
      ) : pull > 0 ? (
        <span className={styles.hint} aria-hidden="true">
          <span className={styles.arrow} style={{ transform: `rotate(${ready ? 180 : 0}deg)` }}>
            ↓
          </span>
          {ready ? commonWords.releaseToRefresh : commonWords.pullToRefresh}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Pull-to-refresh for touch screens: pulling down from the top of the page
 * beyond 60 px (the pull stops at 100 px) and letting go refreshes, with the indicator shown for
 * at least 1 s. Mouse and keyboard never start a pull; the screens keep their own reload buttons.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { containerRef, pull, refreshing } = usePullToRefresh(onRefresh);
  return (
    <div ref={containerRef} className={styles.container}>
      <PullIndicator pull={pull} refreshing={refreshing} />
      {children}
    </div>
  );
}
