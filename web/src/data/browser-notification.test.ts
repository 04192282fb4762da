import { BROWSER_NOTIFICATION_MS } from '@swapsies/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showBrowserNotification } from './browser-notification.ts';

const notice = { title: 'New match', body: 'New match with Ana!', url: '/swaps' };

/** A page where `new Notification()` is refused, as Chrome on Android refuses it, with a worker registration. */
function refusedConstructorWithWorker() {
  const shown: { title: string; body: string; close: ReturnType<typeof vi.fn> }[] = [];
  class RefusedNotification {
    static permission: NotificationPermission = 'granted';
    constructor() {
      throw new TypeError('Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.');
    }
  }
  const registration = {
    showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
      shown.push({ title, body: options.body ?? '', close: vi.fn() });
    }),
    getNotifications: vi.fn(async () => shown),
  };
  vi.stubGlobal('Notification', RefusedNotification);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration } });
  return { registration, shown };
}

describe('showBrowserNotification', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes through the service worker where the page may not construct one, and closes it after 6 s', async () => {
    vi.useFakeTimers();
    const { registration, shown } = refusedConstructorWithWorker();
    const onOpen = vi.fn();

    showBrowserNotification(notice, onOpen);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(registration.showNotification).toHaveBeenCalledWith('New match', {
      body: 'New match with Ana!',
      tag: undefined,
      data: { url: '/swaps' },
    });

    await vi.advanceTimersByTimeAsync(BROWSER_NOTIFICATION_MS);
    expect(shown[0]?.close).toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
