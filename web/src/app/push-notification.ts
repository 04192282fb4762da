/**
 * What the service worker shows for a Web Push (product-decisions §12): the push carries the
 * contract's PushMessage; the notification's tap goes where the bell's would, decided by subject.
 */
import type { PushMessage } from '@swapsies/contract';
import { browserNoticeOf } from '@/features/notifications/lib/browser-alert.ts';
import { routeForSubject } from '@/features/notifications/lib/notification-route.ts';
import { isRecord } from '@/lib/is-record.ts';

/** NotificationOptions as the service worker's showNotification takes them (TypeScript's DOM types lack `renotify` and `timestamp`). */
export interface PushNotificationOptions extends NotificationOptions {
  renotify: boolean;
  timestamp?: number;
  data: { url: string };
}

export const PUSH_ICON = '/icon-192.png';

/** Reads a push's JSON; null when it is not a PushMessage (nothing is shown then). */
export function parsePushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const message: unknown = JSON.parse(text);
    if (!isRecord(message)) return null;
    if (typeof message.Subject !== 'string' || typeof message.Text !== 'string') return null;
    return {
      ID: typeof message.ID === 'number' ? message.ID : 0,
      Kind: typeof message.Kind === 'string' ? message.Kind : '',
      Subject: message.Subject,
      Text: message.Text,
      Tag: typeof message.Tag === 'string' && message.Tag ? message.Tag : `notification-${message.ID ?? 0}`,
      CreatedAt: typeof message.CreatedAt === 'string' ? message.CreatedAt : '',
    };
  } catch {
    return null;
  }
}

/**
 * The title and options of the system notification for a push: the same words as in the open app
 * (a title by kind over the subject and text); a match's pushes share a tag, so each replaces the
 * last and alerts again.
 */
export function pushNotification(message: PushMessage): { title: string; options: PushNotificationOptions } {
  const { title, body } = browserNoticeOf({ ...message, Read: false });
  const timestamp = Date.parse(message.CreatedAt);
  return {
    title,
    options: {
      body,
      tag: message.Tag,
      renotify: true,
      icon: PUSH_ICON,
      lang: 'en-GB',
      ...(Number.isNaN(timestamp) ? {} : { timestamp }),
      // News with no screen of its own (a reporter's outcome) opens the app at its start.
      data: { url: routeForSubject(message.Subject) ?? '/' },
    },
  };
}

/** Where a tapped notification opens: its own route, on this origin only. */
export function tapUrl(data: unknown, origin: string): string {
  const url = isRecord(data) ? data.url : undefined;
  const target = new URL(typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/', origin);
  return target.href;
}
