import { adminWords } from '@swapsies/contract';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { mediaUrl } from '@/lib/media.ts';
import styles from './admin.module.css';

export interface PhotoStripProps {
  /** An item's photos, or a profile's photo. */
  photos: ReadonlyArray<{ Path: string; Thumbnail: string }>;
  mediaToken: string | undefined;
  itemName: string;
  /** Names the list, e.g. "Photos" or "Proposed photos". */
  label: string;
}

/** Thumbnails in their order, each a link to the full-size photo. */
export function PhotoStrip({ photos, mediaToken, itemName, label }: PhotoStripProps) {
  if (photos.length === 0) return <p className={styles.muted}>{adminWords.noPhotos}</p>;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.Path}>
          <a href={mediaUrl(photo.Path, mediaToken)} target="_blank" rel="noreferrer" className={styles.photoLink}>
            <LazyImage
              src={mediaUrl(photo.Thumbnail, mediaToken)}
              alt={adminWords.photoOf(itemName, index + 1, photos.length)}
              className={styles.thumb}
              imgClassName={styles.thumbImage}
            />
            <span className="visually-hidden">{adminWords.fullSize}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
