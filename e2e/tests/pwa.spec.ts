/**
 * The installable, offline app: the service worker registers and takes control, and with the
 * network cut the app shell still opens, showing the page or the app's offline state rather than the
 * browser's error page (the last-seen answers offline: offline.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { registerByApi, signInByApi, skipSplash, watchSecurityPolicy, workerReady } from './support.ts';

// This journey is the service worker's: the journeys' config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(({ page }) => skipSplash(page));

/** Waits until the service worker is active, its precache filled; answers its script. */
test('the service worker registers and controls the app after a reload, under the security policy', async ({
  page,
}) => {
  const policy = await watchSecurityPolicy(page);

  await page.goto('/welcome');
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  policy.expectNone();
});

test('a visitor opens the landing page with the network cut', async ({ page, context }) => {
  await page.goto('/');
  await workerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ })).toBeVisible();
  await expectAccessible(page, 'the landing page, offline');
  // Another page of the app, never visited, opens from the cache too.
  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/i })).toBeVisible();
  await expectAccessible(page, 'the Privacy Policy, offline');
  await context.setOffline(false);
});

test('a signed-in member opens /seek with the network cut and sees its offline state', async ({
  page,
  context,
  request,
}) => {
  const me = await registerByApi(request);
  await signInByApi(page, request, me.username);
  await page.goto('/seek');
  await workerReady(page);
  // The member as last seen is kept on the device (lib/offline-cache.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offlineCache') ?? ''))
    .toContain('"queryKey":["dashboard"]');
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/seek$/);
  // The page and its navigation, the offline banner, and what the last-seen member leads to: with no
  // items of their own, 'Give to get!'.
  await expect(page.getByRole('heading', { name: 'Swipe and Seek' })).toBeVisible();
  await expect(page.getByText(/^You're offline\. You can look at what you last saw/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Give to get!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Swap' }).first()).toBeVisible();
  await expectAccessible(page, 'Seek, offline');
  // Another screen, opened by address: the same cached page; its lists were never saved, so the one offline state.
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: "You're offline" }).first()).toBeVisible();
  await expectAccessible(page, 'Friends, offline');
  await context.setOffline(false);
});

test('a Web Push shows the notification of its kind, routed by subject, and the next push of a match replaces it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/welcome');
  await workerReady(page);
  const cdp = await context.newCDPSession(page);
  // The worker registers once the page has loaded and the browser is idle: a push is delivered
  // only to a registration whose worker has activated, or it could go unheard.
  const activated = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const version = versions.find((v) => v.status === 'activated' && v.scriptURL.endsWith('/sw.js'));
      if (version) resolve(version.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await activated;
  const push = (message: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(message),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );

  // A push handed over through DevTools went unheard once in CI, with no trace of why; a push
  // service would try again, so the journey does too. Each push has its match's tag, so a second
  // delivery replaces the first rather than adding one: exactly one notification is expected.
  const pushUntilShown = (message: object, expected: object[]) =>
    expect
      .poll(
        async () => {
          const notifications = await shown();
          if (JSON.stringify(notifications) !== JSON.stringify(expected)) await push(message);
          return notifications;
        },
        { intervals: [500, 1000, 2000, 3000], timeout: 20_000 },
      )
      .toEqual(expected);

  const base = { Kind: 'MatchCreated', Tag: 'match-7', CreatedAt: new Date().toISOString() };
  await pushUntilShown({ ...base, ID: 1, Subject: 'You have a new match!', Text: 'Jane has a lamp you want.' }, [
    { title: 'New match', body: 'You have a new match!\nJane has a lamp you want.', tag: 'match-7', url: '/swaps' },
  ]);
  // The same match's next push replaces the last one.
  await pushUntilShown(
    { ...base, ID: 2, Kind: 'CommitmentOffered', Subject: 'New commitment request', Text: 'From Jane.' },
    [{ title: 'Commitment request', body: 'New commitment request\nFrom Jane.', tag: 'match-7', url: '/swaps' }],
  );
});
