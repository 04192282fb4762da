import { adminWords, REVIEW_REASON_MAX, type ReviewEntry, ReviewKind } from '@swapsies/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useApproveChanges } from '../api/approve-changes.ts';
import { useApproveItem } from '../api/approve-item.ts';
import { useChangeCategory } from '../api/change-category.ts';
import { useDisapproveChanges } from '../api/disapprove-changes.ts';
import { useDisapproveItem } from '../api/disapprove-item.ts';
import { categoryText, charityText, formatDateTime, pintText } from '../lib/format.ts';
import styles from './admin.module.css';
import { CategoryModal } from './category-modal.tsx';
import { ChangesTable } from './changes-table.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { ReasonModal } from './reason-modal.tsx';

export interface ReviewEntryCardProps {
  entry: ReviewEntry;
  mediaToken: string | undefined;
  /** After a decision went through: the card is about to leave the queue. */
  onDecided: () => void;
}

type Dialog = 'disapprove' | 'category' | null;

/** The admin's three decisions on an entry, the dialog that two of them need, and whether one is under way. */
function useReviewDecisions(entry: ReviewEntry, onDecided: () => void) {
  const { Item: item } = entry;
  const changes = entry.Kind === ReviewKind.Changes;
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const approveItem = useApproveItem();
  const approveChanges = useApproveChanges();
  const disapproveItem = useDisapproveItem();
  const disapproveChanges = useDisapproveChanges();
  const changeCategory = useChangeCategory();
  const approval = changes ? approveChanges : approveItem;
  const disapproval = changes ? disapproveChanges : disapproveItem;
  const busy = approval.isPending || disapproval.isPending || changeCategory.isPending;
  const quoted = `“${item.Name}”`;

  // mutateAsync, not mutate's callbacks: those are dropped when the card leaves the refetched queue first.
  async function decide<T>(run: () => Promise<T>, success: (answer: T) => string, failureTitle: string) {
    try {
      const answer = await run();
      setDialog(null);
      toast.success(success(answer));
      onDecided();
    } catch (error) {
      toast.error(describeError(error), { title: failureTitle });
    }
  }

  const approve = () => {
    if (busy) return;
    void decide(
      () => approval.mutateAsync(item.ID),
      () => (changes ? `Changes to ${quoted} approved.` : `${quoted} approved.`),
      'Could not approve',
    );
  };

  const disapprove = (reason: string) =>
    void decide(
      () => disapproval.mutateAsync({ itemId: item.ID, reason }),
      () => (changes ? `Changes to ${quoted} disapproved.` : `${quoted} disapproved.`),
      'Could not disapprove',
    );

  const recategorise = (categoryPath: string) =>
    void decide(
      () => changeCategory.mutateAsync({ itemId: item.ID, categoryPath }),
      (answer) => `${quoted} moved to ${categoryText(answer.Item)}.`,
      'Could not change the category',
    );

  const open = (which: Dialog) => () => {
    if (!busy) setDialog(which);
  };

  const close = () => setDialog(null);
  return { dialog, open, close, busy, approve, disapprove, recategorise, approval, disapproval, changeCategory };
}

/** The item's description, location, category, pint and charity. */
function EntryDetails({ item }: { item: ReviewEntry['Item'] }) {
  return (
    <dl className={styles.details}>
      <div className={styles.wide}>
        <dt>{adminWords.description}</dt>
        <dd>{item.Description}</dd>
      </div>
      <div>
        <dt>{adminWords.location}</dt>
        <dd>{item.Location}</dd>
      </div>
      <div>
        <dt>{adminWords.category}</dt>
        <dd>{categoryText(item)}</dd>
      </div>
      <div>
        <dt>{adminWords.pint}</dt>
        <dd>{pintText(item.Pint)}</dd>
      </div>
      <div>
        <dt>{adminWords.charity}</dt>
        <dd>{charityText(item.Charity)}</dd>
      </div>
    </dl>
  );
}

/** One entry of the review queue: the item (and its proposed changes) with the admin's three decisions. */
export function ReviewEntryCard({ entry, mediaToken, onDecided }: ReviewEntryCardProps) {
  const { Item: item, Owner: owner } = entry;
  const changes = entry.Kind === ReviewKind.Changes;
  const titleId = useId();
  const { dialog, open, close, busy, approve, disapprove, recategorise, approval, disapproval, changeCategory } =
    useReviewDecisions(entry, onDecided);
  const ownerName = `${owner.FirstName} ${owner.LastName}`.trim();

  // Every decision waits while one is under way, and names the entry it decides on.
  const decision = { 'aria-disabled': busy || undefined, 'aria-describedby': titleId };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <span className={`${styles.kind} ${changes ? styles.kindChanges : ''}`}>
          {changes ? adminWords.changes : adminWords.newItem}
        </span>
        <h3 id={titleId} className={styles.cardTitle}>
          {item.Name}
        </h3>
        <p className={styles.meta}>
          {adminWords.by(ownerName)} <span className={styles.username}>@{owner.Username}</span>
          {adminWords.submitted} <time dateTime={entry.SubmittedAt}>{formatDateTime(entry.SubmittedAt)}</time>
        </p>
      </header>

      <PhotoStrip photos={item.Photos} mediaToken={mediaToken} itemName={item.Name} label={adminWords.photos} />

      <EntryDetails item={item} />

      {changes && entry.Changes ? <ChangesTable item={item} changes={entry.Changes} mediaToken={mediaToken} /> : null}

      <div className={styles.actions}>
        <Button onClick={approve} {...decision}>
          {approval.isPending ? 'Approving…' : 'Approve'}
        </Button>
        <Button variant="danger" onClick={open('disapprove')} {...decision}>
          {adminWords.disapprove}
        </Button>
        <Button variant="secondary" onClick={open('category')} {...decision}>
          {adminWords.changeCategory}
        </Button>
      </div>

      {dialog === 'disapprove' ? (
        <ReasonModal
          title={changes ? adminWords.disapproveChangesTitle(item.Name) : adminWords.disapproveTitle(item.Name)}
          note={`${changes ? adminWords.itemStays : adminWords.itemRemoved}${adminWords.disapproveNote}`}
          confirmLabel="Disapprove"
          busyLabel="Disapproving…"
          maxLength={REVIEW_REASON_MAX}
          busy={disapproval.isPending}
          onCancel={close}
          onConfirm={disapprove}
        />
      ) : null}
      {dialog === 'category' ? (
        <CategoryModal
          itemName={item.Name}
          currentPath={item.CategoryPath}
          busy={changeCategory.isPending}
          onCancel={close}
          onConfirm={recategorise}
        />
      ) : null}
    </article>
  );
}
