/**
 * The live stream (issue 25): Amelia keeps one page open, never reloaded, while Olivia acts on
 * their match in her own browser. Within a second of each of Olivia's actions returning, Amelia's
 * screen shows it: the Swap dot for a commitment request waiting for her (the commitment
 * notification switches are off, their default), Olivia's accept, her swap confirmation, and her
 * unmatch.
 */
import path from 'node:path';
import { expect, type Page, type Response, test } from '@playwright/test';
import { matchedMembers, requestCommitment } from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 } };
/** How soon Amelia's screen must follow once Olivia's call has returned. */
const LIVE = { timeout: 1000 };

const swapLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Swap/ });
/** Amelia's screen at each step: in E2E_SHOTS when set, else with the journey's results. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(process.env.E2E_SHOTS ?? test.info().outputPath(), `live-${name}.png`) });

async function chooseFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Runs `act` on Olivia's page and waits for the answer of her POST to a path ending in `pathEnd`. */
async function oliviaDoes(olivia: Page, pathEnd: RegExp, act: () => Promise<void>): Promise<Response> {
  const answered = olivia.waitForResponse(
    (response) => response.request().method() === 'POST' && pathEnd.test(new URL(response.url()).pathname),
  );
  await act();
  const response = await answered;
  expect(response.status()).toBe(200);
  return response;
}

test('an open match follows the partner’s actions without a reload', async ({ browser, request }) => {
  const {
    tomPage: amelia,
    anaPage: olivia,
    matchId,
  } = await matchedMembers(browser, request, {
    names: ['Amelia', 'Olivia'],
    context: PHONE,
  });

  // Amelia sees her matches (which clears the new match from the Swap dot), then goes to Seek.
  await amelia.goto('/swaps');
  await expect(amelia.getByRole('link', { name: 'View match with Olivia Baker' })).toBeVisible();
  await expect(swapLink(amelia)).toHaveAccessibleName('Swap');
  await amelia.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Seek' }).click();
  await expect(amelia.getByRole('heading', { name: 'Swipe and Seek' })).toBeVisible();
  // Amelia takes the privacy notice. (No "It's a match!": the match was made before this device first saw the feed.)
  await amelia.getByRole('region', { name: 'Privacy notice' }).getByRole('button', { name: 'OK' }).click();
  const bell = amelia.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const bellBefore = await bell.getAttribute('aria-label');
  await shot(amelia, '1-seek-before-request');

  // Olivia asks Amelia to commit. No notification is made (the switch is off), yet the Swap dot lights.
  await olivia.goto(`/matches/${matchId}`);
  await oliviaDoes(olivia, /\/offer-commitment$/, () => requestCommitment(olivia));
  await expect(swapLink(amelia)).toHaveAccessibleName('Swap (new activity)', LIVE);
  await expect(bell).toHaveAttribute('aria-label', bellBefore ?? '');
  await shot(amelia, '2-seek-request-waiting');

  // Olivia recalls it: nothing waits for Amelia any more.
  await oliviaDoes(olivia, /\/recall$/, () => chooseFromMenu(olivia, 'Recall request'));
  await expect(swapLink(amelia)).toHaveAccessibleName('Swap', LIVE);

  // Amelia opens the match from Swap and asks Olivia to commit.
  await swapLink(amelia).click();
  await amelia.getByRole('link', { name: 'View match with Olivia Baker' }).click();
  await requestCommitment(amelia);
  await expect(amelia.getByText('Commitment request is not accepted yet')).toBeVisible();
  await shot(amelia, '3-match-before-accept');

  // Olivia accepts in 'Ready to commit?', which her open match offered by itself: Amelia's countdown starts.
  const ready = olivia.getByRole('dialog', { name: 'Ready to commit?' });
  await oliviaDoes(olivia, /\/accept$/, () => ready.getByRole('button', { name: 'Accept' }).click());
  await expect(amelia.getByText(/1 hours?, 5\d minutes remaining/)).toBeVisible(LIVE);
  await expect(amelia.getByText('Commitment request is not accepted yet')).toHaveCount(0);
  await shot(amelia, '4-match-after-accept');

  // Olivia confirms the swap: Amelia's answer is awaited, so her Swap dot lights, and 'Swapped?' says so.
  await oliviaDoes(olivia, /\/confirm-exchange$/, async () => {
    await olivia.getByRole('button', { name: 'Confirm swap' }).click();
    const swapped = olivia.getByRole('dialog', { name: 'Swapped?' });
    await swapped.getByRole('checkbox', { name: 'Select All Items' }).check();
    await swapped.getByRole('button', { name: 'Confirm', exact: true }).click();
  });
  await expect(amelia.getByText('Olivia says you swapped: confirm to complete the exchange.')).toBeVisible(LIVE);
  await expect(swapLink(amelia)).toHaveAccessibleName('Swap (new activity)', LIVE);
  await shot(amelia, '5-match-after-confirm');
  await amelia.getByRole('button', { name: 'Confirm swap' }).click();
  const swapped = amelia.getByRole('dialog', { name: 'Swapped?' });
  await expect(swapped.getByText('Olivia says you swapped: confirm to complete the exchange.')).toBeVisible();
  await swapped.getByRole('button', { name: 'Cancel' }).click();

  // Olivia unmatches: Amelia's match has ended, and she is taken to her matches, where it says so.
  await olivia.getByRole('dialog', { name: 'Swapped?' }).getByRole('button', { name: 'Cancel' }).click();
  await oliviaDoes(olivia, /\/unmatch$/, async () => {
    await chooseFromMenu(olivia, 'Unmatch');
    const unmatch = olivia.getByRole('dialog', { name: 'Unmatch?' });
    await unmatch.getByRole('button', { name: 'Unmatch' }).click();
  });
  await expect(amelia.getByText('Unmatched swap')).toBeVisible(LIVE);
  await expect(amelia).toHaveURL(/\/matches$/);
  await shot(amelia, '6-matches-after-unmatch');
});
