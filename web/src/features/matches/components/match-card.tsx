import { commonWords, type Match, MatchType, matchMessages, type UserItem } from '@swapsies/contract';
import { useId } from 'react';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { itemPhotos } from '@/lib/media.ts';
import { isCommitmentActive, isConfirmedSwap, matchView } from '../lib/match-view.ts';
import styles from './match-card.module.css';

export interface MatchCardProps {
  match: Match;
  viewerId: number;
  viewerIsCharity: boolean;
  mediaToken: string | undefined;
  /** Clock for the commitment lock, read once per render of the list. */
  now: number;
  acknowledging: boolean;
  onAcknowledge: (match: Match) => void;
}

/** Past this many unread messages the badge says '99+', as the bell does. */
const UNREAD_CAP = 99;

function unreadLabel(count: number): string {
  return `${count} unread message${count === 1 ? '' : 's'}`;
}

/** Pint and charity matches are marked for members; a charity's matches are all donations. */
function TypeMark({ type }: { type: number }) {
  if (type !== MatchType.Pint && type !== MatchType.Charity) return null;
  const pint = type === MatchType.Pint;
  return (
    <span
      className={`${styles.mark} ${pint ? styles.pint : styles.charity}`}
      role="img"
      aria-label={pint ? matchMessages.pintMatch : matchMessages.charityMatch}
    >
      <Icon name={pint ? 'pint' : 'charity'} size={18} />
    </span>
  );
}

/** The partner's first item (or the pint or charity mark), the type and lock marks, and how an ended match ended. */
function MatchCardMedia({
  match,
  partnerStandIn,
  first,
  name,
  mediaToken,
  viewerIsCharity,
  locked,
}: {
  match: Match;
  partnerStandIn: number | null;
  first: UserItem | undefined;
  name: string;
  mediaToken: string | undefined;
  viewerIsCharity: boolean;
  locked: boolean;
}) {
  return (
    <div className={styles.media}>
      {partnerStandIn ? (
        <div className={styles.standIn} aria-hidden="true">
          <Icon name={partnerStandIn === MatchType.Pint ? 'pint' : 'charity'} size={72} />
        </div>
      ) : (
        <Carousel
          className={styles.photos}
          photos={first ? itemPhotos(first, mediaToken) : []}
          label={commonWords.photosOf(first?.Name ?? name)}
        />
      )}
      <div className={styles.overlay}>
        {viewerIsCharity ? null : <TypeMark type={match.Type} />}
        {locked ? (
          <span className={styles.lock} role="img" aria-label={matchMessages.committedLock}>
            <Icon name="lock" size={16} />
          </span>
        ) : null}
      </div>
      {match.Deleted ? (
        <p className={`${styles.ended} ${isConfirmedSwap(match) ? styles.confirmed : ''}`}>
          {isConfirmedSwap(match) ? matchMessages.swapConfirmed : matchMessages.unmatchedSwap}
        </p>
      ) : null}
    </div>
  );
}

/** OK on an ended match; View and Chat (with the unread count) on a live one. */
function MatchCardActions({
  match,
  name,
  acknowledging,
  onAcknowledge,
}: {
  match: Match;
  name: string;
  acknowledging: boolean;
  onAcknowledge: (match: Match) => void;
}) {
  const openChat = useOpenChat();
  const unread = match.UnreadMessages;
  if (match.Deleted)
    return (
      <Button
        size="small"
        block
        aria-label={matchMessages.acknowledgeMatch(name)}
        disabled={acknowledging}
        onClick={() => onAcknowledge(match)}
      >
        {matchMessages.acknowledge}
      </Button>
    );
  return (
    <>
      <ButtonLink to={String(match.ID)} size="small" className={styles.view} aria-label={matchMessages.viewMatch(name)}>
        <Icon name="view" />
        {matchMessages.view}
      </ButtonLink>
      <Button
        variant="secondary"
        size="small"
        className={styles.chat}
        aria-label={
          unread > 0 ? `${matchMessages.chatWith(name)}, ${unreadLabel(unread)}` : matchMessages.chatWith(name)
        }
        onClick={() => openChat(match.ID)}
      >
        <Icon name="chat" />
        {unread > 0 ? (
          <span className={styles.unread} aria-hidden="true">
            {unread > UNREAD_CAP ? `${UNREAD_CAP}+` : unread}
          </span>
        ) : null}
      </Button>
    </>
  );
}

/**
 * One match in the list: the partner's first item, its badges, and View and Chat; an
 * ended match is greyed, says how it ended, and offers OK to clear it away.
 */
export function MatchCard({
  match,
  viewerId,
  viewerIsCharity,
  mediaToken,
  now,
  acknowledging,
  onAcknowledge,
}: MatchCardProps) {
  const nameId = useId();
  const { partner, partnerItems, standInSide } = matchView(match, viewerId);
  // A pint recipient's partner gives a pint, not an item: the card shows the pint instead of a photo.
  const partnerStandIn = !partnerItems.length && standInSide === 'partner' ? match.Type : null;
  const name = fullName(partner);
  const [first] = partnerItems;

  return (
    <article
      className={[styles.card, match.Deleted && styles.deleted].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      <MatchCardMedia
        match={match}
        partnerStandIn={partnerStandIn}
        first={first}
        name={name}
        mediaToken={mediaToken}
        viewerIsCharity={viewerIsCharity}
        locked={isCommitmentActive(match.Commitment, now)}
      />
      <div className={styles.body}>
        {first ? <ItemBadges item={first} compact className={styles.badges} /> : null}
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        {partnerStandIn ? (
          <p className={styles.items}>
            {partnerStandIn === MatchType.Pint ? matchMessages.pintMatch : matchMessages.charityMatch}
          </p>
        ) : null}
        {first ? (
          <p className={styles.items}>
            <span className={styles.itemName}>{first.Name}</span>
            {partnerItems.length > 1 ? (
              <span className={styles.more}> {matchMessages.moreItems(partnerItems.length - 1)}</span>
            ) : null}
          </p>
        ) : null}
        <div className={styles.actions}>
          <MatchCardActions match={match} name={name} acknowledging={acknowledging} onAcknowledge={onAcknowledge} />
        </div>
      </div>
    </article>
  );
}
