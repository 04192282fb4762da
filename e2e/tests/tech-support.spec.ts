/** A visitor without an account asks for help: the request is stored and emailed to the support address. */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { waitForEmail } from './support.ts';

test('an anonymous visitor sends a tech-support request', async ({ page }) => {
  // No splash on this page, even on a first visit.
  await page.goto('/tech-support');
  await expect(page.getByRole('heading', { name: 'Tech Support' })).toBeVisible();
  await expect(page.getByText('We reply within 24 hours', { exact: false })).toBeVisible();
  await expectAccessible(page, 'Tech Support');

  await page.getByRole('button', { name: 'Request help' }).click();
  await expect(page.getByText('Email or username is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expectAccessible(page, 'Tech Support, with errors');

  await page.getByLabel('Email or Username').fill('visitor@example.co.uk');
  await page.getByLabel('Topic').selectOption('login');
  await page.getByLabel('Description').fill('I cannot sign in from my phone since this morning.');
  await page.getByRole('button', { name: 'Request help' }).click();
  await expect(page.getByText('Thanks! Your support request was sent successfully.')).toBeVisible();
  await expectAccessible(page, 'Tech Support, sent');

  const mail = await waitForEmail('support@swapsies.test');
  expect(mail).toContain('visitor@example.co.uk');
  expect(mail).toContain('I cannot sign in from my phone since this morning.');
});
