import { adminWords } from '@swapsies/contract';
import { useRef } from 'react';
import { useReviewQueue } from '../api/get-review-queue.ts';
import styles from './admin.module.css';
import { PanelPending } from './panel-states.tsx';
import { ReviewEntryCard } from './review-entry-card.tsx';

/** The review queue: new items and pending changes, oldest first as the server sends them. */
export function ReviewQueue({ mediaToken }: { mediaToken: string | undefined }) {
  const queue = useReviewQueue();
  const rootRef = useRef<HTMLDivElement>(null);

  if (!queue.data)
    return <PanelPending query={queue} failed={adminWords.queueFailed} loading={adminWords.loadingQueue} />;

  const entries = queue.data.Entries;
  return (
    // The decided card is gone with the focus it had; the list takes it rather than the page body.
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {entries.length === 0 ? (
        <p className={styles.empty}>{adminWords.allCaughtUp}</p>
      ) : (
        <>
          <p className={styles.summary}>{adminWords.waiting(entries.length)}</p>
          <ul className={styles.list} aria-label={adminWords.queueEntries}>
            {entries.map((entry) => (
              <li key={`${entry.Kind}-${entry.Item.ID}`}>
                <ReviewEntryCard entry={entry} mediaToken={mediaToken} onDecided={() => rootRef.current?.focus()} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
