/**
 * The browser's PWA install offer (beforeinstallprompt). It fires once, early, often before any
 * component mounts, so the listener is registered when this module is first imported.
 */
import { useSyncExternalStore } from 'react';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the offer for our own button instead of the browser's mini bar
    deferred = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type InstallState = 'available' | 'installed' | 'unavailable';

function snapshot(): InstallState {
  if (installed) return 'installed';
  if (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
    return 'installed';
  return deferred ? 'available' : 'unavailable';
}

/**
 * iPhone and iPad browsers never offer an install (no beforeinstallprompt): there the app is added
 * by hand, from Safari's Share menu. iPadOS reports itself as a Mac with a touch screen.
 */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

/** Shows the browser's install dialog; answers whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null; // an event can be prompted only once
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

export function useInstallPrompt(): { state: InstallState; install: () => Promise<boolean> } {
  const state = useSyncExternalStore(subscribe, snapshot, () => 'unavailable' as const);
  return { state, install: promptInstall };
}
