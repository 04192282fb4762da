import { useRef } from 'react';
import { useReviewQueue } from '@/features/admin/api/get-review-queue.ts';
import styles from './admin.module.css';
import { PanelError, PanelLoading } from './panel-states.tsx';
import { ReviewEntryCard } from './review-entry-card.tsx';

/** The review queue: new items and pending changes, oldest first as the server sends them. */
export function ReviewQueue({ mediaToken }: { mediaToken: string | undefined }) {
  const queue = useReviewQueue();
  const rootRef = useRef<HTMLDivElement>(null);

  if (!queue.data) {
    if (queue.isError) {
      return (
        <PanelError
          title="Could not load the review queue"
          error={queue.error}
          onRetry={() => queue.refetch()}
          retrying={queue.isFetching}
        />
      );
    }
    return <PanelLoading label="Loading the review queue" />;
  }

  const entries = queue.data.Entries;
  return (
    // The decided card is gone with the focus it had; the list takes it rather than the page body.
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {entries.length === 0 ? (
        <p className={styles.empty}>Nothing to review. All caught up!</p>
      ) : (
        <>
          <p className={styles.summary}>
            {entries.length} {entries.length === 1 ? 'entry' : 'entries'} waiting for review
          </p>
          <ul className={styles.list} aria-label="Review queue entries">
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
