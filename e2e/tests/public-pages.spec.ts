/**
 * The public pages: the landing page at /, the legal documents and their notice bar (shown on signed-in
 * screens too), and what a phone shows.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { PASSWORD, registerByApi, signInByApi, skipSplash } from './support.ts';

test.beforeEach(({ page }) => skipSplash(page));

const LANDING = /Swap it\. Rehome it\. Donate it\./;

test('/ shows the landing page, /intro the intro screen', async ({ page }) => {
  await page.goto('/?ref=c29tZW9uZV9uaWNl');
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try it yourself' }).first()).toHaveAttribute(
    'href',
    '/register?ref=c29tZW9uZV9uaWNl',
  );
  await expectAccessible(page, 'the landing page');

  await page.goto('/login');
  await page.getByRole('link', { name: 'What is Swapsies?' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();

  await page.goto('/intro');
  await expect(page.getByRole('heading', { name: 'Heeey there! x' })).toBeVisible();
  await expectAccessible(page, 'the intro screen');
});

test('the legal documents render, and the notice bar goes with OK for good', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Privacy notice' });
  await expect(bar).toBeVisible();
  await expectAccessible(page, 'the landing page with the notice bar');
  await bar.getByRole('link', { name: 'Cookies Policy' }).click();

  await expect(page).toHaveURL(/\/legal\/cookies-policy$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
  await expect(article.getByRole('cell', { name: 'legalNoticeAcknowledged' })).toBeVisible();
  await expectAccessible(page, 'the Cookies Policy');
  await article.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Information Commissioner', { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'the Privacy Policy');

  await page.getByRole('region', { name: 'Privacy notice' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
  await page.goto('/legal/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectAccessible(page, 'the Terms of Service');
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);

  await page.goto('/legal/shopping-policy');
  await expect(page.getByRole('alert')).toContainText('Unable to load this document. Please try again later.');
  await expectAccessible(page, 'a legal document that cannot load');
  await page.goto('/legal');
  await expect(page.getByText('No document specified')).toBeVisible();
  await expectAccessible(page, 'a legal page with no document');
});

test('a member who never opened a public page sees the notice bar on signed-in screens until OK', async ({
  page,
  request,
}) => {
  const me = await registerByApi(request);
  await signInByApi(page, request, me.username);
  await page.goto('/seek');
  await expect(page.getByRole('heading', { name: 'Swipe and Seek' })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Privacy notice' });
  await expect(bar.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
  await expectAccessible(page, 'Seek with the notice bar');

  await bar.getByRole('button', { name: 'OK' }).click();
  await expect(bar).toHaveCount(0);
  await page.goto('/swaps');
  await expect(page.getByRole('heading', { name: 'See it, Swap it, Sorted' })).toBeVisible();
  await expectAccessible(page, 'Swaps');
  await expect(bar).toHaveCount(0);
});

test('on a phone, a held registration step says why beside Next, and the legal links keep the sign-up', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Pick your starter packs' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'Please select 1 or 2 starter packs' });
  await expect(message).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
  await expectAccessible(page, 'Register on a phone, a step held');

  await page.getByRole('checkbox', { name: 'Gardening', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Handle').fill('ada_lovelace_e2e');

  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Terms of Service/ }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectAccessible(terms, 'the Terms of Service in a new tab');
  await terms.close();
  await expect(page.getByRole('heading', { name: 'Your sign-in details' })).toBeVisible();
  await expect(page.getByLabel('Handle')).toHaveValue('ada_lovelace_e2e');
  await expectAccessible(page, 'Register on a phone, sign-in details');
});

test('a session that ends is told where the member lands, who then goes back to the page', async ({
  page,
  request,
}) => {
  const me = await registerByApi(request);
  const login = await request.post('/api/v1/login', { data: { Login: me.username, Password: PASSWORD } });
  const { Token: token } = (await login.json()) as { Token: string };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('authToken', value);
    }
  }, token);
  await page.goto('/my-items');
  await expect(page.getByRole('heading', { name: 'Your stuff' })).toBeVisible();
  await expectAccessible(page, 'Your stuff');

  // The session ends elsewhere (here: logged out through the API).
  await request.post('/api/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.goto('/friends?tab=invites');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toContainText('Your session has expired. Please log in again.');
  await expectAccessible(page, 'the landing page, session expired');
  await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email/Username').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/friends\?tab=invites$/);
});
