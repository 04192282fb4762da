/**
 * Being offline, said the same way everywhere: the app-wide banner (a polite live region) and the
 * reason given for an action that is switched off (`useOfflineAction`); the state a screen shows when
 * it has nothing saved is OfflineState (empty-state.tsx). The online state is TanStack Query's
 * (lib/online.ts).
 * Light: the banner is part of every page's first script.
 */
import { offlineWords } from '@swapsies/contract';
import { useOnline } from '@/lib/online.ts';
import styles from './offline.module.css';

/** The element every action switched off while offline is described by (aria-describedby). */
const OFFLINE_REASON_ID = 'offline-reason';

/** The reason's words, out of sight, for screen readers to read with a disabled action. */
export function OfflineReason() {
  return (
    <span id={OFFLINE_REASON_ID} hidden>
      {offlineWords.offline}
    </span>
  );
}

/**
 * "You're offline", across the app while the connection is gone. The live region is always on the
 * page, so its words are announced when they arrive; it is empty, and out of sight, while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <>
      <OfflineReason />
      {/* A live region without the status role: a screen's own status stays the one on the page. */}
      <div className={online ? undefined : styles.region} aria-live="polite">
        {online ? null : <p className={styles.banner}>{offlineWords.banner}</p>}
      </div>
    </>
  );
}

export interface OfflineAction {
  /** True while offline: the action is switched off. */
  offline: boolean;
  /**
   * The aria-describedby for the action: the offline reason while offline, joined to the action's
   * own description when it has one.
   */
  describedBy: (own?: string) => string | undefined;
}

/**
 * For an action that needs the server (list, like, skip, commit, send, save): switch it off while
 * offline, `disabled={busy || offline.offline}` with `aria-describedby={offline.describedBy()}`.
 */
export function useOfflineAction(): OfflineAction {
  const online = useOnline();
  return {
    offline: !online,
    describedBy: (own) => (online ? own : [OFFLINE_REASON_ID, own].filter(Boolean).join(' ')),
  };
}
