/**
 * Two matched members reserve their items and swap them: one asks for a 2-hour commitment, the
 * other sees 'Ready to commit?' and accepts, both see the countdown and the lock badge, both
 * confirm the swap, and the match shows "Swap confirmed" with the items gone from Your stuff.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { fillCommitmentRequest, matchedMembers } from './support.ts';

test('two members reserve their items, then both confirm the swap', async ({ browser, request }) => {
  const { tomPage, anaPage, matchId } = await matchedMembers(browser, request);

  // Tom asks Ana to reserve both items for 2 hours.
  await tomPage.goto(`/matches/${matchId}`);
  const request2h = await fillCommitmentRequest(tomPage);
  await expectAccessible(tomPage, 'the Request to Commit dialog');
  await request2h.getByRole('button', { name: 'Send request' }).click();
  await expect(tomPage.getByText('Commitment request is not accepted yet')).toBeVisible();
  await expectAccessible(tomPage, 'the match detail, commitment asked');

  // Ana opens the match: 'Ready to commit?' asks her at once, and she accepts.
  await anaPage.goto(`/matches/${matchId}`);
  const ready = anaPage.getByRole('dialog', { name: 'Ready to commit?' });
  await expect(ready).toBeVisible();
  await expectAccessible(anaPage, 'the Ready to commit? dialog');
  await anaPage.screenshot({ path: test.info().outputPath('ana-ready-to-commit.png') });
  await ready.getByRole('button', { name: 'Accept' }).click();

  // Both see the countdown, and the lock badge on their match card.
  const countdown = /1 hours?, 5\d minutes remaining/;
  await expect(anaPage.getByText(countdown)).toBeVisible();
  await expectAccessible(anaPage, 'the match detail, counting down');
  await tomPage.reload();
  await expect(tomPage.getByText(countdown)).toBeVisible();
  for (const page of [tomPage, anaPage]) {
    await page.goto('/matches');
    await expect(page.getByRole('img', { name: 'Items committed' })).toBeVisible();
    await expectAccessible(page, 'Matches, items committed');
  }
  await tomPage.screenshot({ path: test.info().outputPath('tom-matches-locked.png') });

  // Both confirm the swap: the second confirmation completes it.
  for (const page of [tomPage, anaPage]) {
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: 'Confirm swap' }).click();
    const swapped = page.getByRole('dialog', { name: 'Swapped?' });
    await swapped.getByRole('checkbox', { name: 'Select All Items' }).check();
    await expectAccessible(page, 'the Swapped? dialog');
    await swapped.getByRole('button', { name: 'Confirm', exact: true }).click();
  }
  await expect(anaPage.getByText('Congratulations! Your swap has been confirmed successfully!')).toBeVisible();
  await expectAccessible(anaPage, 'the swap confirmed');
  await anaPage.screenshot({ path: test.info().outputPath('ana-swap-confirmed.png') });
  await anaPage.getByRole('button', { name: 'Go to matches' }).click();
  await expect(anaPage).toHaveURL(/\/matches$/);
  // Ana completed the swap; Tom, who confirmed first, finds it recorded on his match card.
  await tomPage.goto('/matches');
  await expect(tomPage.getByRole('article').filter({ hasText: 'Ana' }).getByText('Swap confirmed')).toBeVisible();
  await expectAccessible(tomPage, 'Matches, swap confirmed');
  await tomPage.screenshot({ path: test.info().outputPath('tom-swap-confirmed.png') });

  // The exchanged items are gone from both members' Your stuff.
  for (const [page, name] of [
    [tomPage, 'Acoustic guitar'],
    [anaPage, 'Crime novel'],
  ] as const) {
    await page.goto('/my-items');
    await expect(page.getByRole('heading', { name: 'Your stuff' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await expectAccessible(page, 'Your stuff after the swap');
  }
});
