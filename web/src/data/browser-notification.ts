/**
 * The browser's Notification API: its permission, asked for only when the member taps to allow it
 * (never on load), and a system notification that closes itself after BROWSER_NOTIFICATION_MS (6 s).
 * The bell and the settings' "Notifications on this device" both use it.
 */
import { BROWSER_NOTIFICATION_MS } from '@swapsies/contract';

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserNotificationPermission(): BrowserPermission {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

/** Asks the browser for permission; call it from the member's tap only. */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (browserNotificationPermission() === 'unsupported') return 'unsupported';
  return window.Notification.requestPermission();
}

export interface BrowserNotice {
  title: string;
  body: string;
  /** Notices with the same tag replace each other (one per match). */
  tag?: string;
  /** Where a tap goes when the notice had to be shown by the service worker (see below). */
  url: string;
}

/**
 * Chrome on Android refuses `new Notification()` (pages must show notifications through their
 * service worker), so the notice goes through the worker there: its notificationclick opens `url`.
 */
async function showThroughWorker({ title, body, tag, url }: BrowserNotice): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  await registration.showNotification(title, { body, tag, data: { url } });
  setTimeout(async () => {
    for (const shown of await registration.getNotifications(tag ? { tag } : undefined)) {
      if (shown.title === title && shown.body === body) shown.close();
    }
  }, BROWSER_NOTIFICATION_MS);
}

/**
 * Shows a system notification when the member allowed it. A tap brings this window forward and
 * calls `onOpen`; either way it closes after BROWSER_NOTIFICATION_MS.
 */
export function showBrowserNotification(notice: BrowserNotice, onOpen: () => void): void {
  if (browserNotificationPermission() !== 'granted') return;
  const { title, body, tag } = notice;
  let shown: Notification;
  try {
    shown = new window.Notification(title, tag ? { body, tag } : { body });
  } catch {
    showThroughWorker(notice).catch(() => undefined);
    return;
  }
  shown.onclick = () => {
    window.focus();
    shown.close();
    onOpen();
  };
  setTimeout(() => shown.close(), BROWSER_NOTIFICATION_MS);
}
