/**
 * Stand-ins for the browser's notification machinery, which jsdom lacks: window.Notification with a
 * chosen permission (recording what is shown), and a service worker whose PushManager keeps one
 * subscription. Only tests import this file; vi.unstubAllGlobals() takes them away.
 */
import { vi } from 'vitest';

export interface FakeBrowserNotification {
  title: string;
  options?: NotificationOptions;
  close: ReturnType<typeof vi.fn>;
  onclick: (() => void) | null;
}

/** Stands in for window.Notification with the given permission; a request answers `answer`. */
export function stubBrowserNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  const shown: FakeBrowserNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    close = vi.fn();
    onclick: (() => void) | null = null;
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
}

export const PUSH_ENDPOINT = 'https://push.example.test/send/device-1';
export const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/**
 * A service worker registration whose push manager holds `subscribed` at first; subscribe() makes
 * one for PUSH_ENDPOINT and unsubscribe() drops it. Also stubs window.PushManager.
 */
export function stubPushManager({ subscribed = false } = {}) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = () =>
    ({
      endpoint: PUSH_ENDPOINT,
      unsubscribe,
      toJSON: () => ({ endpoint: PUSH_ENDPOINT, keys: PUSH_KEYS }),
    }) as unknown as PushSubscription;
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = makeSubscription();
      return current;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), {
      serviceWorker: {
        ready: Promise.resolve({ pushManager }),
        getRegistration: async () => ({ pushManager }),
      },
    }),
  );
  return { pushManager, unsubscribe };
}
