import { BROWSER_NOTIFICATION_MS } from '@swapsies/contract';

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserNotificationPermission(): BrowserPermission {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

/** Shows a system notification when the member allowed it; it closes itself after BROWSER_NOTIFICATION_MS (6 s). */
export function showBrowserNotification(title: string, body: string): void {
  if (browserNotificationPermission() !== 'granted') return;
  const shown = new window.Notification(title, { body });
  setTimeout(() => shown.close(), BROWSER_NOTIFICATION_MS);
}

export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (browserNotificationPermission() === 'unsupported') return 'unsupported';
  return window.Notification.requestPermission();
}
