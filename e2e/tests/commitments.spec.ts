/**
 * Two matched members reserve their items and swap them: one asks for a 2-hour commitment, the
 * other sees 'Ready to commit?' and accepts, both see the countdown and the lock badge, both
 * confirm the swap, and the match shows "Swap confirmed" with the items gone from Your stuff.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { listItem, registerByApi, signInByApi, skipSplash } from './support.ts';

const GUITARS = '12-1201-120101';
const CRIME_NOVELS = '4-401-40101';

function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await request.get(`/api/v1${url}`, { headers })).json(),
    post: async (url: string) => expect((await request.post(`/api/v1${url}`, { headers })).status()).toBe(200),
  };
}

async function openAs(page: Page, request: APIRequestContext, username: string) {
  await skipSplash(page);
  const token = await signInByApi(page, request, username);
  return { token, ...api(request, token) };
}

test('two members reserve their items, then both confirm the swap', async ({ browser, request }) => {
  const tom = await registerByApi(request, { firstName: 'Tom', categories: [CRIME_NOVELS] });
  const ana = await registerByApi(request, { firstName: 'Ana', categories: [GUITARS] });
  const tomPage = await (await browser.newContext()).newPage();
  const anaPage = await (await browser.newContext()).newPage();
  const tomApi = await openAs(tomPage, request, tom.username);
  const anaApi = await openAs(anaPage, request, ana.username);

  // Friends with an item each that the other wants, who like each other's: a match.
  const tomId = (await tomApi.get('/user')).User.ID;
  const anaId = (await anaApi.get('/user')).User.ID;
  await tomApi.post(`/friends/${anaId}/request`);
  await anaApi.post(`/friends/${tomId}/accept`);
  await listItem(request, tomApi.token, 'Acoustic guitar', GUITARS);
  await listItem(request, anaApi.token, 'Crime novel', CRIME_NOVELS);
  const novel = (await tomApi.get('/explore-item?type=2')).Item;
  await tomApi.post(`/items/${novel.ID}/like`);
  const guitar = (await anaApi.get('/explore-item?type=2')).Item;
  await anaApi.post(`/items/${guitar.ID}/like`);
  const [match] = (await tomApi.get('/matches')).Matches;
  expect(match).toBeTruthy();

  // Tom asks Ana to reserve both items for 2 hours.
  await tomPage.goto(`/matches/${match.ID}`);
  await tomPage.getByRole('button', { name: 'Request commitment' }).click();
  const request2h = tomPage.getByRole('dialog', { name: 'Request to Commit' });
  await request2h.getByRole('checkbox', { name: /Acoustic guitar/ }).check();
  await request2h.getByRole('checkbox', { name: /Crime novel/ }).check();
  await request2h.getByLabel('Duration (hours)').fill('2');
  await request2h.getByRole('button', { name: 'Send request' }).click();
  await expect(tomPage.getByText('Commitment request is not accepted yet')).toBeVisible();

  // Ana opens the match: 'Ready to commit?' asks her at once, and she accepts.
  await anaPage.goto(`/matches/${match.ID}`);
  const ready = anaPage.getByRole('dialog', { name: 'Ready to commit?' });
  await expect(ready).toBeVisible();
  await anaPage.screenshot({ path: test.info().outputPath('ana-ready-to-commit.png') });
  await ready.getByRole('button', { name: 'Accept' }).click();

  // Both see the countdown, and the lock badge on their match card.
  const countdown = /1 hours?, 5\d minutes remaining/;
  await expect(anaPage.getByText(countdown)).toBeVisible();
  await tomPage.reload();
  await expect(tomPage.getByText(countdown)).toBeVisible();
  for (const page of [tomPage, anaPage]) {
    await page.goto('/matches');
    await expect(page.getByRole('img', { name: 'Items committed' })).toBeVisible();
  }
  await tomPage.screenshot({ path: test.info().outputPath('tom-matches-locked.png') });

  // Both confirm the swap: the second confirmation completes it.
  for (const page of [tomPage, anaPage]) {
    await page.goto(`/matches/${match.ID}`);
    await page.getByRole('button', { name: 'Confirm swap' }).click();
    const swapped = page.getByRole('dialog', { name: 'Swapped?' });
    await swapped.getByRole('checkbox', { name: 'Select All Items' }).check();
    await swapped.getByRole('button', { name: 'Confirm', exact: true }).click();
  }
  await expect(anaPage.getByText('Congratulations! Your swap has been confirmed successfully!')).toBeVisible();
  await anaPage.screenshot({ path: test.info().outputPath('ana-swap-confirmed.png') });
  await anaPage.getByRole('button', { name: 'Go to matches' }).click();
  await expect(anaPage).toHaveURL(/\/matches$/);
  // Ana completed the swap; Tom, who confirmed first, finds it recorded on his match card.
  await tomPage.goto('/matches');
  await expect(tomPage.getByRole('article').filter({ hasText: 'Ana' }).getByText('Swap confirmed')).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-swap-confirmed.png') });

  // The exchanged items are gone from both members' Your stuff.
  for (const [page, name] of [
    [tomPage, 'Acoustic guitar'],
    [anaPage, 'Crime novel'],
  ] as const) {
    await page.goto('/my-items');
    await expect(page.getByRole('heading', { name: 'Your stuff' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  }
});
