import { type Match, type MatchMember, matchMessages, reportMessages } from '@swapsies/contract';
import { useId } from 'react';
import { Avatar, fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { isCharityUser } from '@/data/dashboard.ts';
import { useRequestReport } from '@/data/report-request.ts';
import type { CommitmentControls } from './commitment-controls.tsx';
import styles from './match-detail-page.module.css';

export interface PartnerCardProps {
  match: Match;
  partner: MatchMember;
  mediaToken: string | undefined;
  /** Whether the viewer has a side to add items to. */
  offersMore: boolean;
  mayUnmatch: boolean;
  confirmsSwap: boolean;
  commitments: CommitmentControls;
  onDialog: (dialog: 'offer-more' | 'unmatch' | 'swapped') => void;
}

/** Chat, Offer more, the commitment buttons, Swapped?, Unmatch, and More (report). */
function MatchActions({
  match,
  partner,
  offersMore,
  mayUnmatch,
  confirmsSwap,
  commitments,
  onDialog,
  addReasonId,
}: Omit<PartnerCardProps, 'mediaToken'> & { addReasonId: string }) {
  const openChatBox = useOpenChat();
  const requestReport = useRequestReport();
  const offline = useOfflineAction();
  const partnerName = fullName(partner);
  const firstName = partner.FirstName || partnerName;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields; a fieldset is for forms
    <div className={styles.actions} role="group" aria-label={matchMessages.actions}>
      <Button
        variant="secondary"
        className={styles.action}
        aria-label={matchMessages.chatWith(partnerName)}
        onClick={() => openChatBox(match.ID)}
      >
        <Icon name="chat" />
        <span>{matchMessages.chat}</span>
      </Button>
      {offersMore ? (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={!match.AbleToAddItems || offline.offline}
          aria-describedby={offline.describedBy(match.AbleToAddItems ? undefined : addReasonId)}
          onClick={() => onDialog('offer-more')}
        >
          <Icon name="plus" />
          <span>{matchMessages.offerMore}</span>
        </Button>
      ) : null}
      {commitments.action}
      {confirmsSwap ? (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={offline.offline}
          aria-describedby={offline.describedBy()}
          onClick={() => onDialog('swapped')}
        >
          <Icon name="handshake" />
          <span>{matchMessages.confirmSwap}</span>
        </Button>
      ) : null}
      {mayUnmatch ? (
        <Button
          variant="secondary"
          className={`${styles.action} ${styles.unmatch}`}
          disabled={offline.offline}
          aria-describedby={offline.describedBy()}
          onClick={() => onDialog('unmatch')}
        >
          <Icon name="unmatch" />
          <span>{matchMessages.unmatch}</span>
        </Button>
      ) : null}
      <Menu
        label={reportMessages.moreActions}
        showLabel
        className={styles.more}
        triggerClassName={styles.moreButton}
        items={[
          {
            key: 'report',
            label: reportMessages.reportMember(firstName),
            icon: <Icon name="flag" size={18} />,
            onSelect: () => requestReport({ type: 'user', id: partner.ID, name: partnerName }),
          },
        ]}
      />
    </div>
  );
}

/** The partner at the top of the match detail: who they are, and what the viewer can do in the match. */
export function PartnerCard(props: PartnerCardProps) {
  const { match, partner, mediaToken, offersMore, commitments } = props;
  const addReasonId = useId();
  const partnerName = fullName(partner);
  return (
    <section className={styles.partner} aria-label={matchMessages.yourMatch}>
      <Avatar name={partnerName} photo={partner.ProfilePhoto} mediaToken={mediaToken} className={styles.avatar} />
      <div className={styles.who}>
        <h1 className={styles.name}>{partnerName}</h1>
        {/* A charity's username is its number, which is not for display (as on the friends page). */}
        {isCharityUser(partner) ? null : <p className={styles.handle}>@{partner.Username}</p>}
        <p className={styles.handle}>{matchMessages.completedSwaps(partner.CompletedSwaps)}</p>
      </div>
      {/* Every action says what it does in words: a phone cannot hover for a tooltip. */}
      <MatchActions {...props} addReasonId={addReasonId} />
      {offersMore && !match.AbleToAddItems ? (
        <p id={addReasonId} className={styles.reason}>
          {matchMessages.noExtraItems}
        </p>
      ) : null}
      {commitments.reason}
    </section>
  );
}
