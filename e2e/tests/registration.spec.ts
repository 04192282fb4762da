/** Registering a personal account and a charity account through the real UI and server. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { PASSWORD, skipSplash, uniqueIdentity } from './support.ts';

/** A 2×2 PNG: enough for the browser to decode and the server to re-encode. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPj/n4GBgYGJgYGBAQAnFwMB9c3RGAAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(({ page }) => skipSplash(page));

test('a person registers through the four steps and can sign in', async ({ page }) => {
  const me = uniqueIdentity('e2e_person');
  await page.goto('/register');

  await expect(page.getByRole('heading', { name: 'Who is joining?' })).toBeVisible();
  await expectAccessible(page, 'Register, who is joining');
  await page.getByRole('radio', { name: 'Personal' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Pick your starter packs' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select 1 or 2 starter packs')).toBeVisible();
  await expectAccessible(page, 'Register, no starter pack chosen');
  await page.getByRole('checkbox', { name: 'Gardening', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expectAccessible(page, 'Register, about you');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah-Jones');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your sign-in details' })).toBeVisible();
  await page.getByLabel('Handle').fill(me.username.toUpperCase());
  await expect(page.getByLabel('Handle')).toHaveValue(me.username);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('Password strength:')).toContainText('Strong');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Handle is available')).toBeVisible();
  await expectAccessible(page, 'Register, sign-in details');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/registration-complete$/);
  // Registering signed her in: no second typing of the same details.
  await expect(page.getByRole('heading', { name: 'Thanks for joining Swapsies, Priya!' })).toBeVisible();
  await expectAccessible(page, 'Registration complete');
  await page.getByRole('link', { name: 'Start swapping' }).click();
  await expect(page).toHaveURL(/\/my-items$/);
  await expect(page.getByRole('heading', { name: 'Your stuff' })).toBeVisible();
  await expectAccessible(page, 'Your stuff, new member');

  // The same details still sign her in on another visit.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email/Username').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-items$/);
});

test('a charity registers with its causes, address and logo', async ({ page }) => {
  const me = uniqueIdentity('charity');
  const charityNumber = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  await page.goto('/register');

  await page.getByRole('radio', { name: 'Registered charity' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your causes' })).toBeVisible();
  await expectAccessible(page, 'Register, choose your causes');
  await page.getByRole('checkbox', { name: 'Animal Shelters', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'About your charity' })).toBeVisible();
  await page.getByLabel("Charity's legal name").fill('Battersea Friends of Dogs');
  await page.getByLabel('Address').fill('4 Battersea Park Road');
  await page.getByRole('button', { name: 'Next' }).click();
  // Said beside Next (and under the logo field).
  await expect(page.getByRole('alert').filter({ hasText: 'Official charity logo is required' })).toBeVisible();
  await expectAccessible(page, 'Register, about your charity, no logo');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByAltText(/Preview of your official charity logo/i)).toBeVisible();
  await expectAccessible(page, 'Register, about your charity, logo chosen');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Charity number').fill(`${charityNumber}abc`);
  await expect(page.getByLabel('Charity number')).toHaveValue(charityNumber);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  // The availability checks run 500 ms after typing stops; the step waits for their answers.
  await expect(page.getByText('Charity number is available')).toBeVisible();
  await expectAccessible(page, 'Register, charity sign-in details');
  await expect(page.getByText('Email is available')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/registration-complete$/);
  await page.getByRole('link', { name: 'Start swapping' }).click();
  // Charities go to Seek, and have no Drop or Friends in their navigation.
  await expect(page).toHaveURL(/\/seek$/);
  await expect(page.getByRole('link', { name: 'Drop' })).toHaveCount(0);
  await expectAccessible(page, 'Seek, for a charity');
});

for (const width of [390, 320]) {
  test(`no registration step is wider than a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const expectNoSidewaysScroll = async (step: string) => {
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `step ${step} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    };
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Personal' }).check();
    await expectNoSidewaysScroll('1');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('checkbox', { name: 'Gardening', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Book Lover', exact: true }).check();
    // The third pack is switched off, with the reason beside it.
    await expect(page.getByRole('checkbox', { name: 'Home Office', exact: true })).toBeDisabled();
    await expectNoSidewaysScroll('2');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(page.getByText('Choose photo')).toBeVisible();
    await expectNoSidewaysScroll('3');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Shah');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Your sign-in details' })).toBeVisible();
    await expectNoSidewaysScroll('4');
  });
}
