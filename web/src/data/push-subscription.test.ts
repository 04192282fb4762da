import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserNotifications, stubPushManager } from '@/testing/browser-notifications.ts';
import { applicationServerKey, dropPushOnThisDevice, pushSupported } from './push-subscription.ts';

afterEach(() => vi.unstubAllGlobals());

describe('push on this device', () => {
  it('decodes the base64url VAPID key to its bytes', () => {
    expect([...applicationServerKey('AP8A_-4')]).toEqual([0, 255, 0, 255, 238]);
  });

  it('is unsupported without a service worker and PushManager', () => {
    stubBrowserNotifications('default');
    expect(pushSupported()).toBe(false);
    stubPushManager();
    expect(pushSupported()).toBe(true);
  });

  it('drops the browser’s subscription when the session ends, without waiting', async () => {
    stubBrowserNotifications('granted');
    const push = stubPushManager({ subscribed: true });
    dropPushOnThisDevice();
    await vi.waitFor(() => expect(push.unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('does nothing where there is no push', () => {
    expect(() => dropPushOnThisDevice()).not.toThrow();
  });
});
