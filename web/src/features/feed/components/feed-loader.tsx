import { FEED_LOADING_MS, FEED_LOADING_PHASES, feedMessages } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { Illustration, type IllustrationName } from '@/components/ui/illustration.tsx';
import styles from './feed-loader.module.css';

/** One picture for each of the FEED_LOADING_PHASES: looking, finding, liking, matching. */
const PHASE_ART: readonly IllustrationName[] = ['search', 'gift', 'heart', 'sparkles'];

/** The loading animation between items (FEED_LOADING_MS, FEED_LOADING_PHASES): 1 s in 4 phases, repeated while loading lasts. */
export function FeedLoader() {
  const [phase, setPhase] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setPhase((current) => (current + 1) % FEED_LOADING_PHASES),
      FEED_LOADING_MS / FEED_LOADING_PHASES,
    );
    return () => clearInterval(timer);
  }, []);

  return (
    <div role="status" aria-label={feedMessages.loading} className={styles.loader}>
      <div className={styles.phases} aria-hidden="true">
        {PHASE_ART.map((art, index) => (
          <span key={art} className={styles.phase} data-active={index === phase ? 'true' : undefined}>
            <Illustration name={art} size={28} />
          </span>
        ))}
      </div>
      <p className={styles.label}>{feedMessages.loading}</p>
    </div>
  );
}
