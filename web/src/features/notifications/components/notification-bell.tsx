import { BELL_BADGE_CAP, type Notification, notificationBellWords, type UnreadCounters } from '@swapsies/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  type BrowserPermission,
  browserNotificationPermission,
  requestBrowserPermission,
} from '@/data/browser-notification.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { openBrowserNotificationsWith } from '../lib/browser-alert.ts';
import { routeForSubject } from '../lib/notification-route.ts';
import styles from './notification-bell.module.css';

/**
 * The unread dots of the navigation. Swap lights for match news, for unread chat messages and for
 * matches waiting for the member's answer: the last two count from the read marks and the matches'
 * state, so they light it whatever the member's notification switches say.
 */
export function unreadDots(unread: UnreadCounters): { swaps: boolean; friends: boolean } {
  return { swaps: unread.matches > 0 || unread.messages > 0 || unread.waiting > 0, friends: unread.friends > 0 };
}

function badgeText(count: number): string {
  return count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}

/** What a notification says: unread or not, its subject, its text and when. */
function NotificationContent({ notification, unread }: { notification: Notification; unread: boolean }) {
  return (
    <>
      {unread ? (
        <>
          <span className="visually-hidden">{notificationBellWords.unread}</span>{' '}
        </>
      ) : null}
      <span className={styles.subject}>{notification.Subject}</span>{' '}
      {notification.Text ? (
        <>
          <span className={styles.text}>{notification.Text}</span>{' '}
        </>
      ) : null}
      <time className={styles.time} dateTime={notification.CreatedAt}>
        {relativeTime(notification.CreatedAt)}
      </time>
    </>
  );
}

/**
 * One notification: a button that follows it to its screen (or, for news with no screen, its words
 * alone), and one that deletes it.
 */
function NotificationEntry({
  notification,
  unread,
  onFollow,
  onRemove,
}: {
  notification: Notification;
  unread: boolean;
  onFollow: (route: string) => void;
  onRemove: (notificationId: number) => void;
}) {
  const route = routeForSubject(notification.Subject);
  // The row's visible text is its name (axe's label-content-name-mismatch: a name that leaves out
  // what is shown fails speech control). The spaces keep the parts apart wherever the name is read.
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`}>
      {route === null ? (
        <p className={`${styles.open} ${styles.news}`}>
          <NotificationContent notification={notification} unread={unread} />
        </p>
      ) : (
        <button type="button" className={styles.open} onClick={() => onFollow(route)}>
          <NotificationContent notification={notification} unread={unread} />
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={notificationBellWords.delete}
        onClick={() => onRemove(notification.ID)}
      >
        <Icon name="close" size={18} />
      </button>
    </li>
  );
}

/** The panel's heading, Clear all (when there is something to clear) and Close. */
function PanelHeader({
  headingId,
  clearable,
  onClearAll,
  onClose,
}: {
  headingId: string;
  clearable: boolean;
  onClearAll: () => void;
  onClose: () => void;
}) {
  return (
    <div className={styles.header}>
      <h2 id={headingId} className={styles.heading}>
        {notificationBellWords.title}
      </h2>
      {clearable ? (
        <button type="button" className={styles.textButton} onClick={onClearAll}>
          {notificationBellWords.clearAll}
        </button>
      ) : null}
      <button type="button" className={styles.iconButton} aria-label={notificationBellWords.close} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/** Turn on browser notifications, while the browser has not been asked: asked on the member's tap only, never on load. */
function BrowserPermissionOffer() {
  const [permission, setPermission] = useState<BrowserPermission>(browserNotificationPermission);
  if (permission !== 'default') return null;
  const askPermission = async () => setPermission(await requestBrowserPermission());
  return (
    <div className={styles.footer}>
      <button type="button" className={styles.textButton} onClick={askPermission}>
        {notificationBellWords.turnOnBrowser}
      </button>
    </div>
  );
}

/**
 * The bell's panel: open or shut, its focus, and what was unread when it opened, which stays
 * marked while the panel is open although it is read now.
 */
function useBellPanel(feed: ReturnType<typeof useNotifications>) {
  const { notifications, unread, newlyArrived, markSeen } = feed;
  const [open, setOpen] = useState(false);
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<number>>(new Set());
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shaking = newlyArrived.length > 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapRef, buttonRef, close);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    setUnreadWhenOpened(new Set(notifications.filter((n) => !n.Read).map((n) => n.ID)));
    setOpen(true);
    // Its own count only: the Swap and Friends dots clear on their pages.
    if (unread.notifications > 0 || shaking) markSeen(['notifications']);
  };

  // A pressed button is about to disappear; the panel keeps focus so Escape and Tab still work.
  const keepFocus = () => panelRef.current?.focus();

  return { open, close, toggle, unreadWhenOpened, shaking, keepFocus, wrapRef, buttonRef, panelRef };
}

/** The notifications, newest first, or that there are none yet. */
function NotificationList({
  feed,
  unreadWhenOpened,
  onFollow,
  onRemove,
}: {
  feed: ReturnType<typeof useNotifications>;
  unreadWhenOpened: ReadonlySet<number>;
  onFollow: (route: string) => void;
  onRemove: (notificationId: number) => void;
}) {
  if (feed.isLoading) return <Spinner label={notificationBellWords.loading} centered />;
  if (feed.notifications.length === 0) return <p className={styles.empty}>{notificationBellWords.empty}</p>;
  return (
    <ul className={styles.list}>
      {feed.notifications.map((notification) => (
        <NotificationEntry
          key={notification.ID}
          notification={notification}
          unread={!notification.Read || unreadWhenOpened.has(notification.ID)}
          onFollow={onFollow}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}

/** The top bar's bell: unread badge, a shake for new arrivals, and the list. */
export function NotificationBell() {
  const feed = useNotifications();
  const { notifications, remove, clearAll, error } = feed;
  const panel = useBellPanel(feed);
  const navigate = useNavigate();
  const panelId = useId();
  const headingId = useId();
  const count = feed.unread.notifications;

  // A tapped browser notification opens its screen in this app, without a reload.
  useEffect(() => openBrowserNotificationsWith(navigate), [navigate]);

  const follow = (route: string) => {
    panel.close();
    navigate(route);
  };

  return (
    <div className={styles.wrap} ref={panel.wrapRef}>
      <button
        ref={panel.buttonRef}
        type="button"
        className={`${styles.bell} ${panel.shaking ? styles.shaking : ''}`}
        aria-label={notificationBellWords.bellLabel(count)}
        aria-expanded={panel.open}
        aria-controls={panelId}
        onClick={panel.toggle}
      >
        <Icon name="bell" size={24} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>

      <div
        ref={panel.panelRef}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!panel.open}
      >
        <PanelHeader
          headingId={headingId}
          clearable={notifications.length > 0}
          onClearAll={() => {
            panel.keepFocus();
            clearAll();
          }}
          onClose={() => {
            panel.close();
            panel.buttonRef.current?.focus();
          }}
        />

        {error ? (
          <div className={styles.alert}>
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}

        <NotificationList
          feed={feed}
          unreadWhenOpened={panel.unreadWhenOpened}
          onFollow={follow}
          onRemove={(notificationId) => {
            panel.keepFocus();
            remove(notificationId);
          }}
        />

        <BrowserPermissionOffer />
      </div>
    </div>
  );
}
