/**
 * A member looks after their account from Settings: changes their phone, switches off a kind of
 * notification and widens the categories they want, after which the feed shows an item from the new
 * category. Another member deletes their account: they cannot sign in again, and their partner's
 * match shows that it ended.
 */
import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { listItem, matchedMembers, PASSWORD, registerByApi, signInByApi, skipSplash } from './support.ts';

const GUITARS = '12-1201-120101';
const CRIME_NOVELS = '4-401-40101';
const HOUSEHOLD = '10-1001-100101';

test('a member changes their phone, a notification switch and their categories, and the feed follows', async ({
  page,
  request,
}) => {
  const tom = await registerByApi(request, { firstName: 'Tom', categories: [CRIME_NOVELS] });
  const ana = await registerByApi(request, { firstName: 'Ana', categories: [HOUSEHOLD] });
  await skipSplash(page);
  const tomToken = await signInByApi(page, request, tom.username);
  const anaLogin = await request.post('/api/v1/login', { data: { Login: ana.username, Password: PASSWORD } });
  const anaToken = ((await anaLogin.json()) as { Token: string }).Token;
  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const anaId = (await (await request.get('/api/v1/user', as(anaToken))).json()).User.ID;
  const tomId = (await (await request.get('/api/v1/user', as(tomToken))).json()).User.ID;
  await request.post(`/api/v1/friends/${anaId}/request`, as(tomToken));
  await request.post(`/api/v1/friends/${tomId}/accept`, as(anaToken));
  await listItem(request, tomToken, 'Table lamp', HOUSEHOLD);
  // Ana's guitar is in a category Tom does not want yet.
  await listItem(request, anaToken, 'Acoustic guitar', GUITARS);

  await page.goto('/seek');
  await expect(page.getByRole('heading', { name: "You've seen it all!" })).toBeVisible();
  await expectAccessible(page, 'Seek, seen it all');

  await page.goto('/profile');
  await page.getByRole('button', { name: /edit phone/i }).click();
  const phone = page.getByRole('textbox', { name: /phone/i });
  await phone.fill('07123 456 789');
  await phone.press('Enter');
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await expect(page.getByText('07123456789')).toBeVisible();
  await expectAccessible(page, 'Settings, phone saved');

  const friendRequests = page.getByRole('switch', { name: 'Friend requests' });
  await expect(friendRequests).toBeChecked();
  await friendRequests.click();
  await expect(friendRequests).not.toBeChecked();

  // The feed's 'Open more categories' opens the selector in Settings.
  await page.goto('/seek');
  await page.getByRole('button', { name: 'Open more categories' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const selector = page.getByRole('dialog', { name: /Swapping preferences/ });
  await expect(selector).toBeVisible();
  await expectAccessible(page, 'the Swapping preferences dialog');
  await selector.getByRole('searchbox', { name: 'Search categories' }).fill('Acoustic');
  await selector.getByRole('checkbox', { name: 'Acoustic guitars', exact: true }).check();
  await selector.getByRole('button', { name: 'Save' }).click();
  await expect(selector).toBeHidden();

  const saved = (await (await request.get('/api/v1/user', as(tomToken))).json()).User;
  expect(saved.Phone).toBe('07123456789');
  expect(saved.NotificationSettings.FriendRequest).toBe(false);
  expect(saved.Categories).toEqual(expect.arrayContaining([CRIME_NOVELS, GUITARS]));

  await page.goto('/seek');
  await expect(page.getByRole('heading', { name: 'Acoustic guitar' })).toBeVisible();
  await expectAccessible(page, 'Seek with an item');
});

test('a member deletes their account: they cannot sign in, and their partner sees the match end', async ({
  browser,
  request,
}) => {
  const { tomPage, anaPage, tomApi } = await matchedMembers(browser, request);
  const tom = (await tomApi.get('/user')).User as { Username: string };

  await tomPage.goto('/edit-profile');
  await tomPage.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = tomPage.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(tomPage, 'the Delete your account dialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await confirm.click();
  await expect(tomPage).toHaveURL(/\/$/);
  await expect(tomPage.getByRole('heading', { level: 1, name: /Swap it\. Rehome it\./ })).toBeVisible();
  await expectAccessible(tomPage, 'the landing page after leaving');
  expect(await tomPage.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // Leaving is not a session that expired.
  await expect(tomPage.getByText('Your session has expired', { exact: false })).toHaveCount(0);

  // A fresh browser: the journey's own contexts put the old token back on every page load.
  const signIn = await (await browser.newContext()).newPage();
  await skipSplash(signIn);
  await signIn.goto('/login');
  await signIn.getByLabel('Email/Username').fill(tom.Username);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByText('Wrong email, username or password.')).toBeVisible();
  await expectAccessible(signIn, 'Sign in, refused');

  await anaPage.goto('/matches');
  await expect(anaPage.getByText('Unmatched swap')).toBeVisible();
  await expect(anaPage.getByText('Deleted member').first()).toBeVisible();
  await expectAccessible(anaPage, 'Matches with an unmatched swap');
});

/** Each link's words and the path it opens. */
function linkTargets(navigation: Locator) {
  return navigation.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      label: link.textContent?.trim() ?? '',
      pathname: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

test('every link of the burger menu and the footer leads to a real page', async ({ page, request }) => {
  const member = await registerByApi(request);
  await skipSplash(page);
  await signInByApi(page, request, member.username);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/seek');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menuLinks = await linkTargets(page.getByRole('navigation', { name: 'Menu' }));
  await expectAccessible(page, 'the burger menu, open');
  const footerLinks = await linkTargets(page.getByRole('navigation', { name: 'Footer' }));
  expect(menuLinks.map(({ label }) => label)).toEqual(
    expect.arrayContaining([
      'Settings',
      'About',
      'Tech Support',
      'Privacy Policy',
      'Terms of Service',
      'Cookies Policy',
    ]),
  );
  expect(footerLinks.map(({ label }) => label)).toEqual(expect.arrayContaining(['About', 'Tech Support', 'Contact']));

  for (const { label, pathname } of [...menuLinks, ...footerLinks]) {
    await page.goto(pathname);
    // An unknown path would send a signed-in member back to /seek.
    await expect(page, `${label} stays on its page`).toHaveURL(new RegExp(`${pathname}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), `${label} shows its page`).toBeVisible();
    await expectAccessible(page, label);
  }
});
