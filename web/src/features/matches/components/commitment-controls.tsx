import { type Match, matchMessages } from '@swapsies/contract';
import { type ReactNode, useId, useState } from 'react';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { isCharityUser } from '@/data/dashboard.ts';
import {
  type CommitmentAction,
  useCommitmentAction,
  useRefreshCommitments,
} from '@/features/matches/api/commitments.ts';
import { matchView } from '@/features/matches/lib/match-view.ts';
import { describeError } from '@/lib/describe-error.ts';
import { CommitmentStatusBar } from './commitment-status-bar.tsx';
import styles from './match-detail-page.module.css';
import { ReadyToCommitModal } from './ready-to-commit-modal.tsx';
import { RequestCommitModal } from './request-commit-modal.tsx';

/** The title of the toast when an action on a commitment fails. */
const failureTitles: Record<CommitmentAction, string> = {
  accept: matchMessages.acceptFailed,
  reject: matchMessages.rejectFailed,
  recall: matchMessages.recallFailed,
  clear: matchMessages.genericRetry,
};

export interface CommitmentControls {
  /** The status bar, above the partner card; null without a commitment. */
  bar: ReactNode;
  /** The request or recall button, among the match actions. */
  action: ReactNode;
  /** Why the request button is disabled, under the actions. */
  reason: ReactNode;
  /** 'Request to Commit' and 'Ready to commit?'. */
  modals: ReactNode;
  /** Whether one of them is open: Escape then belongs to it. */
  dialogOpen: boolean;
}

/**
 * The commitment parts of the match detail. A pending request opens 'Ready to commit?' by itself
 * for its recipient and offers Recall to its requester; once accepted (ExpiresAt set) only the bar
 * shows. The request button is disabled while a side has no free item or a request has come in.
 */
export function useCommitmentControls(
  match: Match | undefined,
  viewer: { ID: number; Type: number } | undefined,
  mediaToken: string | undefined,
): CommitmentControls {
  const reasonId = useId();
  const toast = useToast();
  const acting = useCommitmentAction();
  const refresh = useRefreshCommitments();
  const [requesting, setRequesting] = useState(false);
  // The request whose 'Ready to commit?' the viewer closed without answering.
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  const commitment = match?.Commitment ?? null;
  const pending = commitment !== null && commitment.ExpiresAt === null;
  const incoming = pending && commitment.User2 === viewer?.ID;
  const outgoing = pending && commitment.User1 === viewer?.ID;
  const busyWith = acting.isPending ? (acting.variables?.action ?? null) : null;

  const act = (action: CommitmentAction) => {
    if (commitment === null || acting.isPending) return;
    acting.mutate(
      { action, commitmentId: commitment.ID },
      {
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: matchMessages.genericRetry, catalogueFirst: true }), {
            title: failureTitles[action],
          }),
      },
    );
  };

  const bar =
    commitment === null ? null : (
      <CommitmentStatusBar
        commitment={commitment}
        clearing={busyWith === 'clear'}
        onClear={() => act('clear')}
        onExpire={() => void refresh()}
      />
    );

  // A charity has no commitment buttons, and a pint or charity match has a side without items to reserve.
  if (!match || !viewer || isCharityUser(viewer))
    return { bar, action: null, reason: null, modals: null, dialogOpen: false };
  const { partner, myItems, partnerItems, standInSide } = matchView(match, viewer.ID);
  if (standInSide !== null) return { bar, action: null, reason: null, modals: null, dialogOpen: false };
  const partnerName = partner.FirstName || fullName(partner);

  const noFreeItems = !myItems.some((item) => !item.Committed) || !partnerItems.some((item) => !item.Committed);
  let reasonText: string | null = null;
  if (incoming) reasonText = matchMessages.incomingReason;
  else if (noFreeItems) reasonText = matchMessages.noFreeItemsReason;

  let action: ReactNode = null;
  if (outgoing) {
    action = (
      <Button
        variant="secondary"
        className={styles.action}
        disabled={busyWith === 'recall'}
        onClick={() => act('recall')}
      >
        <Icon name="close" />
        <span>{busyWith === 'recall' ? matchMessages.working : matchMessages.recall}</span>
      </Button>
    );
  } else if (commitment === null || incoming) {
    action = (
      <Button
        variant="secondary"
        className={styles.action}
        disabled={reasonText !== null}
        title={reasonText ?? undefined}
        aria-describedby={reasonText === null ? undefined : reasonId}
        onClick={() => setRequesting(true)}
      >
        <Icon name="lock" />
        <span>{matchMessages.requestCommit}</span>
      </Button>
    );
  }
  if (incoming) {
    // 'Ready to commit?' closed without an answer opens again from here.
    action = (
      <>
        {action}
        <Button variant="secondary" className={styles.action} onClick={() => setDismissedId(null)}>
          <Icon name="lock" />
          <span>{matchMessages.answerRequest}</span>
        </Button>
      </>
    );
  }

  const reason =
    action !== null && !outgoing && reasonText !== null ? (
      <p id={reasonId} className={styles.reason}>
        {reasonText}
      </p>
    ) : null;

  const readyOpen = incoming && dismissedId !== commitment.ID;
  const requestOpen = requesting && commitment === null;
  const modals = (
    <>
      <RequestCommitModal
        matchId={match.ID}
        open={requestOpen}
        partnerName={partnerName}
        myItems={myItems}
        partnerItems={partnerItems}
        mediaToken={mediaToken}
        onClose={() => setRequesting(false)}
      />
      {incoming ? (
        <ReadyToCommitModal
          open={readyOpen}
          commitment={commitment}
          partnerName={partnerName}
          items={[...myItems, ...partnerItems]}
          busy={busyWith === 'accept' || busyWith === 'reject' ? busyWith : null}
          onAccept={() => act('accept')}
          onReject={() => act('reject')}
          onClose={() => setDismissedId(commitment.ID)}
        />
      ) : null}
    </>
  );

  return { bar, action, reason, modals, dialogOpen: readyOpen || requestOpen };
}
