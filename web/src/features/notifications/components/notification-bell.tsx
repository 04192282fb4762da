import { BELL_BADGE_CAP, type UnreadCounters } from '@swapsies/contract';
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
import { useNotifications } from '@/features/notifications/hooks/use-notifications.ts';
import { openBrowserNotificationsWith } from '@/features/notifications/lib/browser-alert.ts';
import { routeForSubject } from '@/features/notifications/lib/notification-route.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import styles from './notification-bell.module.css';

/**
 * The unread dots of the navigation. Swap lights for match news and for unread chat messages: the
 * latter count from the read marks, so they light it whatever the member's chat notification level.
 */
export function unreadDots(unread: UnreadCounters): { swaps: boolean; friends: boolean } {
  return { swaps: unread.matches > 0 || unread.messages > 0, friends: unread.friends > 0 };
}

function badgeText(count: number): string {
  return count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}

/** The top bar's bell: unread badge, a shake for new arrivals, and the list. */
export function NotificationBell() {
  const { notifications, unread, newlyArrived, isLoading, markSeen, remove, clearAll, error } = useNotifications();
  const [open, setOpen] = useState(false);
  // What was unread when the bell was opened stays marked while the panel is open, although it is read now.
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<number>>(new Set());
  const [permission, setPermission] = useState<BrowserPermission>(browserNotificationPermission);
  const navigate = useNavigate();
  const panelId = useId();
  const headingId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const count = unread.notifications;
  const shaking = newlyArrived.length > 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapRef, buttonRef, close);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // A tapped browser notification opens its screen in this app, without a reload.
  useEffect(() => openBrowserNotificationsWith(navigate), [navigate]);

  const toggle = () => {
    if (open) {
      close();
      return;
    }
    setUnreadWhenOpened(new Set(notifications.filter((n) => !n.Read).map((n) => n.ID)));
    setOpen(true);
    // Its own count only: the Swap and Friends dots clear on their pages.
    if (count > 0 || shaking) markSeen(['notifications']);
  };

  const follow = (subject: string) => {
    close();
    navigate(routeForSubject(subject));
  };

  // The pressed button is about to disappear; the panel keeps focus so Escape and Tab still work.
  const removeOne = (notificationId: number) => {
    panelRef.current?.focus();
    remove(notificationId);
  };
  const removeAll = () => {
    panelRef.current?.focus();
    clearAll();
  };

  // Asked on the member's tap only, never on load.
  const askPermission = async () => setPermission(await requestBrowserPermission());

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.bell} ${shaking ? styles.shaking : ''}`}
        aria-label={`Notifications, ${count} unread`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="bell" size={24} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>

      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            Notifications
          </h2>
          {notifications.length > 0 ? (
            <button type="button" className={styles.textButton} onClick={removeAll}>
              Clear all
            </button>
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Close notifications"
            onClick={() => {
              close();
              buttonRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        </div>

        {error ? (
          <div className={styles.alert}>
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}

        {isLoading ? (
          <Spinner label="Loading notifications" centered />
        ) : notifications.length === 0 ? (
          <p className={styles.empty}>No notifications yet</p>
        ) : (
          <ul className={styles.list}>
            {notifications.map((notification) => {
              const isUnread = !notification.Read || unreadWhenOpened.has(notification.ID);
              // The subject names the button and the rest describes it, so screen readers read them apart.
              const id = (part: string) => `${panelId}-${notification.ID}-${part}`;
              return (
                <li key={notification.ID} className={`${styles.item} ${isUnread ? styles.unread : ''}`}>
                  <button
                    type="button"
                    className={styles.open}
                    aria-labelledby={isUnread ? `${id('unread')} ${id('subject')}` : id('subject')}
                    aria-describedby={notification.Text ? `${id('text')} ${id('time')}` : id('time')}
                    onClick={() => follow(notification.Subject)}
                  >
                    {isUnread ? (
                      <span id={id('unread')} className="visually-hidden">
                        Unread:
                      </span>
                    ) : null}
                    <span id={id('subject')} className={styles.subject}>
                      {notification.Subject}
                    </span>
                    {notification.Text ? (
                      <span id={id('text')} className={styles.text}>
                        {notification.Text}
                      </span>
                    ) : null}
                    <time id={id('time')} className={styles.time} dateTime={notification.CreatedAt}>
                      {relativeTime(notification.CreatedAt)}
                    </time>
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label="Delete notification"
                    onClick={() => removeOne(notification.ID)}
                  >
                    <Icon name="close" size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {permission === 'default' ? (
          <div className={styles.footer}>
            <button type="button" className={styles.textButton} onClick={askPermission}>
              Turn on browser notifications
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
