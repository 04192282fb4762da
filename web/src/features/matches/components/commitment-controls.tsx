import { type Commitment, type Match, matchMessages, type UserItem } from '@swapsies/contract';
import { type ReactNode, useId, useState } from 'react';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { isCharityUser } from '@/data/dashboard.ts';
import { describeError } from '@/lib/describe-error.ts';
import { type CommitmentAction, useCommitmentAction, useRefreshCommitments } from '../api/commitments.ts';
import { matchView } from '../lib/match-view.ts';
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

/** Accept, reject, recall and clear on the match's commitment, one at a time; a failure is a toast. */
function useCommitmentActs(commitment: Commitment | null) {
  const toast = useToast();
  const acting = useCommitmentAction();
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
  return { act, busyWith };
}

/** Recall for the requester; Request (disabled with its reason) and Answer for the others. */
function CommitmentButtons({
  outgoing,
  incoming,
  showsRequest,
  reasonText,
  reasonId,
  recalling,
  onRecall,
  onRequest,
  onAnswer,
}: {
  outgoing: boolean;
  incoming: boolean;
  showsRequest: boolean;
  reasonText: string | null;
  reasonId: string;
  recalling: boolean;
  onRecall: () => void;
  onRequest: () => void;
  onAnswer: () => void;
}) {
  const offline = useOfflineAction();
  if (outgoing)
    return (
      <Button
        variant="secondary"
        className={styles.action}
        disabled={recalling || offline.offline}
        aria-describedby={offline.describedBy()}
        onClick={onRecall}
      >
        <Icon name="close" />
        <span>{recalling ? matchMessages.working : matchMessages.recall}</span>
      </Button>
    );
  return (
    <>
      {showsRequest ? (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={reasonText !== null || offline.offline}
          title={reasonText ?? undefined}
          aria-describedby={offline.describedBy(reasonText === null ? undefined : reasonId)}
          onClick={onRequest}
        >
          <Icon name="lock" />
          <span>{matchMessages.requestCommit}</span>
        </Button>
      ) : null}
      {/* 'Ready to commit?' closed without an answer opens again from here. */}
      {incoming ? (
        <Button
          variant="secondary"
          className={styles.action}
          disabled={offline.offline}
          aria-describedby={offline.describedBy()}
          onClick={onAnswer}
        >
          <Icon name="lock" />
          <span>{matchMessages.answerRequest}</span>
        </Button>
      ) : null}
    </>
  );
}

/** 'Request to Commit', and 'Ready to commit?' for the recipient of a pending request. */
function CommitmentModals({
  match,
  commitment,
  partnerName,
  myItems,
  partnerItems,
  mediaToken,
  requestOpen,
  readyOpen,
  busyWith,
  onAct,
  onCloseRequest,
  onDismiss,
}: {
  match: Match;
  /** The request that came in, or null. */
  commitment: Commitment | null;
  partnerName: string;
  myItems: UserItem[];
  partnerItems: UserItem[];
  mediaToken: string | undefined;
  requestOpen: boolean;
  readyOpen: boolean;
  busyWith: CommitmentAction | null;
  onAct: (action: CommitmentAction) => void;
  onCloseRequest: () => void;
  onDismiss: (commitmentId: number) => void;
}) {
  return (
    <>
      <RequestCommitModal
        matchId={match.ID}
        open={requestOpen}
        partnerName={partnerName}
        myItems={myItems}
        partnerItems={partnerItems}
        mediaToken={mediaToken}
        onClose={onCloseRequest}
      />
      {commitment ? (
        <ReadyToCommitModal
          open={readyOpen}
          commitment={commitment}
          partnerName={partnerName}
          items={[...myItems, ...partnerItems]}
          busy={busyWith === 'accept' || busyWith === 'reject' ? busyWith : null}
          onAccept={() => onAct('accept')}
          onReject={() => onAct('reject')}
          onClose={() => onDismiss(commitment.ID)}
        />
      ) : null}
    </>
  );
}

/** Why the request button is disabled, or null when it is not. */
function requestBlockedReason(incoming: boolean, myItems: UserItem[], partnerItems: UserItem[]): string | null {
  if (incoming) return matchMessages.incomingReason;
  const noFreeItems = !myItems.some((item) => !item.Committed) || !partnerItems.some((item) => !item.Committed);
  return noFreeItems ? matchMessages.noFreeItemsReason : null;
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
  const refresh = useRefreshCommitments();
  const [requesting, setRequesting] = useState(false);
  // The request whose 'Ready to commit?' the viewer closed without answering.
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  const commitment = match?.Commitment ?? null;
  const { act, busyWith } = useCommitmentActs(commitment);
  const pending = commitment !== null && commitment.ExpiresAt === null;
  const incoming = pending && commitment.User2 === viewer?.ID;
  const outgoing = pending && commitment.User1 === viewer?.ID;

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

  const reasonText = requestBlockedReason(incoming, myItems, partnerItems);
  const showsRequest = !outgoing && (commitment === null || incoming);
  const action = (
    <CommitmentButtons
      outgoing={outgoing}
      incoming={incoming}
      showsRequest={showsRequest}
      reasonText={reasonText}
      reasonId={reasonId}
      recalling={busyWith === 'recall'}
      onRecall={() => act('recall')}
      onRequest={() => setRequesting(true)}
      onAnswer={() => setDismissedId(null)}
    />
  );
  const reason =
    showsRequest && reasonText !== null ? (
      <p id={reasonId} className={styles.reason}>
        {reasonText}
      </p>
    ) : null;

  const readyOpen = incoming && dismissedId !== commitment.ID;
  const requestOpen = requesting && commitment === null;
  const modals = (
    <CommitmentModals
      match={match}
      commitment={incoming ? commitment : null}
      partnerName={partnerName}
      myItems={myItems}
      partnerItems={partnerItems}
      mediaToken={mediaToken}
      requestOpen={requestOpen}
      readyOpen={readyOpen}
      busyWith={busyWith}
      onAct={act}
      onCloseRequest={() => setRequesting(false)}
      onDismiss={setDismissedId}
    />
  );

  return { bar, action, reason, modals, dialogOpen: readyOpen || requestOpen };
}
