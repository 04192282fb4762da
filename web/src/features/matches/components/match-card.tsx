import {
  chatMessages,
  commonWords,
  feedbackWords,
  type HandoverLine,
  handoverLines,
  handoverLineText,
  handoverWords,
  type Match,
  MatchType,
  matchMessages,
  type UserItem,
} from '@swapsies/contract';
import { useId } from 'react';
import { ItemBadges } from '@/components/item-badges/item-badges.tsx';
import { ReliabilityLine } from '@/components/reliability-line/reliability-line.tsx';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { itemPhotos } from '@/lib/media.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { feedbackOpen } from '../lib/feedback.ts';
import { handoverToAnswer, matchState, stateText, waitsForViewer } from '../lib/match-state.ts';
import { isCommitmentActive, isConfirmedSwap, type MatchView, matchView } from '../lib/match-view.ts';
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
  endedText,
}: {
  match: Match;
  partnerStandIn: number | null;
  first: UserItem | undefined;
  name: string;
  mediaToken: string | undefined;
  viewerIsCharity: boolean;
  locked: boolean;
  /** How an ended match ended, in words (a charity match says donation). */
  endedText: string | null;
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
          photos={first ? itemPhotos(first, mediaToken, 'grid') : []}
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
      {endedText ? (
        <p className={`${styles.ended} ${isConfirmedSwap(match) ? styles.confirmed : ''}`}>{endedText}</p>
      ) : null}
    </div>
  );
}

/** An ended match opens for its feedback (issue 27): to leave it while it may be, else to see it. */
function FeedbackLink({ match, name }: { match: Match; name: string }) {
  const open = match.Feedback !== null && feedbackOpen(match.Feedback, Date.now());
  return (
    <ButtonLink
      to={String(match.ID)}
      size="small"
      block
      variant={open ? 'primary' : 'secondary'}
      aria-label={open ? feedbackWords.leaveOn(name) : matchMessages.viewMatch(name)}
    >
      {open ? feedbackWords.leave : matchMessages.view}
    </ButtonLink>
  );
}

/** OK on an ended match (with its feedback's link where it has one); View and Chat (with the unread count) on a live one. */
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
      <>
        {match.Feedback ? <FeedbackLink match={match} name={name} /> : null}
        <Button
          size="small"
          block
          aria-label={matchMessages.acknowledgeMatch(name)}
          disabled={acknowledging}
          onClick={() => onAcknowledge(match)}
        >
          {matchMessages.acknowledge}
        </Button>
      </>
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
          unread > 0
            ? `${matchMessages.chatWith(name)}, ${matchMessages.unreadMessages(unread)}`
            : matchMessages.chatWith(name)
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

/** A side's items in words: the first item's name, cut if it must be, and how many more. */
function ItemsLine({ items, lead }: { items: UserItem[]; lead?: (name: string) => string }) {
  const [first] = items;
  if (!first) return null;
  return (
    <p className={styles.items}>
      <span className={styles.itemName}>{lead ? lead(first.Name) : first.Name}</span>
      {items.length > 1 ? <span className={styles.more}> {matchMessages.moreItems(items.length - 1)}</span> : null}
    </p>
  );
}

/**
 * What is being swapped: the partner's items, then "for your …" (or "for a pint" from the pint
 * buyer). A charity match lists only the donated items; the stand-in side is its mark.
 */
function WhatIsSwapped({ match, view }: { match: Match; view: MatchView }) {
  const { myItems, partnerItems, standInSide } = view;
  if (match.Type === MatchType.Charity) return <ItemsLine items={standInSide === 'mine' ? partnerItems : myItems} />;
  const partnerGivesPint = match.Type === MatchType.Pint && standInSide === 'partner';
  return (
    <>
      {partnerGivesPint ? (
        <p className={styles.items}>{matchMessages.pintMatch}</p>
      ) : (
        <ItemsLine items={partnerItems} />
      )}
      {match.Type === MatchType.Pint && standInSide === 'mine' ? (
        <p className={styles.items}>{matchMessages.forAPint}</p>
      ) : (
        <ItemsLine items={myItems} lead={matchMessages.forYour} />
      )}
    </>
  );
}

/** A handover change as the newest message, worded as the chat words it: who did it comes with the line. */
function handoverPreview(match: Match, line: HandoverLine, senderId: number, viewerId: number): string {
  const { partner } = matchView(match, viewerId);
  return handoverLineText(line, senderId === viewerId ? handoverLines.you : partner.FirstName || fullName(partner));
}

/** The chat's newest message and when it came; bold with a dot while the partner's messages wait unread. */
function LastMessageLine({ match, viewerId, now }: { match: Match; viewerId: number; now: number }) {
  const last = match.LastMessage;
  if (!last) return null;
  const handoverLine = last.IsDeleted ? null : (last.Handover ?? null);
  let text = last.IsDeleted ? chatMessages.deleted : last.Text;
  if (handoverLine) text = handoverPreview(match, handoverLine, last.SenderID, viewerId);
  const unread = match.UnreadMessages > 0;
  return (
    <p className={[styles.lastMessage, unread && styles.unreadMessage].filter(Boolean).join(' ')}>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
      <span className={[styles.messageText, last.IsDeleted && styles.deletedText].filter(Boolean).join(' ')}>
        {last.SenderID === viewerId && handoverLine === null ? matchMessages.lastMessageFromMe(text) : text}
      </span>
      <time className={styles.time} dateTime={last.CreatedAt}>
        {relativeTime(last.CreatedAt, now)}
      </time>
    </p>
  );
}

/** The state in words; what waits for the viewer stands out. */
function StateLine({ waiting, text }: { waiting: boolean; text: string }) {
  return <p className={`${styles.state} ${waiting ? styles.waiting : ''}`}>{text}</p>;
}

/**
 * One match in the list: the partner's first item and its badges, what is being swapped, where the
 * match stands in words, the chat's last message, and View and Chat (with the unread count); an
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
  const view = matchView(match, viewerId);
  const { partner, partnerItems, standInSide } = view;
  // A pint recipient's partner gives a pint, not an item: the card shows the pint instead of a photo.
  const partnerStandIn = !partnerItems.length && standInSide === 'partner' ? match.Type : null;
  const name = fullName(partner);
  const [first] = partnerItems;
  const state = matchState(match, viewerId, now);
  // A handover to answer is said where the state itself waits for nobody.
  const answerHandover = !waitsForViewer(state) && handoverToAnswer(match, viewerId);
  const words = answerHandover
    ? handoverWords.proposedToMe(partner.FirstName || name)
    : stateText(state, match, viewerIsCharity, partner.FirstName || name, now);

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
        endedText={state.kind === 'ended' ? words : null}
      />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <ReliabilityLine reliability={partner.Reliability} />
        <WhatIsSwapped match={match} view={view} />
        {first ? <ItemBadges item={first} className={styles.badges} /> : null}
        {state.kind === 'ended' ? null : <StateLine waiting={answerHandover || waitsForViewer(state)} text={words} />}
        <LastMessageLine match={match} viewerId={viewerId} now={now} />
        <div className={[styles.actions, match.Deleted && match.Feedback && styles.stacked].filter(Boolean).join(' ')}>
          <MatchCardActions match={match} name={name} acknowledging={acknowledging} onAcknowledge={onAcknowledge} />
        </div>
      </div>
    </article>
  );
}
