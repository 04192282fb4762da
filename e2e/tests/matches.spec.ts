/**
 * Two friends each list an item in a category the other wants. One swaps the other's item in the
 * feed; the other swaps back and sees "It's a match!"; the first sees the celebration on the feed.
 * Both find the match in /matches with the right items.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { png } from '../../server/src/test/images.ts';
import { registerByApi, signInByApi, skipSplash } from './support.ts';

const GUITARS = '12-1201-120101';
const CRIME_NOVELS = '4-401-40101';
/** Nobody in the journey wants these: Tom's spare item stays out of the like, for Offer More. */
const HOUSEHOLD = '10-1001-100101';
const LONG_NAME = 'Extendable oak dining table with six matching chairs and a linen runner';

async function listItem(request: APIRequestContext, token: string, name: string, path: string) {
  const [CategoryID, SubcategoryID, SubcategoryItemID] = path.split('-').map(Number);
  const photo = (await png(320, 240, name.includes('guitar') ? '#c33' : '#36c')).toString('base64');
  const response = await request.post('/api/v1/item', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      Name: name,
      Description: `A well-loved ${name.toLowerCase()}, ready for a new home.`,
      Location: 'Lewisham, London',
      CategoryID,
      SubcategoryID,
      SubcategoryItemID,
      Pint: 0,
      Charity: false,
      EncodedPhotos: [photo],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An item by name in one column of the match detail. */
function itemIn(page: Page, column: string, itemName: string) {
  return page.getByRole('region', { name: column }).getByRole('heading', { name: itemName });
}

/**
 * What sticks out of `container` on the right, or is cut short inside it (an ellipsis, or text
 * clipped by overflow), named by its text.
 */
function cutOrOverflowing(page: Page, container: string) {
  return page.locator(container).evaluate((root) => {
    const edge = root.getBoundingClientRect().right;
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const clipped = getComputedStyle(element).overflowX !== 'visible';
        return (
          element.getBoundingClientRect().right > edge + 1 || (clipped && element.scrollWidth > element.clientWidth + 1)
        );
      })
      .map((element) => element.textContent?.trim().slice(0, 40) ?? element.tagName);
  });
}

async function openAs(page: Page, request: APIRequestContext, username: string): Promise<string> {
  await skipSplash(page);
  return signInByApi(page, request, username);
}

test('two friends like each other’s items and both see the match', async ({ browser, request }) => {
  const tom = await registerByApi(request, { firstName: 'Tom', categories: [CRIME_NOVELS] });
  const ana = await registerByApi(request, { firstName: 'Ana', categories: [GUITARS] });
  const [tomPage, anaPage] = [
    await (await browser.newContext()).newPage(),
    await (await browser.newContext()).newPage(),
  ];
  const tomToken = await openAs(tomPage, request, tom.username);
  const anaToken = await openAs(anaPage, request, ana.username);

  const anaUser = await (
    await request.get('/api/v1/user', { headers: { authorization: `Bearer ${anaToken}` } })
  ).json();
  const tomUser = await (
    await request.get('/api/v1/user', { headers: { authorization: `Bearer ${tomToken}` } })
  ).json();
  await request.post(`/api/v1/friends/${anaUser.User.ID}/request`, {
    headers: { authorization: `Bearer ${tomToken}` },
  });
  await request.post(`/api/v1/friends/${tomUser.User.ID}/accept`, { headers: { authorization: `Bearer ${anaToken}` } });
  await listItem(request, tomToken, 'Acoustic guitar', GUITARS);
  await listItem(request, anaToken, 'Crime novel', CRIME_NOVELS);
  await listItem(request, tomToken, LONG_NAME, HOUSEHOLD);

  // Tom swaps Ana's novel: his guitar is the one thing she wants, so it is offered at once.
  await tomPage.goto('/seek');
  await expect(tomPage.getByRole('heading', { name: 'Swipe and Seek' })).toBeVisible();
  const novelCard = tomPage.getByRole('article', { name: 'Crime novel' });
  await expect(novelCard).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-feed.png'), fullPage: true });
  await novelCard.getByRole('button', { name: 'Swap' }).click();
  await expect(tomPage.getByText("You've seen it all!")).toBeVisible();

  // Ana swaps back: the interest is mutual.
  await anaPage.goto('/seek');
  const guitarCard = anaPage.getByRole('article', { name: 'Acoustic guitar' });
  await expect(guitarCard).toBeVisible();
  await anaPage.keyboard.press('ArrowRight');
  const anaDialog = anaPage.getByRole('dialog', { name: "It's a match!" });
  await expect(anaDialog).toBeVisible();
  await anaPage.screenshot({ path: test.info().outputPath('ana-match.png') });
  await anaDialog.getByRole('button', { name: 'View Match' }).click();
  await expect(anaPage).toHaveURL(/\/matches\/\d+$/);
  await expect(itemIn(anaPage, 'Your Items', 'Crime novel')).toBeVisible();
  await expect(itemIn(anaPage, "Tom's Items", 'Acoustic guitar')).toBeVisible();

  // Tom sees the celebration on the feed, then the match in his list with both items.
  await tomPage.reload();
  const tomDialog = tomPage.getByRole('dialog', { name: "It's a match!" });
  await expect(tomDialog).toBeVisible();
  await expect(tomDialog.getByText('Ten points')).toBeVisible();
  await tomDialog.getByRole('button', { name: 'Keep Seeking' }).click();
  await tomPage.goto('/matches');
  await expect(tomPage.getByRole('heading', { name: 'See it, Swap it, Sorted' })).toBeVisible();
  const card = tomPage.getByRole('article').filter({ hasText: 'Ana' });
  await expect(card).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-matches.png'), fullPage: true });
  await card.getByRole('link', { name: 'View match with Ana Baker' }).click();
  await expect(itemIn(tomPage, 'Your Items', 'Acoustic guitar')).toBeVisible();
  await expect(itemIn(tomPage, "Ana's Items", 'Crime novel')).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-match-detail.png'), fullPage: true });

  // On a phone, Offer More! shows its intro line and each item's whole name, inside the dialog.
  await tomPage.setViewportSize({ width: 390, height: 844 });
  await tomPage.getByRole('button', { name: /Offer more/ }).click();
  const offerMore = tomPage.getByRole('dialog', { name: 'Offer More!' });
  await expect(offerMore.getByText(LONG_NAME)).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-offer-more-390.png') });
  expect(await cutOrOverflowing(tomPage, '[role="dialog"][aria-modal="true"]')).toEqual([]);
  await offerMore.getByRole('button', { name: 'Cancel' }).click();

  await anaPage.goto('/swaps');
  await expect(anaPage.getByRole('article').filter({ hasText: 'Tom' })).toBeVisible();
});
