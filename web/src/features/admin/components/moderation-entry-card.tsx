import {
  type AdminReport,
  adminWords,
  MODERATION_REASON_MAX,
  type ModerationEntry,
  type ModerationTargetType,
  type ReportedContent,
  ReportOutcome,
  moderationQueueWords as words,
} from '@swapsies/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { type ModerationDecision, useModerate } from '../api/moderate.ts';
import { formatDateTime, reporterText } from '../lib/format.ts';
import styles from './admin.module.css';
import { LongDetail } from './detail.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { ReasonModal } from './reason-modal.tsx';

/** An entry of a reported item, message or profile (not a visitor's page report), with its TargetID. */
export type TargetEntry = ModerationEntry & { TargetType: ModerationTargetType; TargetID: number };

export interface ModerationEntryCardProps {
  entry: TargetEntry;
  mediaToken: string | undefined;
  /** After a decision went through: the card is about to leave the queue. */
  onDecided: () => void;
}

function kindOf(entry: TargetEntry): string {
  return words.targetKind[entry.TargetType];
}

/** The item's name or the member's full name; a message, which has none, by its kind and number. */
function titleOf(entry: TargetEntry): string {
  return entry.Content?.Title || words.numbered(kindOf(entry), entry.TargetID);
}

/** The three decisions' dialogs: the title, what it does, and whether the reason may be left out. */
function dialogOf(outcome: ReportOutcome, entry: TargetEntry) {
  if (outcome === ReportOutcome.Restored) {
    return { title: words.restoreTitle, note: words.restoreNote, requiredMessage: undefined };
  }
  if (outcome === ReportOutcome.Removed) {
    return { title: words.removeTitle(kindOf(entry)), note: words.removeNote, requiredMessage: words.reasonRequired };
  }
  return {
    title: words.suspendTitle(entry.Owner?.Username ?? ''),
    note: words.suspendNote,
    requiredMessage: words.reasonRequired,
  };
}

function decisionOf(outcome: ReportOutcome, entry: TargetEntry, reason: string): ModerationDecision {
  if (outcome === ReportOutcome.Suspended) {
    // Suspend is offered only for an entry with an owner.
    if (!entry.Owner) throw new Error('A suspension needs the owner of the reported thing');
    return { outcome, ownerId: entry.Owner.ID, reason };
  }
  return { outcome, type: entry.TargetType, targetId: entry.TargetID, reason };
}

/** One report: its reason, the reporter's words, who and when, and a message's text as it was reported. */
function ReportRow({ report, currentText }: { report: AdminReport; currentText: string | undefined }) {
  return (
    <li className={styles.report}>
      <p className={styles.reportReason}>{report.Reason}</p>
      {report.Text ? <p className={styles.longText}>{report.Text}</p> : null}
      {report.TargetText && report.TargetText !== currentText ? (
        <dl className={styles.details}>
          <LongDetail term={words.reportedText}>{report.TargetText}</LongDetail>
        </dl>
      ) : null}
      <p className={styles.meta}>
        {reporterText(report)} · <time dateTime={report.CreatedAt}>{formatDateTime(report.CreatedAt)}</time>
      </p>
    </li>
  );
}

/** Where the reported thing stands: hidden pending review (since when) or still visible, and its owner's account. */
function EntryState({ entry }: { entry: TargetEntry }) {
  return (
    <>
      {entry.Hidden ? (
        <span className={`${styles.kind} ${styles.kindChanges}`}>
          {words.hidden}
          {entry.HiddenAt ? (
            <>
              {' '}
              {words.since} <time dateTime={entry.HiddenAt}>{formatDateTime(entry.HiddenAt)}</time>
            </>
          ) : null}
        </span>
      ) : (
        <span className={styles.kind}>{words.visible}</span>
      )}
      {entry.OwnerSuspended ? (
        <span className={`${styles.kind} ${styles.kindDanger}`}>{words.ownerSuspended}</span>
      ) : null}
    </>
  );
}

/** The card's heading: its kind and state, its title, how many reported it, whose it is and since when. */
function EntryHeader({ entry, title, titleId }: { entry: TargetEntry; title: string; titleId: string }) {
  const owner = entry.Owner;
  return (
    <header className={styles.cardHeader}>
      <p className={styles.pills}>
        <span className={styles.kind}>{kindOf(entry)}</span>
        <EntryState entry={entry} />
      </p>
      <h3 id={titleId} className={styles.cardTitle}>
        {title}
      </h3>
      <p className={styles.meta}>
        <strong>{words.reporters(entry.Reporters)}</strong>
        {owner ? ` · ${words.by(owner.Username)}` : null} · {words.firstReported}{' '}
        <time dateTime={entry.FirstReportedAt}>{formatDateTime(entry.FirstReportedAt)}</time>
      </p>
    </header>
  );
}

/** What the reported thing shows now, its photos and words, or that its owner deleted it. */
function EntryContent({
  content,
  title,
  mediaToken,
}: {
  content: ReportedContent | null;
  title: string;
  mediaToken: string | undefined;
}) {
  if (!content) return <p className={styles.muted}>{words.gone}</p>;
  return (
    <>
      {content.Photos.length > 0 ? (
        <PhotoStrip photos={content.Photos} mediaToken={mediaToken} itemName={title} label={adminWords.photos} />
      ) : null}
      {content.Text ? <p className={`${styles.longText} ${styles.reported}`}>{content.Text}</p> : null}
    </>
  );
}

interface DecisionButtonsProps {
  entry: TargetEntry;
  busy: boolean;
  /** The id of the card's title, which each button is described by. */
  titleId: string;
  onChoose: (outcome: ReportOutcome) => void;
}

/** The moderator's three decisions; Suspend only for an owner's account not suspended already. */
function DecisionButtons({ entry, busy, titleId, onChoose }: DecisionButtonsProps) {
  const suspendable = entry.Owner !== null && !entry.OwnerSuspended;
  const decision = { 'aria-disabled': busy || undefined, 'aria-describedby': titleId };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => onChoose(ReportOutcome.Restored)} {...decision}>
        {words.restore}
      </Button>
      <Button variant="danger" onClick={() => onChoose(ReportOutcome.Removed)} {...decision}>
        {words.remove}
      </Button>
      {suspendable ? (
        <Button variant="danger" onClick={() => onChoose(ReportOutcome.Suspended)} {...decision}>
          {words.suspend}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One reported item, message or profile in the moderation queue: how many members reported it, what
 * it says and shows, whose it is, every open report, and the moderator's three decisions.
 */
export function ModerationEntryCard({ entry, mediaToken, onDecided }: ModerationEntryCardProps) {
  const titleId = useId();
  const toast = useToast();
  const moderation = useModerate();
  const [dialog, setDialog] = useState<ReportOutcome | null>(null);
  const title = titleOf(entry);
  const busy = moderation.isPending;

  // mutateAsync, not mutate's callbacks: those are dropped when the card leaves the refetched queue first.
  const decide = async (outcome: ReportOutcome, reason: string) => {
    try {
      await moderation.mutateAsync(decisionOf(outcome, entry, reason));
      setDialog(null);
      toast.success(words.done[outcome]);
      onDecided();
    } catch (error) {
      toast.error(describeError(error), { title: words.actionFailed[outcome] });
    }
  };
  const choose = (outcome: ReportOutcome) => {
    if (!busy) setDialog(outcome);
  };
  const asked = dialog ? dialogOf(dialog, entry) : null;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <EntryHeader entry={entry} title={title} titleId={titleId} />
      <EntryContent content={entry.Content} title={title} mediaToken={mediaToken} />

      <section aria-label={words.reports}>
        <ol className={styles.reports}>
          {entry.Reports.map((report) => (
            <ReportRow key={report.ID} report={report} currentText={entry.Content?.Text} />
          ))}
        </ol>
      </section>

      <DecisionButtons entry={entry} busy={busy} titleId={titleId} onChoose={choose} />

      {dialog && asked ? (
        <ReasonModal
          title={asked.title}
          note={asked.note}
          confirmLabel={words.confirm}
          busyLabel={words.confirming}
          maxLength={MODERATION_REASON_MAX}
          requiredMessage={asked.requiredMessage}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => void decide(dialog, reason)}
        />
      ) : null}
    </article>
  );
}
