/**
 * Two friends each list an item in a category the other wants. One swaps the other's item in the
 * feed; the other swaps back and sees "It's a match!" with whom and which items; the first sees the
 * celebration on the feed. Both find the match in /matches with the right items; on a phone its
 * actions are labelled, Offer More! fits, and the partner can be reported.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { listItem, registerByApi, signInByApi, skipSplash } from './support.ts';

// The journeys run with reduced motion (playwright.config.ts); this one keeps the animated swipe.
test.use({ reducedMotion: 'no-preference' });

const GUITARS = '12-1201-120101';
const CRIME_NOVELS = '4-401-40101';
/** Nobody in the journey wants these: Tom's spare item stays out of the like, for Offer More. */
const HOUSEHOLD = '10-1001-100101';
const LONG_NAME = 'Extendable oak dining table with six matching chairs and a linen runner';

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
  await expectAccessible(tomPage, 'Seek with a card');
  await tomPage.screenshot({ path: test.info().outputPath('tom-feed.png'), fullPage: true });
  await novelCard.getByRole('button', { name: 'Swap' }).click();
  await expect(tomPage.getByText("You've seen it all!")).toBeVisible();
  await expectAccessible(tomPage, 'Seek, seen it all');

  // Ana swaps back: the interest is mutual.
  await anaPage.goto('/seek');
  const guitarCard = anaPage.getByRole('article', { name: 'Acoustic guitar' });
  await expect(guitarCard).toBeVisible();
  await anaPage.keyboard.press('ArrowRight');
  const anaDialog = anaPage.getByRole('dialog', { name: "It's a match!" });
  await expect(anaDialog).toBeVisible();
  // It says with whom, and which items on each side.
  await expect(anaDialog.getByText('You matched with Tom Baker')).toBeVisible();
  await expect(anaDialog.getByRole('list', { name: 'Your Items' }).getByText('Crime novel')).toBeVisible();
  await expect(anaDialog.getByRole('list', { name: "Tom's Items" }).getByText('Acoustic guitar')).toBeVisible();
  await expectAccessible(anaPage, "the It's a match! dialog");
  await anaPage.screenshot({ path: test.info().outputPath('ana-match.png') });
  await anaDialog.getByRole('button', { name: 'View Match' }).click();
  await expect(anaPage).toHaveURL(/\/matches\/\d+$/);
  await expect(itemIn(anaPage, 'Your Items', 'Crime novel')).toBeVisible();
  await expect(itemIn(anaPage, "Tom's Items", 'Acoustic guitar')).toBeVisible();
  await expectAccessible(anaPage, 'the match detail');

  // Tom sees the celebration on the feed, then the match in his list with both items.
  await tomPage.reload();
  const tomDialog = tomPage.getByRole('dialog', { name: "It's a match!" });
  await expect(tomDialog).toBeVisible();
  await expect(tomDialog.getByText('You matched with Ana Baker')).toBeVisible();
  await expect(tomDialog.getByRole('list', { name: 'Your Items' }).getByText('Acoustic guitar')).toBeVisible();
  await expect(tomDialog.getByRole('list', { name: "Ana's Items" }).getByText('Crime novel')).toBeVisible();
  await expect(tomDialog.getByText(/points/i)).toHaveCount(0);
  await expectAccessible(tomPage, "the It's a match! dialog on the feed");
  await tomDialog.getByRole('button', { name: 'Keep Seeking' }).click();
  await tomPage.goto('/matches');
  await expect(tomPage.getByRole('heading', { name: 'See it, Swap it, Sorted' })).toBeVisible();
  const card = tomPage.getByRole('article').filter({ hasText: 'Ana' });
  await expect(card).toBeVisible();
  await expectAccessible(tomPage, 'Matches');
  await tomPage.screenshot({ path: test.info().outputPath('tom-matches.png'), fullPage: true });
  await card.getByRole('link', { name: 'View match with Ana Baker' }).click();
  await expect(itemIn(tomPage, 'Your Items', 'Acoustic guitar')).toBeVisible();
  await expect(itemIn(tomPage, "Ana's Items", 'Crime novel')).toBeVisible();
  await tomPage.screenshot({ path: test.info().outputPath('tom-match-detail.png'), fullPage: true });
  await expectAccessible(tomPage, 'the match detail, wide');

  // On a phone the match shows its next action, Chat and More actions, each in words within the
  // screen; the rest waits in the menu.
  await tomPage.setViewportSize({ width: 390, height: 844 });
  const actions = tomPage.getByRole('group', { name: 'Match actions' });
  for (const label of ['Request commitment', 'Chat', 'More actions']) {
    await expect(actions.getByText(label, { exact: true })).toBeInViewport({ ratio: 1 });
  }
  expect(await cutOrOverflowing(tomPage, '[role="group"][aria-label="Match actions"]')).toEqual([]);
  await tomPage.screenshot({ path: test.info().outputPath('tom-match-detail-390.png') });
  await expectAccessible(tomPage, 'the match detail on a phone');
  const more = actions.getByRole('button', { name: 'More actions' });
  await more.click();
  for (const label of ['Confirm swap', 'Offer more', 'Report Ana', 'Unmatch']) {
    await expect(tomPage.getByRole('menuitem', { name: label })).toBeInViewport({ ratio: 1 });
  }
  await expectAccessible(tomPage, 'the match actions menu');

  // Offer More! shows its intro line and each item's whole name, inside the dialog.
  await tomPage.getByRole('menuitem', { name: 'Offer more' }).click();
  const offerMore = tomPage.getByRole('dialog', { name: 'Offer More!' });
  await expect(offerMore.getByText(LONG_NAME)).toBeVisible();
  await expectAccessible(tomPage, 'the Offer More! dialog');
  await tomPage.screenshot({ path: test.info().outputPath('tom-offer-more-390.png') });
  expect(await cutOrOverflowing(tomPage, '[role="dialog"][aria-modal="true"]')).toEqual([]);
  await offerMore.getByRole('button', { name: 'Cancel' }).click();

  // Tom reports Ana from the match's menu: a reason and his own words, then a thank-you.
  await more.click();
  await tomPage.getByRole('menuitem', { name: 'Report Ana' }).click();
  const report = tomPage.getByRole('dialog', { name: 'Report Ana Baker' });
  await report.getByRole('radio', { name: 'Scam or fraud' }).check();
  await report.getByRole('textbox', { name: /Tell us more/ }).fill('Asked me to pay a deposit before meeting.');
  await expectAccessible(tomPage, 'the report dialog');
  await tomPage.screenshot({ path: test.info().outputPath('tom-report-390.png') });
  await report.getByRole('button', { name: 'Send report' }).click();
  const thanks = tomPage.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks).toBeVisible();
  await expectAccessible(tomPage, 'the report thank-you dialog');
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(more).toBeFocused();

  await anaPage.goto('/swaps');
  await expect(anaPage.getByRole('article').filter({ hasText: 'Tom' })).toBeVisible();
  await expectAccessible(anaPage, 'Swaps');
});
