/**
 * "Notifications on this device": Web Push for this browser, shown from the real subscription and
 * the Notification permission. Turning it on asks for permission (on the tap, never before) and
 * subscribes; turning it off unsubscribes, in the browser and on the server.
 */
import { profileMessages } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { browserNotificationPermission, requestBrowserPermission } from '@/data/browser-notification.ts';
import {
  currentPushSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/data/push-subscription.ts';

/** Why the switch cannot move: the browser has no Web Push, or it blocks this site's notifications. */
export type DeviceNotificationsBlock = 'unsupported' | 'denied' | null;

export interface DeviceNotificationsState {
  on: boolean;
  /** Still reading the subscription, or turning it on or off. */
  busy: boolean;
  blocked: DeviceNotificationsBlock;
  error: string | null;
  turn: (on: boolean) => void;
}

function initialBlock(): DeviceNotificationsBlock {
  if (!pushSupported()) return 'unsupported';
  return browserNotificationPermission() === 'denied' ? 'denied' : null;
}

export function useDeviceNotifications(): DeviceNotificationsState {
  const [blocked, setBlocked] = useState<DeviceNotificationsBlock>(initialBlock);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(blocked === null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (initialBlock() !== null) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => {
        if (live) setOn(subscription !== null && browserNotificationPermission() === 'granted');
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setBusy(false);
      });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const permission = await requestBrowserPermission();
    if (permission === 'denied') setBlocked('denied');
    if (permission !== 'granted') return;
    await subscribeThisDevice();
    setOn(true);
  };

  const turnOff = async () => {
    await unsubscribeThisDevice();
    setOn(false);
  };

  const turn = (wanted: boolean) => {
    setError(null);
    setBusy(true);
    (wanted ? turnOn() : turnOff())
      .catch(() => setError(profileMessages.deviceNotificationsFailed))
      .finally(() => setBusy(false));
  };

  return { on, busy, blocked, error, turn };
}
