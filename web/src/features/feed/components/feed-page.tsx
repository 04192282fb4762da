import {
  type DashboardUser,
  DEFAULT_SEARCH_RADIUS,
  ErrorCode,
  FeedType,
  FRIENDS_PLUS_MIN_FRIENDS,
  feedMessages,
} from '@swapsies/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { EmptyState, OfflineState } from '@/components/ui/empty-state.tsx';
import { PullToRefresh } from '@/components/ui/pull-to-refresh.tsx';
import { type TabItem, Tabs } from '@/components/ui/tabs.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { EXPLORE_KEY } from '@/data/query-keys.ts';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { describeError, hasErrorCode } from '@/lib/describe-error.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { useOnline } from '@/lib/online.ts';
import { useFeed } from '../hooks/use-feed.ts';
import { useFeedKeys } from '../hooks/use-feed-keys.ts';
import { useMatchCelebration } from '../hooks/use-match-celebration.ts';
import { readFeedFilter, rememberFeedFilter } from '../lib/feed-filter.ts';
import { feedWording } from '../lib/feed-messages.ts';
import { FeedError, FriendsOfFriendsProgress, GiveToGet, NoArea, NothingLeft } from './feed-empty-states.tsx';
import { FeedLoader } from './feed-loader.tsx';
import styles from './feed-page.module.css';
import { MatchModal } from './match-modal.tsx';
import { NearbyOnlySwitch } from './nearby-only-switch.tsx';
import { OfferPicker } from './offer-picker.tsx';

// The card (carousel, lightbox, badges, menu) is a chunk of its own, which a feed that is shut
// (no area, give to get) does without. It loads while the first item is asked for, not after it
// came: that wait stood between the page and its largest paint, the card's photo.
const FeedCard = lazyWithPreload(() => import('./feed-card.tsx').then((m) => m.FeedCard));

/** The audience filters: Friends, Friends+, Everyone, in that order. */
const FILTER_TABS: readonly TabItem<FeedType>[] = [
  { key: FeedType.Friends, label: feedMessages.tabFriends },
  { key: FeedType.FriendsPlus, label: feedMessages.tabFriendsPlus },
  { key: FeedType.Everyone, label: feedMessages.tabEveryone },
];

/** What the screen shows instead of asking for an item, decided from the dashboard and the settings. */
type Gate = 'loading' | 'user-failed' | 'no-own-items' | 'coming-soon' | 'too-few-friends';

function gateFor(
  user: DashboardUser | undefined,
  userFailed: boolean,
  filter: FeedType,
  everyone: { enabled: boolean; loading: boolean },
): Gate | null {
  if (!user) return userFailed ? 'user-failed' : 'loading';
  // Charities browse without items of their own, always on Everyone (charity accounts have no feed tabs).
  if (isCharityUser(user)) return null;
  if (user.Items.length === 0) return 'no-own-items';
  if (filter === FeedType.Everyone && everyone.loading) return 'loading';
  if (filter === FeedType.Everyone && !everyone.enabled) return 'coming-soon';
  if (filter === FeedType.FriendsPlus && user.FriendsCount < FRIENDS_PLUS_MIN_FRIENDS) return 'too-few-friends';
  return null;
}

type Feed = ReturnType<typeof useFeed>;

interface FeedContentProps {
  gate: Gate | null;
  feed: Feed;
  /** The item on show, when there is one. */
  item: Feed['item'];
  filter: FeedType;
  charity: boolean;
  dashboard: ReturnType<typeof useDashboard>;
}

/** What the feed shows: the card, the loader, or the state that stands in for the card. */
function FeedContent({ gate, feed, item, filter, charity, dashboard }: FeedContentProps) {
  const mediaToken = dashboard.data?.MediaToken;
  const online = useOnline();
  // Offline with no card to show (nor a state decided from the last-seen dashboard): the offline state,
  // not a loader that waits, an error, or "seen it all".
  if (!online && item === null && (gate === null || gate === 'loading' || gate === 'user-failed')) {
    return <OfflineState />;
  }
  if (gate === 'user-failed') {
    return (
      <FeedError
        error={dashboard.error}
        message={describeError(dashboard.error, feedWording(feedMessages.loadUserFailed))}
        onRetry={() => dashboard.refetch()}
      />
    );
  }
  if (gate === 'no-own-items' || hasErrorCode(feed.error, ErrorCode.NO_OWN_ITEMS)) {
    return <GiveToGet />;
  }
  if (gate === 'coming-soon') {
    return <EmptyState variant="world-coming-soon" title={feedMessages.comingSoon} />;
  }
  if (
    gate === 'too-few-friends' ||
    (filter === FeedType.FriendsPlus && hasErrorCode(feed.error, ErrorCode.NOT_ENOUGH_FRIENDS))
  ) {
    return <FriendsOfFriendsProgress friendsCount={dashboard.data?.User.FriendsCount ?? 0} />;
  }
  if (gate === 'loading' || feed.loading) {
    return <FeedLoader />;
  }
  // A feed that needs the member's area (Everyone) and finds none: the server says so, whatever the tab.
  if (hasErrorCode(feed.error, ErrorCode.NO_AREA)) {
    return <NoArea />;
  }
  if (feed.error) {
    return (
      <FeedError
        error={feed.error}
        message={describeError(feed.error, feedWording(feedMessages.loadNextFailed))}
        onRetry={feed.retry}
      />
    );
  }
  if (item) {
    return (
      <Suspense fallback={<FeedLoader />}>
        <FeedCard
          key={item.ID}
          item={item}
          mediaToken={mediaToken}
          busy={feed.busy}
          focusOnShow={feed.announcement.id > 0}
          onSwap={() => void feed.swap(item)}
          onSkip={() => void feed.skip(item)}
        />
      </Suspense>
    );
  }
  // After a Swap or Skip took the last card (and its focused button), the focus goes to the heading.
  return (
    <NothingLeft
      type={filter}
      charity={charity}
      radius={dashboard.data?.User.SearchRadius ?? DEFAULT_SEARCH_RADIUS}
      focusOnShow={feed.announcement.id > 0}
    />
  );
}

interface FeedDialogsProps {
  feed: Feed;
  mediaToken: string | undefined;
  celebration: ReturnType<typeof useMatchCelebration>;
  reloadPage: () => void;
}

/** The offer picker and the match modals that a like, or a partner's like, leads to. */
function FeedDialogs({ feed, mediaToken, celebration, reloadPage }: FeedDialogsProps) {
  const { dialog } = feed;
  return (
    <>
      {dialog?.kind === 'offer' ? (
        <OfferPicker
          choices={dialog.choices}
          mediaToken={mediaToken}
          busy={feed.offering}
          onOffer={(itemIds) => void feed.offer(itemIds)}
          onCancel={feed.closeOffer}
        />
      ) : null}
      {dialog?.kind === 'match' ? (
        <MatchModal matchId={dialog.matchId} existing={dialog.existing} onClose={reloadPage} />
      ) : null}
      {!dialog && celebration.matchId !== null ? (
        <MatchModal
          matchId={celebration.matchId}
          existing={false}
          onClose={celebration.dismiss}
          onView={celebration.dismiss}
        />
      ) : null}
    </>
  );
}

export interface FeedPageProps {
  /** Closing a match modal reloads the page; tests pass a stand-in. */
  reloadPage?: () => void;
}

/** 'Swipe and Seek' (/seek and /explore): other members' items, one card at a time. */
export function FeedPage({ reloadPage = () => window.location.reload() }: FeedPageProps) {
  const dashboard = useDashboard();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState(readFeedFilter);
  const user = dashboard.data?.User;
  const charity = isCharityUser(user);
  const gate = gateFor(user, dashboard.isError, filter, {
    enabled: config.everyoneFeedEnabled,
    loading: config.isLoading,
  });
  // Charities always use type 1 (Everyone), whatever filter this device remembers.
  const feed = useFeed(charity ? FeedType.Everyone : filter, gate === null, dashboard.data?.MediaToken);
  useEffect(() => {
    // A chunk that fails to load here is loaded again when the card first shows.
    if (gate === null) FeedCard.preload().catch(() => undefined);
  }, [gate]);
  const item = gate === null && !feed.loading && !feed.error ? feed.item : null;
  const celebration = useMatchCelebration(user?.ID);
  const online = useOnline();

  useFeedKeys(item !== null && !feed.busy && online, {
    swap: () => {
      if (item) void feed.swap(item);
    },
    skip: () => {
      if (item) void feed.skip(item);
    },
  });

  const chooseFilter = (type: FeedType) => {
    rememberFeedFilter(type);
    setFilter(type);
  };

  const refresh = () => Promise.all([dashboard.refetch(), queryClient.invalidateQueries({ queryKey: EXPLORE_KEY })]);

  const content = (
    <FeedContent gate={gate} feed={feed} item={item} filter={filter} charity={charity} dashboard={dashboard} />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{feedMessages.title}</h1>
      <PullToRefresh onRefresh={refresh}>
        {/* Charities see no tabs (their feed is always Everyone). The arrow keys move between the tabs (and so do not swap or skip there). */}
        {user && !charity ? (
          <Tabs
            label={feedMessages.audience}
            tabs={FILTER_TABS}
            active={filter}
            onChange={chooseFilter}
            className={styles.tabs}
            tabClassName={styles.tab}
          >
            {filter === FeedType.FriendsPlus && gate === null ? <NearbyOnlySwitch on={user.FriendsPlusNearby} /> : null}
            {content}
          </Tabs>
        ) : (
          content
        )}
      </PullToRefresh>
      <div className="visually-hidden" aria-live="polite">
        <span key={feed.announcement.id}>{feed.announcement.text}</span>
      </div>
      <FeedDialogs
        feed={feed}
        mediaToken={dashboard.data?.MediaToken}
        celebration={celebration}
        reloadPage={reloadPage}
      />
    </div>
  );
}
