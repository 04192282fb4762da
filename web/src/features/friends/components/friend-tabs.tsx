import { FRIENDS_TOAST_MS, friendMessages, friendWords, type PersonSummary } from '@swapsies/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fullName } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, OfflineState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import type { BlockableMember } from '@/data/blocks.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useOnline } from '@/lib/online.ts';
import { useCharities } from '../api/get-charities.ts';
import { useFriends } from '../api/get-friends.ts';
import type { FriendActions } from '../hooks/use-friend-actions.ts';
import { followLabels } from '../lib/search-button.ts';
import { BlockButton } from './block-button.tsx';
import styles from './friends.module.css';
import { PersonCard } from './person-card.tsx';
import { RemoveFriendModal } from './remove-friend-modal.tsx';

const TABS = [
  { key: 'friends', label: 'Friends' },
  { key: 'charities', label: 'Charities' },
  { key: 'requests', label: 'Requests' },
  { key: 'invites', label: 'Invites' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface PanelProps {
  mediaToken: string | undefined;
  actions: FriendActions;
  /** Asks whether to block a person of the lists (the page holds the question). */
  onBlock: (member: BlockableMember) => void;
}

/** A failed load is also told in a toast, as the error catalogue asks (one at a time, however often it fails). */
function useLoadFailureToast({ errorUpdatedAt, error }: { errorUpdatedAt: number; error: unknown }) {
  const toast = useToast();
  const online = useOnline();
  // A refusal that ended the session is told where the member lands, not as a failed list.
  const sessionEnded = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    // Offline, the banner and the lists' offline state say it already.
    if (errorUpdatedAt > 0 && online && !sessionEnded)
      toast.error(friendMessages.loadFailed, { duration: FRIENDS_TOAST_MS, id: 'friends-load-failed' });
  }, [errorUpdatedAt, toast, online, sessionEnded]);
}

interface QueryView {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Loading, failure and empty states shared by the four lists. */
function ListStates({
  query,
  loadingLabel,
  count,
  emptyText,
  children,
}: {
  query: QueryView;
  loadingLabel: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  const online = useOnline();
  if (!online && (query.isPending || query.isError)) return <OfflineState headingLevel={3} />;
  if (query.isPending) return <Spinner label={loadingLabel} centered />;
  if (query.isError) {
    return (
      <EmptyState
        variant="error"
        title={friendMessages.loadFailed}
        error={query.error}
        headingLevel={3}
        actions={
          <Button onClick={() => query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? friendWords.retrying : friendWords.tryAgain}
          </Button>
        }
      />
    );
  }
  if (count === 0) return <p className={styles.empty}>{emptyText}</p>;
  return children;
}

function PeopleList({
  label,
  people,
  render,
}: {
  label: string;
  people: PersonSummary[];
  render: (p: PersonSummary) => ReactNode;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <li key={person.ID}>{render(person)}</li>
      ))}
    </ul>
  );
}

function FriendsPanel({ mediaToken, actions, onBlock }: PanelProps) {
  const friends = useFriends({ reloadOnShow: true });
  const [toRemove, setToRemove] = useState<PersonSummary | null>(null);
  const list = friends.data?.Friends ?? [];

  const confirmRemove = async () => {
    if (!toRemove) return;
    await actions.act('remove', toRemove.ID);
    setToRemove(null);
  };

  return (
    <ListStates
      query={friends}
      loadingLabel="Loading friends"
      count={list.length}
      emptyText="No friends yet. Search by username or share your invite link."
    >
      <PeopleList
        label={friendWords.yourFriends}
        people={list}
        render={(person) => (
          <PersonCard person={person} mediaToken={mediaToken}>
            <Button variant="secondary" size="small" onClick={() => setToRemove(person)}>
              {friendWords.remove}
            </Button>
            <BlockButton person={person} onBlock={onBlock} />
          </PersonCard>
        )}
      />
      <RemoveFriendModal
        name={toRemove ? fullName(toRemove) : null}
        busy={toRemove ? actions.isPending(toRemove.ID) : false}
        onCancel={() => setToRemove(null)}
        onConfirm={() => void confirmRemove()}
      />
    </ListStates>
  );
}

function RequestsPanel({ mediaToken, actions, onBlock }: PanelProps) {
  const friends = useFriends({ reloadOnShow: true });
  const list = friends.data?.PendingApprovals ?? [];
  return (
    <ListStates
      query={friends}
      loadingLabel="Loading friend requests"
      count={list.length}
      emptyText="No friend requests right now. When someone asks to be your friend, it shows up here."
    >
      <PeopleList
        label={friendWords.friendRequests}
        people={list}
        render={(person) => {
          const busy = actions.isPending(person.ID);
          return (
            <PersonCard person={person} mediaToken={mediaToken} note="Wants to be your friend">
              <Button size="small" onClick={() => void actions.act('accept', person.ID)} disabled={busy}>
                {friendWords.accept}
              </Button>
              <Button
                variant="secondary"
                size="small"
                onClick={() => void actions.act('reject', person.ID)}
                disabled={busy}
              >
                {friendWords.decline}
              </Button>
              <BlockButton person={person} onBlock={onBlock} />
            </PersonCard>
          );
        }}
      />
    </ListStates>
  );
}

function InvitesPanel({ mediaToken, actions, onBlock }: PanelProps) {
  const friends = useFriends({ reloadOnShow: true });
  const list = friends.data?.PendingRequests ?? [];
  return (
    <ListStates
      query={friends}
      loadingLabel="Loading sent requests"
      count={list.length}
      emptyText="No requests waiting. Friend requests you send wait here until they're answered."
    >
      <PeopleList
        label={friendWords.sentRequests}
        people={list}
        render={(person) => (
          <PersonCard person={person} mediaToken={mediaToken} note="Waiting for an answer">
            <Button
              variant="secondary"
              size="small"
              onClick={() => void actions.act('recall', person.ID)}
              disabled={actions.isPending(person.ID)}
            >
              {friendWords.recall}
            </Button>
            <BlockButton person={person} onBlock={onBlock} />
          </PersonCard>
        )}
      />
    </ListStates>
  );
}

function CharitiesPanel({ mediaToken, actions }: PanelProps) {
  const charities = useCharities();
  useLoadFailureToast(charities);
  const list = charities.data?.Charities ?? [];
  return (
    <ListStates
      query={charities}
      loadingLabel="Loading charities"
      count={list.length}
      emptyText="No partner charities to follow just yet. Check back soon."
    >
      <ul className={styles.list} aria-label={friendWords.charities}>
        {list.map((charity) => (
          <li key={charity.ID}>
            <PersonCard person={charity} mediaToken={mediaToken} charity note={charity.Following ? 'Following' : null}>
              <Button
                variant={charity.Following ? 'secondary' : 'primary'}
                size="small"
                onClick={() => void actions.setFollowing(charity.ID, !charity.Following)}
                disabled={actions.isPending(charity.ID)}
              >
                {charity.Following ? followLabels.unfollow : followLabels.follow}
              </Button>
            </PersonCard>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}

const panels: Record<TabKey, (props: PanelProps) => ReactNode> = {
  friends: FriendsPanel,
  charities: CharitiesPanel,
  requests: RequestsPanel,
  invites: InvitesPanel,
};

/**
 * Friends, Charities, Requests (incoming) and Invites (outgoing), as WAI-ARIA tabs. Only the
 * chosen panel is mounted, and each panel fetches afresh when it mounts: choosing a tab reloads
 * its data.
 */
export function FriendTabs({ mediaToken, actions, onBlock }: PanelProps) {
  const [active, setActive] = useState<TabKey>('friends');
  const panelRef = useRef<HTMLDivElement>(null);
  const friends = useFriends();
  useLoadFailureToast(friends);

  const counts: Partial<Record<TabKey, number>> = friends.data
    ? {
        friends: friends.data.Friends.length,
        requests: friends.data.PendingApprovals.length,
        invites: friends.data.PendingRequests.length,
      }
    : {};

  // An action usually takes its card, and the focused button, away: focus then goes to the panel
  // rather than being lost to the page. Checked once the action is over and again when the list
  // has been redrawn, whichever comes last.
  const [actionsDone, setActionsDone] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redrawn list is a reason to look again
  useEffect(() => {
    if (actionsDone === 0) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) panelRef.current?.focus();
  }, [actionsDone, friends.dataUpdatedAt, active]);
  const keepFocus = async (run: Promise<void>) => {
    await run;
    setActionsDone((count) => count + 1);
  };
  const panelActions: FriendActions = {
    act: (action, userId) => keepFocus(actions.act(action, userId)),
    setFollowing: (charityId, follow) => keepFocus(actions.setFollowing(charityId, follow)),
    isPending: actions.isPending,
  };

  const tabs = TABS.map((tab) => {
    const count = counts[tab.key];
    return {
      key: tab.key,
      label: (
        <>
          {tab.label}
          {/* The space keeps the accessible name "Friends 2" rather than "Friends2". */}
          {count ? ' ' : null}
          {count ? (
            <span className={[styles.count, tab.key === 'requests' && styles.countAttention].filter(Boolean).join(' ')}>
              {count}
            </span>
          ) : null}
        </>
      ),
    };
  });
  const Panel = panels[active];

  return (
    <div className={styles.tabsBlock}>
      {/* The cards' names are h3s: without this heading the page went from its h1 straight to them (axe heading-order). */}
      <h2 className="visually-hidden">{friendWords.yourPeople}</h2>
      <Tabs
        label={friendWords.yourPeople}
        tabs={tabs}
        active={active}
        onChange={setActive}
        className={styles.tabs}
        tabClassName={styles.tab}
        focusablePanel
        panelRef={panelRef}
      >
        <Panel mediaToken={mediaToken} actions={panelActions} onBlock={onBlock} />
      </Tabs>
    </div>
  );
}
