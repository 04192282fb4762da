/**
 * Offline, on a phone: a matched member opens the matches and their match, the connection goes, and
 * after a reload the app says "You're offline" once, across the app, and shows the last-seen match
 * and list with their actions switched off; a screen never opened shows the one offline state. The
 * connection returns: the banner goes, and the list is asked for again (a message sent meanwhile
 * shows on the card). With E2E_SHOTS set, the offline screens are saved there at 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { matchedMembers, workerReady } from './support.ts';

// This journey is the service worker's: the journeys' config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const BANNER = "You're offline. You can look at what you last saw, and act again once you're back online.";

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  await page.screenshot({ path: folder ? `${folder}/offline-${name}.png` : test.info().outputPath(`${name}.png`) });
}

/** Waits until the answer of this query is kept on the device. */
async function kept(page: Page, queryKey: unknown[]): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offlineCache') ?? ''), { timeout: 20_000 })
    .toContain(`"queryKey":${JSON.stringify(queryKey)}`);
}

test('offline, the last-seen matches show with the banner and the actions off; back online, they refresh', async ({
  browser,
  request,
}) => {
  const { tomPage: page, anaApi, matchId } = await matchedMembers(browser, request);
  const context = page.context();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/matches');
  await page.getByRole('link', { name: /^View .*Ana/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ana/ })).toBeVisible();
  await workerReady(page);
  await kept(page, ['matches']);
  await kept(page, ['matches', matchId]);

  await context.setOffline(true);
  await page.reload();
  // The match, as last seen, with the banner; what needs the server is off, and says why.
  await expect(page.getByRole('heading', { level: 1, name: /Ana/ })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  const next = page.getByRole('button', { name: 'Request commitment' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription("You're offline");
  await page.getByRole('button', { name: 'More actions' }).click();
  for (const name of ['Confirm swap', 'Unmatch']) {
    const entry = page.getByRole('menuitem', { name });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await expect(entry).toHaveAccessibleDescription("You're offline");
  }
  await shot(page, 'match');
  await page.keyboard.press('Escape');

  // The list, as last seen, by the bottom bar.
  await page.getByRole('link', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('article', { name: /Ana/ })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  await shot(page, 'matches');

  // A screen never opened here: the one offline state, not the screen's own error. (No "It's a
  // match!": the match was made before this device first saw the feed.)
  await page.getByRole('link', { name: 'Seek', exact: true }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('Failed to connect to the server')).toHaveCount(0);
  await shot(page, 'seek');

  // Meanwhile Ana writes; Tom's list learns of it once the connection is back.
  const sent = await request.post('/api/v1/message', {
    headers: { authorization: `Bearer ${anaApi.token}` },
    data: { MatchID: matchId, Text: 'Still on for Saturday?' },
  });
  expect(sent.status()).toBe(200);
  await page.getByRole('link', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('button', { name: /Chat with Ana .*1 unread message/ })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Chat with Ana .*1 unread message/ })).toBeVisible();
});
