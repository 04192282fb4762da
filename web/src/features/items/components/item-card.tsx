import { itemMessages, type UserItem } from '@swapsies/contract';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { mediaUrl, photosWithPath } from '../../../lib/media.ts';
import { CategoryBadge } from './category-badge.tsx';
import styles from './item-card.module.css';

export interface ItemCardProps {
  item: UserItem;
  /** The dashboard's read-only token for photo addresses. */
  mediaToken: string | undefined;
  onDelete: (item: UserItem) => void;
}

/** 000 §4: committed items and items with pending changes can be neither edited nor deleted. */
function lockReasons(item: UserItem): { edit: string; delete: string } | null {
  if (item.Committed) return { edit: itemMessages.committedEditPage, delete: itemMessages.committedDelete };
  if (item.PendingChanges)
    return { edit: itemMessages.pendingChangesEditPage, delete: itemMessages.pendingChangesDelete };
  return null;
}

function statusFlags(item: UserItem): { text: string; tone: 'pending' | 'committed' }[] {
  return [
    item.PendingApproval && { text: 'Pending approval', tone: 'pending' as const },
    item.PendingChanges && { text: 'Changes Pending', tone: 'pending' as const },
    item.Committed && { text: 'Committed', tone: 'committed' as const },
  ].filter((flag) => flag !== false);
}

function PinIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

/** One card of "Your stuff" (000 §2): photos, badges, name, two lines of description, Edit and Delete. */
export function ItemCard({ item, mediaToken, onDelete }: ItemCardProps) {
  const nameId = useId();
  const locked = lockReasons(item);
  const flags = statusFlags(item);
  const photos = photosWithPath(item.Photos).map((photo, index) => ({
    src: mediaUrl(photo.Thumbnail || photo.Path, mediaToken),
    alt: `${item.Name}, photo ${index + 1}`,
  }));

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <Carousel photos={photos} label={`Photos of ${item.Name}`} />
        {flags.length > 0 ? (
          <ul className={styles.status} aria-label="Status">
            {flags.map((flag) => (
              <li key={flag.text} className={`${styles.flag} ${styles[flag.tone]}`}>
                {flag.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <CategoryBadge
            categoryName={item.CategoryName}
            subcategoryName={item.SubcategoryName}
            itemName={item.SubcategoryItemName}
          />
          {item.Location ? (
            <span className={styles.location}>
              <PinIcon />
              <span className="visually-hidden">Location: </span>
              <span className={styles.locationText}>{item.Location}</span>
            </span>
          ) : null}
        </div>
        <h2 id={nameId} className={styles.name}>
          {item.Name}
        </h2>
        <p className={styles.description}>{item.Description}</p>
        <div className={styles.actions}>
          {locked ? (
            <Button variant="secondary" size="small" disabled title={locked.edit}>
              Edit
            </Button>
          ) : (
            <ButtonLink variant="secondary" size="small" to={`/edit-item/${item.ID}`}>
              Edit
            </ButtonLink>
          )}
          <Button
            variant="ghost"
            size="small"
            className={styles.delete}
            disabled={locked !== null}
            title={locked?.delete}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
