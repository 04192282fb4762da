/**
 * The browser notification of a notification (001 §4.7): a title by its kind, its subject and text
 * as the body, and a tap that opens the screen its subject routes to, through the router.
 */
import { browserNotificationTitle, type Notification } from '@swapsies/contract';
import { showBrowserNotification } from '@/data/browser-notification.ts';
import { routeForSubject } from './notification-route.ts';

type Open = (path: string) => void;

/** Until the signed-in frame hands over the router's navigate, a tap loads the page. */
const loadPage: Open = (path) => window.location.assign(path);
let openInApp: Open = loadPage;

/** The bell hands over the router's navigate while it is mounted; answers the undo. */
export function openBrowserNotificationsWith(open: Open): () => void {
  openInApp = open;
  return () => {
    if (openInApp === open) openInApp = loadPage;
  };
}

export function browserNoticeOf(notification: Notification): { title: string; body: string } {
  const { Subject, Text } = notification;
  return { title: browserNotificationTitle(notification.Kind), body: Text ? `${Subject}\n${Text}` : Subject };
}

/**
 * Raises the browser notification of a newly arrived notification, when the member allowed them. A
 * notice with no screen of its own only brings the app forward (through the worker, its start page).
 */
export function raiseBrowserNotification(notification: Notification): void {
  const route = routeForSubject(notification.Subject);
  showBrowserNotification({ ...browserNoticeOf(notification), url: route ?? '/' }, () => {
    if (route) openInApp(route);
  });
}
