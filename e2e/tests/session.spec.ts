/** Signing in lands on the page that was asked for; signing out ends the session. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { PASSWORD, registerByApi, skipSplash } from './support.ts';

test.beforeEach(({ page }) => skipSplash(page));

test('a member sent away from a signed-in page lands back on it after signing in, then logs out', async ({
  page,
  request,
}) => {
  const me = await registerByApi(request);

  await page.goto('/seek?from=bookmark');
  await expect(page).toHaveURL(/\/$/);
  // / shows the landing page to visitors who are not signed in.
  await expect(page.getByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ })).toBeVisible();
  await expectAccessible(page, 'the landing page');

  await page.goto('/login');
  await page.getByLabel('Email/Username').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Wrong email, username or password.')).toBeVisible();
  await expectAccessible(page, 'Sign in, refused');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/seek\?from=bookmark$/);
  await expectAccessible(page, 'Seek after signing in');

  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await expectAccessible(page, 'the log out dialog');
  await page.getByRole('button', { name: 'yeah' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.goto('/seek');
  await expect(page).toHaveURL(/\/$/);
});

test('the splash shows once per session, for 5 s when signed out', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/welcome');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expectAccessible(page, 'the splash');
  await expect(splash).toBeHidden({ timeout: 7_000 });
  await page.reload();
  await expect(splash).toHaveCount(0);
  await context.close();
});
