import { commonWords, type FeedItem, feedMessages, reportMessages } from '@swapsies/contract';
import { useId, useRef, useState } from 'react';
import { DistanceLine } from '@/components/distance-line/distance-line.tsx';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { ReliabilityLine } from '@/components/reliability-line/reliability-line.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { KeyboardHint } from '@/components/ui/keyboard-hint.tsx';
import { Lightbox } from '@/components/ui/lightbox.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useRequestReport } from '@/data/report-request.ts';
import { itemPhotos } from '@/lib/media.ts';
import { useFocusOnShow } from '@/lib/use-focus-on-show.ts';
import { CARD_SWIPE_THRESHOLD_PX, useCardSwipe } from '../hooks/use-card-swipe.ts';
import styles from './feed-card.module.css';

export interface FeedCardProps {
  item: FeedItem;
  /** The dashboard's read-only token for photo addresses. */
  mediaToken: string | undefined;
  busy: boolean;
  /** Take focus if nothing has it: the previous card went with the focused button. */
  focusOnShow: boolean;
  onSwap: () => void;
  onSkip: () => void;
}

/** How far the card tilts as it is dragged: a degree for every 20 px. */
const TILT_PX_PER_DEGREE = 20;

/** The item's name, and its menu that reports it. */
function CardTitle({ item, nameId }: { item: FeedItem; nameId: string }) {
  const requestReport = useRequestReport();
  return (
    <div className={styles.titleRow}>
      <h2 id={nameId} className={styles.name}>
        {item.Name}
      </h2>
      <Menu
        label={reportMessages.moreAboutItem(item.Name)}
        className={styles.menu}
        items={[
          {
            key: 'report',
            label: reportMessages.reportItem,
            icon: <Icon name="flag" size={18} />,
            // The feed moves on by itself once the owner is blocked: their items leave it (data/blocks.ts).
            onSelect: () =>
              requestReport({
                type: 'item',
                id: item.ID,
                name: item.Name,
                owner: { id: item.OwnerID, firstName: item.FirstName },
              }),
          },
        ]}
      />
    </div>
  );
}

/**
 * The one item on show: photos (tap for the lightbox), category, location, name, the
 * owner's first name, how far they are and their town, the description, and Skip and Swap, also by dragging the card left or right.
 * Its menu reports the item.
 */
export function FeedCard({ item, mediaToken, busy, focusOnShow, onSwap, onSkip }: FeedCardProps) {
  const nameId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  // Offline, the card stays on show, but Skip and Swap (buttons, swipes) wait for the connection.
  const offline = useOfflineAction();
  const idle = busy || offline.offline;
  const actionLook = {
    size: 'large',
    className: styles.action,
    disabled: idle,
    'aria-describedby': offline.describedBy(),
  } as const;
  const { offset, handlers } = useCardSwipe({ onSwipeRight: onSwap, onSwipeLeft: onSkip, disabled: idle });
  const photos = itemPhotos(item, mediaToken);

  useFocusOnShow(cardRef, focusOnShow, { preventScroll: true });

  const leaning = offset > CARD_SWIPE_THRESHOLD_PX ? 'swap' : offset < -CARD_SWIPE_THRESHOLD_PX ? 'skip' : undefined;

  return (
    <>
      <article
        ref={cardRef}
        tabIndex={-1}
        className={styles.card}
        aria-labelledby={nameId}
        data-leaning={leaning}
        data-dragging={offset ? 'true' : undefined}
        style={offset ? { transform: `translateX(${offset}px) rotate(${offset / TILT_PX_PER_DEGREE}deg)` } : undefined}
        {...handlers}
      >
        <div className={styles.media}>
          <Carousel
            photos={photos}
            label={commonWords.photosOf(item.Name)}
            className={styles.photos}
            onPhotoClick={setViewing}
          />
          {/* What letting go will do; the buttons and the live region say it in words. */}
          <span className={`${styles.stamp} ${styles.swapStamp}`} aria-hidden="true">
            {feedMessages.swap}
          </span>
          <span className={`${styles.stamp} ${styles.skipStamp}`} aria-hidden="true">
            {feedMessages.skip}
          </span>
        </div>
        <div className={styles.body}>
          <ItemBadges item={item} />
          <CardTitle item={item} nameId={nameId} />
          <p className={styles.owner}>{feedMessages.from(item.FirstName)}</p>
          <DistanceLine seen={item} />
          <ReliabilityLine reliability={item.Reliability} />
          <p className={styles.description}>{item.Description}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onSkip} {...actionLook}>
            {feedMessages.skip}
          </Button>
          <Button onClick={onSwap} {...actionLook}>
            {feedMessages.swap}
          </Button>
        </div>
        <KeyboardHint className={styles.hint}>{feedMessages.keyboardHint}</KeyboardHint>
      </article>
      {/* Outside the card, so that gestures inside the viewer never reach the card's swipe. */}
      {viewing !== null ? (
        <Lightbox
          photos={itemPhotos(item, mediaToken, 'full')}
          startIndex={viewing}
          title={item.Name}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}
