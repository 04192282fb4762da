/**
 * A member with the app open on /seek and browser notifications allowed is told of a new match by
 * a browser notification: titled by its kind (001 §4.7), the subject and text as its body. Headless
 * Chromium shows no system notifications, so window.Notification is a stand-in that records them.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { apiAs, CRIME_NOVELS, GUITARS, listItem, registerByApi, signInByApi, skipSplash } from './support.ts';

/** The contract's LIVE_FALLBACK_POLL_MS and browserNotificationTitles.MatchCreated (e2e does not depend on the contract). */
const NOTIFICATION_POLL_MS = 30_000;
const NEW_MATCH_TITLE = 'New match';

interface Shown {
  title: string;
  body: string;
}

test('a new match arriving while the app is open shows a browser notification', async ({ browser, request }) => {
  const tom = await registerByApi(request, { firstName: 'Tom', categories: [CRIME_NOVELS] });
  const ana = await registerByApi(request, { firstName: 'Ana', categories: [GUITARS] });
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await skipSplash(page);
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class RecordedNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
  const tomApi = apiAs(request, await signInByApi(page, request, tom.username));
  const anaApi = apiAs(request, await signInByApi(await context.newPage(), request, ana.username));

  await tomApi.post(`/friends/${(await anaApi.get('/user')).User.ID}/request`);
  await anaApi.post(`/friends/${(await tomApi.get('/user')).User.ID}/accept`);
  await listItem(request, tomApi.token, 'Acoustic guitar', GUITARS);
  await listItem(request, anaApi.token, 'Crime novel', CRIME_NOVELS);
  const novel = (await tomApi.get('/explore-item?type=2')).Item;
  await tomApi.post(`/items/${novel.ID}/like`);

  // The app's clock runs as usual until told to jump; the first load spots nothing new.
  await page.clock.install();
  const firstPoll = page.waitForResponse((response) => response.url().includes('/api/v1/notifications'));
  await page.goto('/seek');
  await firstPoll;
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expectAccessible(page, 'Seek with notifications allowed');

  // The live stream's notification event brings the news at once; were the stream down, the
  // fallback poll would, so the clock goes past it too.
  const nextFetch = page.waitForResponse((response) => response.url().includes('/api/v1/notifications'));
  const guitar = (await anaApi.get('/explore-item?type=2')).Item;
  await anaApi.post(`/items/${guitar.ID}/like`);
  await page.clock.fastForward(NOTIFICATION_POLL_MS);
  await nextFetch;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown))
    .toEqual([{ title: NEW_MATCH_TITLE, body: 'New match with Ana Baker!\nSay hello and arrange the swap.' }]);
  await context.close();
});
