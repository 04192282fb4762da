import { type Match, MatchType, matchMessages } from '@swapsies/contract';
import { type ReactNode, Suspense, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button.tsx';
import { CardSkeletons } from '@/components/ui/card-skeletons.tsx';
import { EmptyState, OfflineState } from '@/components/ui/empty-state.tsx';
import layout from '@/components/ui/layout.module.css';
import { PullToRefresh } from '@/components/ui/pull-to-refresh.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { useMatches } from '@/data/matches.ts';
import { describeError } from '@/lib/describe-error.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { useOnline } from '@/lib/online.ts';
import { paths } from '@/lib/paths.ts';
import { useAcknowledgeMatch } from '../api/acknowledge-match.ts';
import { isCardShown, isConfirmedSwap } from '../lib/match-view.ts';
import { LoadError } from './load-error.tsx';
import styles from './matches-page.module.css';

// The card (carousel, badges, avatar) is a chunk of its own, loaded with the page while the matches
// are asked for rather than after they came: that wait stood between the page and its largest
// paint, a card's photo. A screen with no matches loads it for nothing, after its first paint.
const MatchCard = lazyWithPreload(() => import('./match-card.tsx').then((m) => m.MatchCard));
MatchCard.preload().catch(() => undefined); // loaded again when a card first shows

/** The empty list: members are nudged to seek, add and invite; a charity can only wait for donations. */
function NoMatches({ isCharity }: { isCharity: boolean }) {
  return (
    <EmptyState
      variant="no-matches"
      title={isCharity ? matchMessages.emptyCharityTitle : matchMessages.emptyTitle}
      message={
        <>
          {isCharity ? null : <p className={styles.emptyText}>{matchMessages.emptyText}</p>}
          <p className={styles.emptyText}>{matchMessages.emptyPanel}</p>
        </>
      }
      actions={
        <>
          {isCharity ? null : <ButtonLink to={paths.addItem}>{matchMessages.addItems}</ButtonLink>}
          <ButtonLink to={paths.seek} variant={isCharity ? 'primary' : 'secondary'}>
            {matchMessages.seekMore}
          </ButtonLink>
          {isCharity ? null : (
            <ButtonLink to={paths.friends} variant="secondary">
              {matchMessages.inviteFriends}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

/** The matches list (/matches and /swaps): a card per match, newest first. */
export function MatchesPage() {
  const dashboard = useDashboard();
  const matches = useMatches();
  const acknowledgement = useAcknowledgeMatch();
  const online = useOnline();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewer = dashboard.data?.User;
  const isCharity = isCharityUser(viewer);

  const acknowledge = (match: Match) => {
    acknowledgement.mutate(
      {
        matchId: match.ID,
        namesReceivedItems: isCharity && match.Type === MatchType.Charity && isConfirmedSwap(match),
      },
      {
        // The card that had focus is gone; the page heading is the nearest sensible place.
        onSuccess: () => headingRef.current?.focus(),
        onError: (failure) =>
          toast.error(describeError(failure, { otherwise: matchMessages.acknowledgeFailedRetry }), {
            title: matchMessages.acknowledgeFailed,
          }),
      },
    );
  };

  let content: ReactNode;
  if (matches.data && viewer) {
    const shown = matches.data.Matches.filter((match) => isCardShown(match, viewer.ID, isCharity));
    const now = Date.now();
    content =
      shown.length === 0 ? (
        <NoMatches isCharity={isCharity} />
      ) : (
        <Suspense fallback={<CardSkeletons label={matchMessages.loadingMatches} gridClassName={styles.grid} />}>
          <ul className={styles.grid} aria-label={matchMessages.yourMatches}>
            {shown.map((match) => (
              <li key={match.ID}>
                <MatchCard
                  match={match}
                  viewerId={viewer.ID}
                  viewerIsCharity={isCharity}
                  mediaToken={dashboard.data?.MediaToken}
                  now={now}
                  acknowledging={acknowledgement.isPending && acknowledgement.variables?.matchId === match.ID}
                  onAcknowledge={acknowledge}
                />
              </li>
            ))}
          </ul>
        </Suspense>
      );
  } else if (!online) {
    content = <OfflineState />;
  } else if (matches.isError || dashboard.isError) {
    content = (
      <LoadError
        title={matchMessages.loadFailed}
        message={matchMessages.loadFailedLater}
        error={matches.error ?? dashboard.error}
        retrying={matches.isFetching || dashboard.isFetching}
        onRetry={() => Promise.all([matches.refetch(), dashboard.isError ? dashboard.refetch() : null])}
      />
    );
  } else {
    content = <CardSkeletons label={matchMessages.loadingMatches} gridClassName={styles.grid} />;
  }

  return (
    <PullToRefresh onRefresh={() => matches.refetch()}>
      <div className={styles.page}>
        <header className={layout.header}>
          <h1 ref={headingRef} tabIndex={-1} className={layout.title}>
            {matchMessages.title}
          </h1>
        </header>
        {content}
      </div>
    </PullToRefresh>
  );
}
