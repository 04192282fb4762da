import { FeedType, FRIENDS_PLUS_MIN_FRIENDS, feedMessages } from '@swapsies/contract';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { paths } from '@/lib/paths.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import styles from './feed-page.module.css';

/** The feed's empty states. */

/** A personal member with no items of their own: nothing to offer, so nothing to seek. */
export function GiveToGet() {
  return <EmptyState variant="no-items" title={feedMessages.giveToGetTitle} />;
}

function InviteFriendsLink() {
  return (
    <ButtonLink to={paths.friends} variant="secondary">
      {feedMessages.inviteFriends}
    </ButtonLink>
  );
}

/** Nothing left for this filter. The friends' filters can also be widened by friends or categories. */
export function SeenItAll({ type, focusOnShow = false }: { type: FeedType; focusOnShow?: boolean }) {
  const navigate = useNavigate();
  const friendsFilter = type === FeedType.Friends || type === FeedType.FriendsPlus;

  // The settings page opens its category selector when it finds this flag (001 §2.2 also reads
  // /my-items; we pick /profile, where the selector lives).
  const openMoreCategories = () => {
    localStorage.setItem(localKeys.openCategorySelector, 'true');
    navigate(paths.profile);
  };

  return (
    <EmptyState
      variant="no-explore"
      title={feedMessages.seenItAll}
      focusOnShow={focusOnShow}
      actions={
        <>
          <ButtonLink to={paths.addItem}>{feedMessages.addItems}</ButtonLink>
          {friendsFilter ? (
            <>
              <InviteFriendsLink />
              <Button variant="ghost" onClick={openMoreCategories}>
                {feedMessages.openMoreCategories}
              </Button>
            </>
          ) : null}
        </>
      }
    />
  );
}

export function CharityNothingLeft({ focusOnShow = false }: { focusOnShow?: boolean }) {
  return (
    <EmptyState
      variant="no-explore"
      focusOnShow={focusOnShow}
      title={feedMessages.charityNothingTitle}
      message={feedMessages.charityNothingText}
    />
  );
}

/** Friends+ needs 5 friends: how far the member has come, and a way to get there. */
export function FriendsOfFriendsProgress({ friendsCount }: { friendsCount: number }) {
  const added = Math.min(friendsCount, FRIENDS_PLUS_MIN_FRIENDS);
  return (
    <EmptyState
      title={feedMessages.friendsOfFriendsMode}
      message={
        <div className={styles.progress}>
          <p>{feedMessages.friendsOfFriendsText(FRIENDS_PLUS_MIN_FRIENDS)}</p>
          <ProgressBar
            value={added / FRIENDS_PLUS_MIN_FRIENDS}
            label={feedMessages.friendsAdded(added, FRIENDS_PLUS_MIN_FRIENDS)}
          />
        </div>
      }
      actions={<InviteFriendsLink />}
    />
  );
}

export function FeedError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <EmptyState variant="error" title={feedMessages.errorTitle} message={message} onRetry={onRetry} />;
}
