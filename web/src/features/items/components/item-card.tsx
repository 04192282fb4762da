import { commonWords, itemMessages, itemScreenWords, type UserItem, underReviewWords } from '@swapsies/contract';
import { useId } from 'react';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { itemPhotos } from '@/lib/media.ts';
import { paths } from '@/lib/paths.ts';
import styles from './item-card.module.css';

export interface ItemCardProps {
  item: UserItem;
  /** The dashboard's read-only token for photo addresses. */
  mediaToken: string | undefined;
  onDelete: (item: UserItem) => void;
}

/** Committed items and items with pending changes can be neither edited nor deleted. */
function lockReason(item: UserItem): string | null {
  if (item.Committed) return itemMessages.committedEditPage;
  if (item.PendingChanges) return itemMessages.pendingChangesCard;
  return null;
}

function statusFlags(item: UserItem): { text: string; tone: 'pending' | 'committed' }[] {
  return [
    item.PendingApproval && { text: 'Pending approval', tone: 'pending' as const },
    item.PendingChanges && { text: 'Changes Pending', tone: 'pending' as const },
    item.Committed && { text: 'Committed', tone: 'committed' as const },
    item.UnderReview && { text: underReviewWords.badge, tone: 'pending' as const },
  ].filter((flag) => flag !== false);
}

/** One card of "Your stuff": photos, badges, name, two lines of description, Edit and Delete. */
export function ItemCard({ item, mediaToken, onDelete }: ItemCardProps) {
  const nameId = useId();
  const reasonId = useId();
  const locked = lockReason(item);
  // Why the owner's item no longer reaches others; it locks nothing, so the buttons don't point to it.
  const note = locked ?? (item.UnderReview ? underReviewWords.itemNote : null);
  const flags = statusFlags(item);
  const photos = itemPhotos(item, mediaToken, 'grid');

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <Carousel photos={photos} label={commonWords.photosOf(item.Name)} />
        {flags.length > 0 ? (
          <ul className={styles.status} aria-label={itemScreenWords.status}>
            {flags.map((flag) => (
              <li key={flag.text} className={`${styles.flag} ${styles[flag.tone]}`}>
                {flag.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <ItemBadges item={item} />
        <h2 id={nameId} className={styles.name}>
          {item.Name}
        </h2>
        <p className={styles.description}>{item.Description}</p>
        {/* Said in text on the card: a phone never shows a tooltip. */}
        {note ? (
          <p id={reasonId} className={styles.reason}>
            {note}
          </p>
        ) : null}
        <div className={styles.actions}>
          {locked ? (
            <Button variant="secondary" size="small" disabled aria-describedby={reasonId}>
              {itemScreenWords.edit}
            </Button>
          ) : (
            <ButtonLink variant="secondary" size="small" to={paths.editItem(item.ID)}>
              {itemScreenWords.edit}
            </ButtonLink>
          )}
          <Button
            variant="ghost"
            size="small"
            className={styles.delete}
            disabled={locked !== null}
            aria-describedby={locked ? reasonId : undefined}
            onClick={() => onDelete(item)}
          >
            {itemScreenWords.delete}
          </Button>
        </div>
      </div>
    </article>
  );
}
