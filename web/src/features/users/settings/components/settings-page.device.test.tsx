import { profileMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationServerKey } from '@/data/push-subscription.ts';
import { ok, refusal } from '@/testing/api.tsx';
import {
  PUSH_ENDPOINT,
  PUSH_KEYS,
  stubBrowserNotifications,
  stubPushManager,
} from '@/testing/browser-notifications.ts';
import { renderSettingsPage } from '@/testing/settings.tsx';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const pushHandlers = {
  getPushKey: { body: { Success: true, ErrorCode: '', PublicKey: PUBLIC_KEY } },
  subscribePush: ok,
  unsubscribePush: ok,
};

const deviceSwitch = () => screen.findByRole('switch', { name: profileMessages.deviceNotifications });

describe('notifications on this device', () => {
  it('shows on when permission is granted and this device is subscribed; off unsubscribes here and on the server', async () => {
    stubBrowserNotifications('granted');
    const push = stubPushManager({ subscribed: true });
    const { user, api } = renderSettingsPage(pushHandlers);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.callsTo('unsubscribePush').map((call) => call.body)).toEqual([{ Endpoint: PUSH_ENDPOINT }]);
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it('asks for permission only on the tap, then subscribes with the server key and hands the subscription over', async () => {
    const browser = stubBrowserNotifications('default');
    const push = stubPushManager();
    const { user, api } = renderSettingsPage(pushHandlers);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });
    expect(api.callsTo('subscribePush').map((call) => call.body)).toEqual([
      { Endpoint: PUSH_ENDPOINT, Keys: PUSH_KEYS },
    ]);
  });

  it('stays off and explains the block when the member refuses the browser’s question', async () => {
    stubBrowserNotifications('default', 'denied');
    const push = stubPushManager();
    const { user, api } = renderSettingsPage(pushHandlers);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(profileMessages.deviceNotificationsBlocked);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('subscribePush')).toHaveLength(0);
  });

  it('is disabled, with how to allow notifications, when the browser blocks them for this site', async () => {
    stubBrowserNotifications('denied');
    stubPushManager();
    renderSettingsPage(pushHandlers);
    const toggle = await deviceSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(profileMessages.deviceNotificationsBlocked);
  });

  it('says so where the browser has no Web Push (iPhone Safari before the home screen)', async () => {
    stubBrowserNotifications('default');
    renderSettingsPage(pushHandlers);
    const toggle = await deviceSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(profileMessages.deviceNotificationsUnsupported);
  });

  it('says it failed, and stays off, when the server refuses the subscription', async () => {
    stubBrowserNotifications('granted');
    stubPushManager();
    const { user } = renderSettingsPage({ ...pushHandlers, subscribePush: refusal(500, 'INTERNAL') });
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    const card = screen.getByRole('region', { name: profileMessages.deviceNotifications });
    expect(await within(card).findByRole('alert')).toHaveTextContent(profileMessages.deviceNotificationsFailed);
    expect(toggle).not.toBeChecked();
  });
});
