import { type ModerationEntry, PAGE_TARGET, moderationQueueWords as words } from '@swapsies/contract';
import { useRef } from 'react';
import { useModerationQueue } from '../api/get-moderation-queue.ts';
import styles from './admin.module.css';
import { ModerationEntryCard, type TargetEntry } from './moderation-entry-card.tsx';
import { PageReportCard } from './page-report-card.tsx';
import { PanelPending } from './panel-states.tsx';

/** A reported item, message or profile, which a moderator acts on; else a visitor's page report. */
function isTargetEntry(entry: ModerationEntry): entry is TargetEntry {
  return entry.TargetType !== PAGE_TARGET && entry.TargetID !== null;
}

function entryKey(entry: ModerationEntry): string {
  return isTargetEntry(entry) ? `${entry.TargetType}-${entry.TargetID}` : `report-${entry.Reports[0]?.ID}`;
}

/**
 * The moderation queue: every reported thing with its open reports, in the server's order (most
 * distinct reporters first, then the longest waiting), visitors' page reports among them.
 */
export function ModerationQueue({ mediaToken }: { mediaToken: string | undefined }) {
  const queue = useModerationQueue();
  const rootRef = useRef<HTMLDivElement>(null);

  if (!queue.data) return <PanelPending query={queue} failed={words.failed} loading={words.loading} />;

  const entries = queue.data.Entries;
  // The decided card is gone with the focus it had; the list takes it rather than the page body.
  const focusList = () => rootRef.current?.focus();
  return (
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {entries.length === 0 ? (
        <p className={styles.empty}>{words.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={words.entries}>
          {entries.map((entry) => (
            <li key={entryKey(entry)}>
              {isTargetEntry(entry) ? (
                <ModerationEntryCard entry={entry} mediaToken={mediaToken} onDecided={focusList} />
              ) : entry.Reports[0] ? (
                <PageReportCard report={entry.Reports[0]} onResolved={focusList} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
