/** Recovering a password through the link in the outbox email. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { registerByApi, skipSplash, waitForEmail } from './support.ts';

test.beforeEach(({ page }) => skipSplash(page));

test('a member resets a forgotten password from the emailed link and signs in with it', async ({ page, request }) => {
  const me = await registerByApi(request);

  await page.goto('/forgot-password');
  await page.getByLabel('Email or username').fill(me.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend.*\d+/ })).toBeDisabled();
  await expectAccessible(page, 'Check Your Email');

  const email = await waitForEmail(me.email);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(email)?.[0];
  expect(link, email).toBeTruthy();

  await page.goto(link as string);
  await page.getByLabel('New password').fill('New-Secret-77');
  await page.getByLabel('Confirm password').fill('New-Secret-7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('A typo? Passwords do not match')).toBeVisible();
  await expectAccessible(page, 'Reset password, passwords differ');
  await page.getByLabel('Confirm password').fill('New-Secret-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset!' })).toBeVisible();
  await expectAccessible(page, 'Password reset');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.getByLabel('Email/Username').fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill('New-Secret-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-items$/);

  // The link was single-use.
  await page.goto(link as string);
  await page.getByLabel('New password').fill('Another-Secret-88');
  await page.getByLabel('Confirm password').fill('Another-Secret-88');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Please make a new request.')).toBeVisible();
  await expectAccessible(page, 'Reset password, link used');
});
