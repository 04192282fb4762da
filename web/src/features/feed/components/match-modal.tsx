import { feedMessages, isStandIn, type Match, MatchType, matchMessages, type UserItem } from '@swapsies/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Illustration } from '@/components/ui/illustration.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { matchQueryOptions, matchSides } from '@/data/matches.ts';
import { itemPhotos } from '@/lib/media.ts';
import { paths } from '@/lib/paths.ts';
import styles from './match-modal.module.css';

export interface MatchModalProps {
  matchId: number;
  /** The like added items to a match the two members already had. */
  existing: boolean;
  /** Keep Seeking, Seek More, Escape, × and a click outside all close it. */
  onClose: () => void;
  /** Called before View Match or See Match leaves for the match. */
  onView?: () => void;
}

/** One side's items, each with its first photo; a stand-in (a pint, a donation) by name only. */
function SideItems({ title, items, mediaToken }: { title: string; items: UserItem[]; mediaToken?: string }) {
  const titleId = useId();
  return (
    <div className={styles.side}>
      <h3 id={titleId} className={styles.sideTitle}>
        {title}
      </h3>
      <ul className={styles.items} aria-labelledby={titleId}>
        {items.map((item) => {
          const [photo] = itemPhotos(item, mediaToken);
          return (
            <li key={item.ID} className={styles.item}>
              {photo && !isStandIn(item.ID) ? <LazyImage src={photo.src} alt="" className={styles.thumb} /> : null}
              <span className={styles.itemName}>{item.Name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const onlyStandIns = (items: UserItem[]) => items.length > 0 && items.every((item) => isStandIn(item.ID));

/** What this kind of match means for the viewer: a swap, a pint (bought or received), a donation. */
function matchText(match: Match, viewerId: number): string {
  const { partner, myItems } = matchSides(match, viewerId);
  const name = partner.FirstName || fullName(partner);
  if (match.Type === MatchType.Pint) {
    return onlyStandIns(myItems) ? feedMessages.pintBuyerText(name) : feedMessages.pintRecipientText(name);
  }
  if (match.Type === MatchType.Charity) {
    return isCharityUser(partner) ? feedMessages.donorText(fullName(partner)) : feedMessages.charityText(name);
  }
  return feedMessages.matchText;
}

/**
 * With whom, and which items on each side: the match as GET /matches/{id} tells it. A side that
 * holds only a stand-in (the pint, the donation) gets no list: the text says what it gives.
 */
function MatchSummary({ matchId, existing }: { matchId: number; existing: boolean }) {
  const dashboard = useDashboard();
  const match = useQuery(matchQueryOptions(matchId)).data?.Match;
  const viewer = dashboard.data?.User;
  // Until it loads, or if it fails, the modal says the rest and both ways on still work.
  const fallbackText = existing ? feedMessages.existingMatchText : feedMessages.matchText;
  if (!match || !viewer) return <p className={styles.text}>{fallbackText}</p>;
  const mediaToken = dashboard.data?.MediaToken;
  const { partner, myItems, partnerItems } = matchSides(match, viewer.ID);
  const name = fullName(partner);
  return (
    <div className={styles.summary}>
      <div className={styles.partner}>
        <Avatar name={name} photo={partner.ProfilePhoto} mediaToken={mediaToken} className={styles.avatar} />
        <div className={styles.who}>
          <p className={styles.with}>{feedMessages.matchedWith(name)}</p>
          {/* A charity's username is its number, which is not for display. */}
          {isCharityUser(partner) ? null : <p className={styles.handle}>@{partner.Username}</p>}
        </div>
      </div>
      <div className={styles.sides}>
        {onlyStandIns(myItems) ? null : (
          <SideItems title={matchMessages.yourItems} items={myItems} mediaToken={mediaToken} />
        )}
        {onlyStandIns(partnerItems) ? null : (
          <SideItems
            title={matchMessages.theirItems(partner.FirstName || name)}
            items={partnerItems}
            mediaToken={mediaToken}
          />
        )}
      </div>
      <p className={styles.text}>{existing ? feedMessages.existingMatchText : matchText(match, viewer.ID)}</p>
    </div>
  );
}

/** "It's a match!" (Keep Seeking / View Match) or "Items added to existing match" (Seek More / See Match). */
export function MatchModal({ matchId, existing, onClose, onView }: MatchModalProps) {
  const navigate = useNavigate();
  const copy = existing
    ? { title: feedMessages.existingMatchTitle, stay: feedMessages.seekMore, go: feedMessages.seeMatch }
    : { title: feedMessages.matchTitle, stay: feedMessages.keepSeeking, go: feedMessages.viewMatch };

  return (
    <Modal
      open
      size="small"
      onClose={onClose}
      title={copy.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.stay}
          </Button>
          <Button
            onClick={() => {
              onView?.();
              navigate(paths.matchDetail(matchId));
            }}
          >
            {copy.go}
          </Button>
        </>
      }
    >
      <div className={styles.celebration}>
        <span className={styles.celebrationArt} aria-hidden="true">
          <Illustration name={existing ? 'check' : 'sparkles'} size={40} />
        </span>
        <MatchSummary matchId={matchId} existing={existing} />
      </div>
    </Modal>
  );
}
