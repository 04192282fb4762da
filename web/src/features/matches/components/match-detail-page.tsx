import { ErrorCode, type Match, matchMessages, type User, type UserItem } from '@swapsies/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { BlockDialog } from '@/components/block-dialog/block-dialog.tsx';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { OfflineState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Lightbox } from '@/components/ui/lightbox.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { type BlockableMember, useBlockMember } from '@/data/blocks.ts';
import { useOpenChat } from '@/data/chat-request.ts';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { ApiError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { itemPhotos } from '@/lib/media.ts';
import { useOnline } from '@/lib/online.ts';
import { paths } from '@/lib/paths.ts';
import { useMatch } from '../api/get-match.ts';
import { useUnmatch } from '../api/unmatch.ts';
import { useBackShortcuts, useGoBack } from '../hooks/use-go-back.ts';
import { useLeaveBlockedMatch } from '../hooks/use-leave-blocked-match.ts';
import { outcomeAskable } from '../lib/handover.ts';
import { matchState, nextAction } from '../lib/match-state.ts';
import {
  isOpenable,
  type MatchRouteState,
  type MatchView,
  matchSubtitle,
  matchView,
  parseMatchId,
  routeState,
  showsConfirmSwap,
} from '../lib/match-view.ts';
import { type CommitmentControls, useCommitmentControls } from './commitment-controls.tsx';
import { ExchangeStatusBar } from './commitment-status-bar.tsx';
import { HandoverCard, type HandoverDialog } from './handover-card.tsx';
import { LoadError } from './load-error.tsx';
import styles from './match-detail-page.module.css';
import { MatchItems } from './match-items.tsx';
import { OfferMoreModal } from './offer-more-modal.tsx';
import { PartnerCard } from './partner-card.tsx';
import { SwappedModal } from './swapped-modal.tsx';
import { UnmatchModal } from './unmatch-modal.tsx';

// After the handover (issue 27) comes once per match, at its end: chunks of their own, loaded when the
// match has an agreed handover or feedback.
const OutcomeCard = lazy(() => import('./outcome-card.tsx').then((m) => ({ default: m.OutcomeCard })));
const FeedbackCard = lazy(() => import('./feedback-card.tsx').then((m) => ({ default: m.FeedbackCard })));

/** Where a match that cannot be shown sends the viewer. */
const MATCHES_PATH = paths.matches;
/** Where the viewer goes after unmatching. */
const AFTER_UNMATCH_PATH = paths.swaps;

type Dialog = 'offer-more' | 'unmatch' | 'swapped' | 'block' | HandoverDialog | null;

interface OpenPhoto {
  item: UserItem;
  index: number;
}

/** 001 §2.5: navigation may ask for the chat open. The request is taken once, so Back and reload do not reopen it. */
function useChatAskedByRoute(loadedMatchId: number | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const openChatBox = useOpenChat();
  const chatAsked = routeState(location.state).openChat === true;
  useEffect(() => {
    if (!chatAsked || loadedMatchId === undefined) return;
    openChatBox(loadedMatchId);
    const state: MatchRouteState = { from: routeState(location.state).from };
    navigate('.', { replace: true, state });
  }, [chatAsked, loadedMatchId, openChatBox, navigate, location.state]);
}

/** Unmatch, then off to the swaps; a failure closes the dialog and says so. */
function useUnmatchAndLeave(matchId: number, closeDialog: () => void) {
  const navigate = useNavigate();
  const toast = useToast();
  const unmatching = useUnmatch();
  const confirm = () => {
    if (unmatching.isPending) return;
    unmatching.mutate(matchId, {
      // Replace: Back from the list must not reopen a match that has ended.
      onSuccess: () => navigate(AFTER_UNMATCH_PATH, { replace: true }),
      onError: (failure) => {
        closeDialog();
        toast.error(describeError(failure, { otherwise: matchMessages.genericRetry }), {
          title: matchMessages.unmatchFailed,
        });
      },
    });
  };
  return { confirm, busy: unmatching.isPending };
}

interface EndingDialogsProps {
  matchId: number;
  partner: BlockableMember;
  partnerName: string;
  dialog: Dialog;
  closeDialog: () => void;
}

/** The two questions that end the match: Unmatch, and Block. A refused block closes its dialog (the toast says why). */
function EndingDialogs({ matchId, partner, partnerName, dialog, closeDialog }: EndingDialogsProps) {
  const unmatching = useUnmatchAndLeave(matchId, closeDialog);
  const blocking = useBlockMember(useLeaveBlockedMatch(matchId));
  const block = async () => {
    if (!blocking.busy && !(await blocking.block(partner))) closeDialog();
  };
  return (
    <>
      <UnmatchModal
        open={dialog === 'unmatch'}
        partnerName={partnerName}
        busy={unmatching.busy}
        onCancel={closeDialog}
        onConfirm={unmatching.confirm}
      />
      <BlockDialog
        member={dialog === 'block' ? partner : null}
        busy={blocking.busy}
        onCancel={closeDialog}
        onConfirm={() => void block()}
      />
    </>
  );
}

interface MatchDetailProps {
  match: Match;
  viewer: User;
  mediaToken: string | undefined;
  commitments: CommitmentControls;
  dialog: Dialog;
  onDialog: (dialog: Dialog) => void;
  openPhoto: OpenPhoto | null;
  onOpenPhoto: (photo: OpenPhoto | null) => void;
}

/** The item columns, each side's own; a side that holds the stand-in has nothing to list and is left out. */
function itemColumns({ myItems, partnerItems, standInSide }: MatchView, partnerFirstName: string) {
  return [
    standInSide === 'mine' ? null : { key: 'mine', title: matchMessages.yourItems, items: myItems },
    standInSide === 'partner'
      ? null
      : { key: 'partner', title: matchMessages.theirItems(partnerFirstName), items: partnerItems },
  ].filter((column) => column !== null);
}

/** The items of each side, side by side (one column across the page when a side has none to list). */
function ItemColumns({
  columns,
  mediaToken,
  onOpenPhoto,
}: {
  columns: ReturnType<typeof itemColumns>;
  mediaToken: string | undefined;
  onOpenPhoto: (photo: OpenPhoto) => void;
}) {
  return (
    <div className={`${styles.columns} ${columns.length === 1 ? styles.single : ''}`}>
      {columns.map((column) => (
        <MatchItems
          key={column.key}
          title={column.title}
          items={column.items}
          mediaToken={mediaToken}
          wide={columns.length === 1}
          onOpenPhoto={(item, index) => onOpenPhoto({ item, index })}
        />
      ))}
    </div>
  );
}

interface AfterHandoverProps {
  match: Match;
  partnerName: string;
  /** Whether "Yes" leads into the viewer's exchange confirmation. */
  confirms: boolean;
  onDialog: (dialog: Dialog) => void;
}

/**
 * After the handover (issue 27): "Did the swap happen?" once the agreed time has passed, and the
 * feedback once a confirmed exchange or a recorded no-show opens it. Both read the match as held,
 * which the live stream refetches.
 */
function AfterHandover({ match, partnerName, confirms, onDialog }: AfterHandoverProps) {
  const agreed = outcomeAskable(match);
  return (
    // One boundary each: the one loading later never hides the other meanwhile.
    <>
      <Suspense fallback={null}>
        {agreed ? (
          <OutcomeCard
            matchId={match.ID}
            handover={agreed}
            partnerName={partnerName}
            onHappened={confirms ? () => onDialog('swapped') : null}
            onRearranged={() => onDialog('propose-handover')}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {match.Feedback ? (
          <FeedbackCard key={match.ID} matchId={match.ID} feedback={match.Feedback} partnerName={partnerName} />
        ) : null}
      </Suspense>
    </>
  );
}

/** The partner's card with the match actions, the items of each side, and the dialogs of the match. */
function MatchDetail({
  match,
  viewer,
  mediaToken,
  commitments,
  dialog,
  onDialog,
  openPhoto,
  onOpenPhoto,
}: MatchDetailProps) {
  const closeDialog = () => onDialog(null);
  const viewerIsCharity = isCharityUser(viewer);
  const view = matchView(match, viewer.ID);
  const { partner, standInSide } = view;
  const partnerName = fullName(partner);
  const firstName = partner.FirstName || partnerName;
  const confirmsSwap = showsConfirmSwap(match, standInSide);
  const state = matchState(match, viewer.ID, Date.now());

  return (
    <>
      {commitments.bar}
      <ExchangeStatusBar state={state} partnerName={firstName} />
      <PartnerCard
        match={match}
        partner={partner}
        mediaToken={mediaToken}
        viewerIsCharity={viewerIsCharity}
        state={state}
        next={nextAction(state, { commit: commitments.actions !== null, confirm: confirmsSwap })}
        // A charity, or a pint buyer whose side is the pint, has nothing to add.
        offersMore={!viewerIsCharity && standInSide !== 'mine'}
        mayUnmatch={!viewerIsCharity}
        confirmsSwap={confirmsSwap}
        commitments={commitments}
        onDialog={onDialog}
      />
      <AfterHandover
        match={match}
        partnerName={firstName}
        confirms={confirmsSwap && state.kind !== 'i-confirmed'}
        onDialog={onDialog}
      />
      {match.Deleted ? null : (
        <HandoverCard
          matchId={match.ID}
          handover={match.Handover}
          viewerId={viewer.ID}
          partnerName={firstName}
          commitment={commitments.actions}
          committed={state.kind === 'committed'}
          dialog={dialog === 'propose-handover' || dialog === 'cancel-handover' ? dialog : null}
          onDialog={onDialog}
        />
      )}
      <p className={styles.subtitle}>{matchSubtitle(match.Type, standInSide, firstName)}</p>
      <ItemColumns columns={itemColumns(view, firstName)} mediaToken={mediaToken} onOpenPhoto={onOpenPhoto} />
      <OfferMoreModal matchId={match.ID} open={dialog === 'offer-more'} mediaToken={mediaToken} onClose={closeDialog} />
      <SwappedModal
        match={match}
        viewerId={viewer.ID}
        partnerName={firstName}
        open={dialog === 'swapped'}
        onClose={closeDialog}
      />
      {commitments.modals}
      <EndingDialogs
        matchId={match.ID}
        partner={{ id: partner.ID, firstName }}
        partnerName={partnerName}
        dialog={dialog}
        closeDialog={closeDialog}
      />
      {openPhoto ? (
        <Lightbox
          photos={itemPhotos(openPhoto.item, mediaToken, 'full')}
          startIndex={openPhoto.index}
          title={openPhoto.item.Name}
          onClose={() => onOpenPhoto(null)}
        />
      ) : null}
    </>
  );
}

/**
 * The match detail (/matches/{id} and /swaps/{id}): the partner, the actions, and the
 * items of each side. A deleted or one-sided match, or one the viewer may not see, goes back to
 * the list.
 */
export function MatchDetailPage() {
  const matchId = parseMatchId(useParams().matchId);
  const dashboard = useDashboard();
  const query = useMatch(matchId);
  const goBack = useGoBack();
  const online = useOnline();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openPhoto, setOpenPhoto] = useState<OpenPhoto | null>(null);

  const match = query.data?.Match;
  const viewer = dashboard.data?.User;
  const mediaToken = dashboard.data?.MediaToken;
  // An ended match opens for its feedback only: nothing to commit to.
  const commitments = useCommitmentControls(match?.Deleted ? undefined : match, viewer, mediaToken);
  useBackShortcuts(goBack, dialog === null && openPhoto === null && !commitments.dialogOpen);
  useChatAskedByRoute(match?.ID);
  const wrongMatch =
    matchId === null || (query.error instanceof ApiError && query.error.code === ErrorCode.WRONG_MATCH);
  // The live stream refetches a match the viewer's own confirmation just ended: 'Swapped?' keeps the
  // page until it is closed, so its success panel is seen.
  const ended = match && !isOpenable(match) && dialog !== 'swapped';
  if (wrongMatch || ended) return <Navigate to={MATCHES_PATH} replace />;

  let content: ReactNode;
  if (match && viewer) {
    content = (
      <MatchDetail
        match={match}
        viewer={viewer}
        mediaToken={mediaToken}
        commitments={commitments}
        dialog={dialog}
        onDialog={setDialog}
        openPhoto={openPhoto}
        onOpenPhoto={setOpenPhoto}
      />
    );
  } else if (!online) {
    content = <OfflineState />;
  } else if (query.isError || dashboard.isError) {
    content = (
      <LoadError
        title={matchMessages.loadDetailFailed}
        message={matchMessages.loadDetailFailedLater}
        error={query.error ?? dashboard.error}
        retrying={query.isFetching || dashboard.isFetching}
        onRetry={() => Promise.all([query.refetch(), dashboard.isError ? dashboard.refetch() : null])}
      />
    );
  } else {
    content = <Spinner label={matchMessages.loadingMatch} centered />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <Button variant="ghost" size="small" onClick={goBack}>
          <Icon name="back" />
          {matchMessages.back}
        </Button>
      </div>
      {content}
    </div>
  );
}
