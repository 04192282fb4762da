import {
  handoverWords,
  type Match,
  type MatchMember,
  matchMessages,
  offlineWords,
  reportMessages,
} from '@swapsies/contract';
import { useId } from 'react';
import { blockMenuItem } from '@/components/block-dialog/block-dialog.tsx';
import { DistanceLine } from '@/components/distance-line/distance-line.tsx';
import { ReliabilityLine } from '@/components/reliability-line/reliability-line.tsx';
import { Avatar, fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Menu, type MenuItem } from '@/components/ui/menu.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { isCharityUser } from '@/data/dashboard.ts';
import { useRequestReport } from '@/data/report-request.ts';
import { useLeaveBlockedMatch } from '../hooks/use-leave-blocked-match.ts';
import { confirmLabel, type MatchState, type NextAction, stateText } from '../lib/match-state.ts';
import type { CommitmentActions, CommitmentControls } from './commitment-controls.tsx';
import styles from './match-detail-page.module.css';

type Dialog = 'offer-more' | 'unmatch' | 'swapped' | 'block' | 'propose-handover';

export interface PartnerCardProps {
  match: Match;
  partner: MatchMember;
  mediaToken: string | undefined;
  viewerIsCharity: boolean;
  /** Where the match stands for the viewer, and the one action it needs from them (lib/match-state.ts). */
  state: MatchState;
  next: NextAction;
  /** Whether the viewer has a side to add items to. */
  offersMore: boolean;
  mayUnmatch: boolean;
  confirmsSwap: boolean;
  commitments: CommitmentControls;
  onDialog: (dialog: Dialog) => void;
}

type ActionsProps = Omit<PartnerCardProps, 'mediaToken'> & { reasonId: string };

/** The next action as the page's primary button: Confirm, Accept with Reject beside it, or Request commitment. */
function PrimaryAction({ match, viewerIsCharity, next, commitments, onDialog, reasonId }: ActionsProps) {
  const acts = commitments.actions;
  const offline = useOfflineAction();
  if (next === 'confirm')
    return (
      <Button
        className={styles.primary}
        disabled={offline.offline}
        aria-describedby={offline.describedBy()}
        onClick={() => onDialog('swapped')}
      >
        <Icon name="swap" />
        <span>{confirmLabel(match.Type, viewerIsCharity)}</span>
      </Button>
    );
  if (next === 'answer' && acts)
    return (
      <span className={styles.pair}>
        <Button
          className={styles.primary}
          disabled={acts.busyWith !== null || offline.offline}
          aria-describedby={offline.describedBy()}
          onClick={acts.accept}
        >
          <Icon name="check" />
          <span>{acts.busyWith === 'accept' ? matchMessages.working : matchMessages.accept}</span>
        </Button>
        <Button
          variant="secondary"
          className={styles.action}
          disabled={acts.busyWith !== null || offline.offline}
          aria-describedby={offline.describedBy()}
          onClick={acts.reject}
        >
          <Icon name="close" />
          <span>{acts.busyWith === 'reject' ? matchMessages.working : matchMessages.reject}</span>
        </Button>
      </span>
    );
  if (next === 'request' && acts)
    return (
      <Button
        className={styles.primary}
        disabled={acts.blockedReason !== null || offline.offline}
        aria-describedby={offline.describedBy(acts.blockedReason === null ? undefined : reasonId)}
        onClick={acts.request}
      >
        <Icon name="lock" />
        <span>{matchMessages.requestCommit}</span>
      </Button>
    );
  return null;
}

/** The commitment's entries of the menu: whatever of request, answer and recall is not the primary button. */
function commitmentItems(acts: CommitmentActions, next: NextAction): MenuItem[] {
  const items: MenuItem[] = [];
  if (acts.incoming)
    items.push({
      key: 'answer',
      label: matchMessages.answerRequest,
      icon: <Icon name="lock" />,
      onSelect: acts.reopenAnswer,
    });
  else if (acts.mayRequest && next !== 'request')
    items.push({
      key: 'request',
      label: matchMessages.requestCommit,
      icon: <Icon name="lock" />,
      onSelect: acts.request,
      disabled: acts.blockedReason !== null,
      description: acts.blockedReason ?? undefined,
    });
  if (acts.outgoing)
    items.push({
      key: 'recall',
      label: acts.busyWith === 'recall' ? matchMessages.working : matchMessages.recall,
      icon: <Icon name="close" />,
      onSelect: acts.recall,
      disabled: acts.busyWith !== null,
    });
  return items;
}

const offlineItem = (item: MenuItem): MenuItem => ({ ...item, disabled: true, description: offlineWords.offline });

/** Everything but the next action, in the "More actions" menu; Unmatch and Block, which end the match, last. */
function useMenuItems(props: ActionsProps): MenuItem[] {
  const { match, partner, viewerIsCharity, state, next, offersMore, mayUnmatch, confirmsSwap, commitments, onDialog } =
    props;
  // Blocked from the report dialog, the match has ended as it has by Block.
  const onBlocked = useLeaveBlockedMatch(match.ID);
  const requestReport = useRequestReport();
  const offline = useOfflineAction();
  const partnerName = fullName(partner);
  const firstName = partner.FirstName || partnerName;
  const items: MenuItem[] = [];
  if (confirmsSwap && next !== 'confirm')
    items.push({
      key: 'confirm',
      // The viewer who confirmed first finds the way to withdraw under the same dialog.
      label:
        state.kind === 'i-confirmed' ? matchMessages.withdrawConfirmation : confirmLabel(match.Type, viewerIsCharity),
      icon: <Icon name="swap" />,
      onSelect: () => onDialog('swapped'),
    });
  if (commitments.actions) items.push(...commitmentItems(commitments.actions, next));
  if (offersMore)
    items.push({
      key: 'offer-more',
      label: matchMessages.offerMore,
      icon: <Icon name="plus" />,
      onSelect: () => onDialog('offer-more'),
      disabled: !match.AbleToAddItems,
      description: match.AbleToAddItems ? undefined : matchMessages.noExtraItems,
    });
  // The handover card has the same button; the menu keeps every way forward in one place.
  if (!match.Deleted)
    items.push({
      key: 'handover',
      label: match.Handover ? handoverWords.proposeAnother : handoverWords.arrange,
      icon: <Icon name="handshake" size={18} />,
      onSelect: () => onDialog('propose-handover'),
    });
  items.push({
    key: 'report',
    label: reportMessages.reportMember(firstName),
    icon: <Icon name="flag" size={18} />,
    onSelect: () =>
      requestReport({
        type: 'user',
        id: partner.ID,
        name: partnerName,
        owner: { id: partner.ID, firstName },
        onBlocked,
      }),
  });
  if (mayUnmatch)
    items.push({
      key: 'unmatch',
      label: matchMessages.unmatch,
      icon: <Icon name="unmatch" />,
      onSelect: () => onDialog('unmatch'),
      danger: true,
    });
  items.push(blockMenuItem(firstName, offline.offline, () => onDialog('block')));
  // Each entry asks the server: offline, all wait for the connection, saying why.
  return offline.offline ? items.map((item) => offlineItem(item)) : items;
}

/** The next action, Chat, and "More actions" with the rest: three controls that fit a 320 px phone. */
function MatchActions(props: ActionsProps) {
  const { match, partner } = props;
  const openChatBox = useOpenChat();
  const items = useMenuItems(props);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields; a fieldset is for forms
    <div className={styles.actions} role="group" aria-label={matchMessages.actions}>
      <PrimaryAction {...props} />
      <span className={styles.secondary}>
        <Button
          variant="secondary"
          className={styles.action}
          aria-label={matchMessages.chatWith(fullName(partner))}
          onClick={() => openChatBox(match.ID)}
        >
          <Icon name="chat" />
          <span>{matchMessages.chat}</span>
        </Button>
        <Menu
          label={matchMessages.moreActions}
          showLabel
          className={styles.more}
          triggerClassName={styles.moreButton}
          items={items}
        />
      </span>
    </div>
  );
}

/** The partner at the top of the match detail: who they are, and what the viewer can do in the match. */
export function PartnerCard(props: PartnerCardProps) {
  const { partner, mediaToken, next, commitments } = props;
  const reasonId = useId();
  const partnerName = fullName(partner);
  const blockedReason = next === 'request' ? commitments.actions?.blockedReason : null;
  return (
    <section className={styles.partner} aria-label={matchMessages.yourMatch}>
      <Avatar name={partnerName} photo={partner.ProfilePhoto} mediaToken={mediaToken} className={styles.avatar} />
      <div className={styles.who}>
        <h1 className={styles.name}>{partnerName}</h1>
        {/* A charity's username is its number, which is not for display (as on the friends page). */}
        {isCharityUser(partner) ? null : <p className={styles.handle}>@{partner.Username}</p>}
        <p className={styles.handle}>{matchMessages.completedSwaps(partner.CompletedSwaps)}</p>
        <DistanceLine seen={partner} />
        <ReliabilityLine reliability={partner.Reliability} />
      </div>
      {/* Every action says what it does in words: a phone cannot hover for a tooltip. An ended match, open
          for its feedback, has none: it says how it ended. */}
      {props.match.Deleted ? (
        <p className={styles.handle}>
          {stateText(props.state, props.match, props.viewerIsCharity, partner.FirstName || partnerName, Date.now())}
        </p>
      ) : (
        <MatchActions {...props} reasonId={reasonId} />
      )}
      {blockedReason ? (
        <p id={reasonId} className={styles.reason}>
          {blockedReason}
        </p>
      ) : null}
    </section>
  );
}
