import { areaMessages, FeedType, FRIENDS_PLUS_MIN_FRIENDS, feedMessages, type SearchRadius } from '@swapsies/contract';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { paths } from '@/lib/paths.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { useNearMe } from '../hooks/use-near-me.ts';
import { widerRadius } from '../lib/wider-radius.ts';
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
function SeenItAll({ type, focusOnShow = false }: { type: FeedType; focusOnShow?: boolean }) {
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

export interface NothingLeftProps {
  type: FeedType;
  charity: boolean;
  /** The member's search radius: "Look further" takes it one step out, until it is anywhere. */
  radius: SearchRadius;
  focusOnShow: boolean;
}

/**
 * The feed has nothing left for this filter. Everyone (a charity's only feed) can look further,
 * one radius out; a member can also list more to be found.
 */
export function NothingLeft({ type, charity, radius, focusOnShow }: NothingLeftProps) {
  const nearMe = useNearMe();
  const wider = widerRadius(radius);
  const lookFurther =
    wider === null ? null : (
      <Button onClick={() => void nearMe({ SearchRadius: wider })}>{areaMessages.lookFurther}</Button>
    );
  if (!charity && (type !== FeedType.Everyone || lookFurther === null)) {
    return <SeenItAll type={type} focusOnShow={focusOnShow} />;
  }
  return (
    <EmptyState
      variant="no-explore"
      focusOnShow={focusOnShow}
      title={charity ? feedMessages.charityNothingTitle : areaMessages.nothingNearTitle}
      message={charity ? feedMessages.charityNothingText : areaMessages.nothingNearText}
      actions={
        charity ? (
          lookFurther
        ) : (
          <>
            {lookFurther}
            <ButtonLink to={paths.addItem} variant="secondary">
              {feedMessages.addItems}
            </ButtonLink>
          </>
        )
      }
    />
  );
}

/** A member with no area, on a feed that needs one (Everyone): where to set it. */
export function NoArea() {
  return (
    <EmptyState variant="no-area" actions={<ButtonLink to={paths.profileArea}>{areaMessages.setArea}</ButtonLink>} />
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

/** The feed or the member's data failed to load: `error` is the failure, `message` the feed's words for it. */
export function FeedError({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  return (
    <EmptyState variant="error" title={feedMessages.errorTitle} message={message} error={error} onRetry={onRetry} />
  );
}
