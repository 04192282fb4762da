/**
 * Web Push on this device (product-decisions §12): the browser's subscription through the service
 * worker's PushManager, and the server's copy of it (POST and DELETE /push/subscriptions). Settings'
 * "Notifications on this device" turns it on and off; ending the session drops it.
 */
import { routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** Whether this browser can receive Web Push at all (iPhone Safari only from the home-screen app). */
export function pushSupported(): boolean {
  return (
    typeof window.Notification === 'function' &&
    typeof navigator.serviceWorker === 'object' &&
    navigator.serviceWorker !== null &&
    typeof window.PushManager === 'function'
  );
}

/** How long turning push on waits for the service worker (none registers under `npm run dev`). */
const WORKER_READY_MS = 10_000;

async function pushManager(): Promise<PushManager> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_MS));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  if (!registration) throw new Error('No service worker is running');
  return registration.pushManager;
}

/** This device's subscription, or null when it has none (or cannot have one, or no worker is registered yet). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID public key as the push manager takes it: base64url to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Subscribes this device with the server's key and hands the subscription to the server. Permission must be granted. */
export async function subscribeThisDevice(): Promise<PushSubscription> {
  const { PublicKey } = await callApi(routes.getPushKey);
  const manager = await pushManager();
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PublicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await callApi(routes.subscribePush, {
    body: { Endpoint: endpoint ?? subscription.endpoint, Keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  return subscription;
}

/** Ends this device's subscription in the browser and on the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const Endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await callApi(routes.unsubscribePush, { body: { Endpoint } });
}

/**
 * At the end of a session: the browser's subscription ends at once, so the next member on this
 * device gets none of this member's pushes. Best effort and not waited for; the server's copy is
 * dropped when the push service answers 410 for the dead endpoint (the token is gone by then).
 */
export function dropPushOnThisDevice(): void {
  void currentPushSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
