/**
 * "Swapsies can't be reached right now. We'll keep trying.", across the app while a screen's query
 * rides out an outage of the API (lib/outage.ts): the screen keeps its loader, or what it last
 * showed, and this says why it waits. Offline, the offline banner speaks instead.
 * Light: the banner is part of every page's first script.
 */
import { httpMessages } from '@swapsies/contract';
import { useOnline } from '@/lib/online.ts';
import { useOutage } from '@/lib/outage.ts';
// The offline banner's look and place: the two never show together.
import styles from './offline.module.css';

export function OutageBanner() {
  const online = useOnline();
  const outage = useOutage();
  const shown = online && outage;
  return (
    // Always on the page, so its words are announced when they arrive; no status role, as the offline banner's.
    <div className={shown ? styles.region : undefined} aria-live="polite">
      {shown ? <p className={styles.banner}>{httpMessages.serviceUnavailable}</p> : null}
    </div>
  );
}
