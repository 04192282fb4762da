import { ErrorCode, matchMessages, reportMessages, type UserItem } from '@swapsies/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Avatar, fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Lightbox } from '@/components/ui/lightbox.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { useRequestReport } from '@/data/report-request.ts';
import { useMatch } from '@/features/matches/api/get-match.ts';
import { useUnmatch } from '@/features/matches/api/unmatch.ts';
import { useBackShortcuts, useGoBack } from '@/features/matches/hooks/use-go-back.ts';
import {
  isOpenable,
  type MatchRouteState,
  matchSubtitle,
  matchView,
  parseMatchId,
  routeState,
  showsConfirmSwap,
} from '@/features/matches/lib/match-view.ts';
import { ApiError } from '@/lib/api-client.ts';
import { itemPhotos } from '@/lib/media.ts';
import { paths } from '@/lib/paths.ts';
import { useCommitmentControls } from './commitment-controls.tsx';
import { LoadError } from './load-error.tsx';
import styles from './match-detail-page.module.css';
import { MatchItems } from './match-items.tsx';
import { OfferMoreModal } from './offer-more-modal.tsx';
import { SwappedModal } from './swapped-modal.tsx';
import { UnmatchModal } from './unmatch-modal.tsx';

/** Where a match that cannot be shown sends the viewer. */
const MATCHES_PATH = paths.matches;
/** Where the viewer goes after unmatching. */
const AFTER_UNMATCH_PATH = paths.swaps;

type Dialog = 'offer-more' | 'unmatch' | 'swapped' | null;

interface OpenPhoto {
  item: UserItem;
  index: number;
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
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const toast = useToast();
  const unmatching = useUnmatch();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openPhoto, setOpenPhoto] = useState<OpenPhoto | null>(null);
  const requestReport = useRequestReport();
  const addReasonId = useId();
  const openChatBox = useOpenChat();

  const match = query.data?.Match;
  const viewer = dashboard.data?.User;
  const commitments = useCommitmentControls(match, viewer, dashboard.data?.MediaToken);
  useBackShortcuts(goBack, dialog === null && openPhoto === null && !commitments.dialogOpen);
  // 001 §2.5: navigation may ask for the chat open. The request is taken once, so Back and reload do not reopen it.
  const chatAsked = routeState(location.state).openChat === true;
  const loadedMatchId = match?.ID;
  useEffect(() => {
    if (!chatAsked || loadedMatchId === undefined) return;
    openChatBox(loadedMatchId);
    const state: MatchRouteState = { from: routeState(location.state).from };
    navigate('.', { replace: true, state });
  }, [chatAsked, loadedMatchId, openChatBox, navigate, location.state]);
  const wrongMatch =
    matchId === null || (query.error instanceof ApiError && query.error.code === ErrorCode.WRONG_MATCH);
  if (wrongMatch || (match && !isOpenable(match))) return <Navigate to={MATCHES_PATH} replace />;

  let content: ReactNode;
  if (match && viewer) {
    const mediaToken = dashboard.data?.MediaToken;
    const viewerIsCharity = isCharityUser(viewer);
    const { partner, myItems, partnerItems, standInSide } = matchView(match, viewer.ID);
    const partnerName = fullName(partner);
    const firstName = partner.FirstName || partnerName;
    // A charity, or a pint buyer whose side is the pint, has nothing to add.
    const offersMore = !viewerIsCharity && standInSide !== 'mine';
    // A side that holds the stand-in has nothing to list: its column is left out.
    const columns = [
      standInSide === 'mine' ? null : { key: 'mine', title: matchMessages.yourItems, items: myItems },
      standInSide === 'partner'
        ? null
        : { key: 'partner', title: matchMessages.theirItems(firstName), items: partnerItems },
    ].filter((column) => column !== null);

    const confirmUnmatch = () => {
      if (unmatching.isPending) return;
      unmatching.mutate(match.ID, {
        // Replace: Back from the list must not reopen a match that has ended.
        onSuccess: () => navigate(AFTER_UNMATCH_PATH, { replace: true }),
        onError: () => {
          setDialog(null);
          toast.error(matchMessages.genericRetry, { title: matchMessages.unmatchFailed });
        },
      });
    };

    content = (
      <>
        {commitments.bar}
        <section className={styles.partner} aria-label="Your match">
          <Avatar name={partnerName} photo={partner.ProfilePhoto} mediaToken={mediaToken} className={styles.avatar} />
          <div className={styles.who}>
            <h1 className={styles.name}>{partnerName}</h1>
            {/* A charity's username is its number, which is not for display (as on the friends page). */}
            {isCharityUser(partner) ? null : <p className={styles.handle}>@{partner.Username}</p>}
            <p className={styles.handle}>{matchMessages.completedSwaps(partner.CompletedSwaps)}</p>
          </div>
          {/* Every action says what it does in words: a phone cannot hover for a tooltip. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields; a fieldset is for forms */}
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
                disabled={!match.AbleToAddItems}
                aria-describedby={match.AbleToAddItems ? undefined : addReasonId}
                onClick={() => setDialog('offer-more')}
              >
                <Icon name="plus" />
                <span>{matchMessages.offerMore}</span>
              </Button>
            ) : null}
            {commitments.action}
            {showsConfirmSwap(match, standInSide) ? (
              <Button variant="secondary" className={styles.action} onClick={() => setDialog('swapped')}>
                <Icon name="handshake" />
                <span>{matchMessages.confirmSwap}</span>
              </Button>
            ) : null}
            {viewerIsCharity ? null : (
              <Button
                variant="secondary"
                className={`${styles.action} ${styles.unmatch}`}
                onClick={() => setDialog('unmatch')}
              >
                <Icon name="unmatch" />
                <span>{matchMessages.unmatch}</span>
              </Button>
            )}
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
          {offersMore && !match.AbleToAddItems ? (
            <p id={addReasonId} className={styles.reason}>
              {matchMessages.noExtraItems}
            </p>
          ) : null}
          {commitments.reason}
        </section>
        <p className={styles.subtitle}>{matchSubtitle(match.Type, standInSide, firstName)}</p>
        <div className={`${styles.columns} ${columns.length === 1 ? styles.single : ''}`}>
          {columns.map((column) => (
            <MatchItems
              key={column.key}
              title={column.title}
              items={column.items}
              mediaToken={mediaToken}
              wide={columns.length === 1}
              onOpenPhoto={(item, index) => setOpenPhoto({ item, index })}
            />
          ))}
        </div>
        <OfferMoreModal
          matchId={match.ID}
          open={dialog === 'offer-more'}
          mediaToken={mediaToken}
          onClose={() => setDialog(null)}
        />
        <SwappedModal
          match={match}
          viewerId={viewer.ID}
          partnerName={firstName}
          open={dialog === 'swapped'}
          onClose={() => setDialog(null)}
        />
        {commitments.modals}
        <UnmatchModal
          open={dialog === 'unmatch'}
          partnerName={partnerName}
          busy={unmatching.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={confirmUnmatch}
        />
        {openPhoto ? (
          <Lightbox
            photos={itemPhotos(openPhoto.item, mediaToken, 'full')}
            startIndex={openPhoto.index}
            title={openPhoto.item.Name}
            onClose={() => setOpenPhoto(null)}
          />
        ) : null}
      </>
    );
  } else if (query.isError || dashboard.isError) {
    content = (
      <LoadError
        title={matchMessages.loadDetailFailed}
        message={matchMessages.loadDetailFailedLater}
        retrying={query.isFetching || dashboard.isFetching}
        onRetry={() => Promise.all([query.refetch(), dashboard.isError ? dashboard.refetch() : null])}
      />
    );
  } else {
    content = <Spinner label="Loading match" centered />;
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
