import {
  feedbackReasonLabels,
  handoverWhen,
  type MemberSummary,
  type OutcomeDisagreement,
  type ReliabilityReview,
  reliabilityQueueWords as words,
} from '@swapsies/contract';
import { type ReactNode, useId, useRef } from 'react';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useCloseDisagreement, useReliabilityQueue, useReviewReliability } from '../api/reliability.ts';
import { formatDateTime } from '../lib/format.ts';
import styles from './admin.module.css';
import { Detail, LongDetail } from './detail.tsx';
import { EntryHeader } from './open-list.tsx';
import { PanelPending } from './panel-states.tsx';

/** A member as admins name them: full name and @username. */
function memberText(member: MemberSummary): string {
  return `${fullName(member)} (@${member.Username})`;
}

/** A card of the panel: its title and time, its details, and its buttons. */
function QueueCard({
  title,
  kind,
  createdAt,
  actions,
  children,
}: {
  title: string;
  kind: string;
  createdAt: string;
  actions: (titleId: string) => ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <EntryHeader titleId={titleId} title={title} kind={kind} createdAt={createdAt} />
      <dl className={styles.details}>{children}</dl>
      <div className={styles.actions}>{actions(titleId)}</div>
    </article>
  );
}

/** A thumbs down or a reported no-show: Counts lets it count against About, Drop never. */
function ReviewCard({ review, onDecided }: { review: ReliabilityReview; onDecided: () => void }) {
  const deciding = useReviewReliability();
  const toast = useToast();
  const kind = words.kind[review.Kind];
  const decide = async (counts: boolean) => {
    if (deciding.isPending) return;
    try {
      await deciding.mutateAsync({ kind: review.Kind, id: review.ID, counts });
      toast.success(counts ? words.counted : words.dropped);
      onDecided();
    } catch (error) {
      toast.error(describeError(error), { title: words.decideFailed });
    }
  };
  const busyWith = deciding.isPending ? deciding.variables?.counts : null;
  return (
    <QueueCard
      title={words.reviewTitle(kind, fullName(review.About))}
      kind={kind}
      createdAt={review.CreatedAt}
      actions={(titleId) =>
        [true, false].map((counts) => (
          <Button
            key={String(counts)}
            variant={counts ? 'danger' : 'secondary'}
            aria-disabled={deciding.isPending || undefined}
            aria-describedby={titleId}
            onClick={() => void decide(counts)}
          >
            {busyWith === counts ? words.working : counts ? words.counts : words.drop}
          </Button>
        ))
      }
    >
      <Detail term={words.from}>{memberText(review.From)}</Detail>
      <Detail term={words.about}>{memberText(review.About)}</Detail>
      <Detail term={words.reason}>{feedbackReasonLabels[review.Reason]}</Detail>
      {review.HandoverAt ? (
        <Detail term={words.handover}>{words.handoverAt(handoverWhen(review.HandoverAt), review.HandoverPlace)}</Detail>
      ) : null}
      <Detail term={words.aboutGave}>{words.aboutGaveAnswer(review.AboutGaveFeedback)}</Detail>
      {review.Text ? <LongDetail term={words.text}>{review.Text}</LongDetail> : null}
    </QueueCard>
  );
}

/** Two members' different answers to "Did the swap happen?": nothing counts; Close takes it off the queue. */
function DisagreementCard({ disagreement, onClosed }: { disagreement: OutcomeDisagreement; onClosed: () => void }) {
  const closing = useCloseDisagreement();
  const toast = useToast();
  const close = async () => {
    if (closing.isPending) return;
    try {
      await closing.mutateAsync(disagreement.ID);
      toast.success(words.closed);
      onClosed();
    } catch (error) {
      toast.error(describeError(error), { title: words.closeFailed });
    }
  };
  const names = disagreement.Answers.map((answer) => fullName(answer.Member)).join(' and ');
  const latest =
    disagreement.Answers.map((answer) => answer.AnsweredAt)
      .sort()
      .at(-1) ?? disagreement.HandoverAt;
  return (
    <QueueCard
      title={words.disagreementTitle(names)}
      kind={words.handover}
      createdAt={latest}
      actions={(titleId) => (
        <Button
          variant="secondary"
          aria-disabled={closing.isPending || undefined}
          aria-describedby={titleId}
          onClick={() => void close()}
        >
          {closing.isPending ? words.working : words.close}
        </Button>
      )}
    >
      <Detail term={words.handover}>
        {words.handoverAt(handoverWhen(disagreement.HandoverAt), disagreement.HandoverPlace)}
      </Detail>
      {disagreement.Answers.map((answer) => (
        <Detail key={answer.Member.ID} term={memberText(answer.Member)}>
          {words.answer[answer.Outcome]} · <time dateTime={answer.AnsweredAt}>{formatDateTime(answer.AnsweredAt)}</time>
        </Detail>
      ))}
    </QueueCard>
  );
}

/**
 * The reliability panel (issue 27): each thumbs down and reported no-show, which counts only once an
 * admin says so, then each disagreement about whether a handover happened, oldest first as the server
 * sends them.
 */
export function ReliabilityQueue() {
  const queue = useReliabilityQueue();
  const rootRef = useRef<HTMLDivElement>(null);

  if (!queue.data) return <PanelPending query={queue} failed={words.failed} loading={words.loading} />;

  const { Reviews, Disagreements } = queue.data;
  // The decided card is gone with the focus it had; the panel takes it rather than the page body.
  const focusPanel = () => rootRef.current?.focus();
  return (
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {Reviews.length === 0 && Disagreements.length === 0 ? <p className={styles.empty}>{words.empty}</p> : null}
      {Reviews.length > 0 ? (
        <ul className={styles.list} aria-label={words.reviews}>
          {Reviews.map((review) => (
            <li key={`${review.Kind}-${review.ID}`}>
              <ReviewCard review={review} onDecided={focusPanel} />
            </li>
          ))}
        </ul>
      ) : null}
      {Disagreements.length > 0 ? (
        <ul className={styles.list} aria-label={words.disagreements}>
          {Disagreements.map((disagreement) => (
            <li key={disagreement.ID}>
              <DisagreementCard disagreement={disagreement} onClosed={focusPanel} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
