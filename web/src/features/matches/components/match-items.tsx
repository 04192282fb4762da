import { commonWords, matchMessages, type UserItem } from '@swapsies/contract';
import { useId } from 'react';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { itemPhotos } from '@/lib/media.ts';
import styles from './match-items.module.css';

export interface MatchItemsProps {
  title: string;
  items: readonly UserItem[];
  mediaToken: string | undefined;
  /** Opens the photo viewer on one of an item's photos. */
  onOpenPhoto: (item: UserItem, index: number) => void;
  /** A match with one list spreads it over the whole width. */
  wide?: boolean;
}

function MatchItem({ item, mediaToken, onOpenPhoto }: { item: UserItem } & Omit<MatchItemsProps, 'title' | 'items'>) {
  const nameId = useId();
  return (
    <article className={styles.item} aria-labelledby={nameId}>
      <div className={styles.media}>
        <Carousel
          photos={itemPhotos(item, mediaToken, 'grid')}
          label={commonWords.photosOf(item.Name)}
          onPhotoClick={(index) => onOpenPhoto(item, index)}
        />
        {item.Committed ? <span className={styles.committed}>{matchMessages.committedBadge}</span> : null}
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {item.Name}
        </h3>
        <ItemBadges item={item} />
        <p className={styles.description}>{item.Description}</p>
      </div>
    </article>
  );
}

/** One side of a match on the detail page: "Your Items" or the partner's, stand-ins already left out. */
export function MatchItems({ title, items, mediaToken, onOpenPhoto, wide = false }: MatchItemsProps) {
  const titleId = useId();
  return (
    <section className={styles.column} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={`${styles.list} ${wide ? styles.wide : ''}`}>
        {items.map((item) => (
          <li key={item.ID}>
            <MatchItem item={item} mediaToken={mediaToken} onOpenPhoto={onOpenPhoto} />
          </li>
        ))}
      </ul>
    </section>
  );
}
