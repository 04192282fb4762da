/**
 * Moderation that acts before an admin looks (issue 26). Three established members report Gwen's
 * item: it hides at once, and Gwen sees it under review. The admin works the Reported queue: she
 * removes the item with a reason, and a reporter hears the outcome; she suspends Trevor, whose open
 * app is signed out at once, who cannot sign in again, and is emailed why and how to appeal.
 */
import { expect, type Page, test } from '@playwright/test';
import { ESTABLISHED_MEMBERS, SEEDED_ADMIN } from '../seeded.ts';
import { expectAccessible } from './accessibility.ts';
import { apiAs, GUITARS, listItem, PASSWORD, registerByApi, signInByApi, skipSplash, waitForEmail } from './support.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`moderation-${name}.png`) });

async function signedInPage(
  browser: import('@playwright/test').Browser,
  request: import('@playwright/test').APIRequestContext,
  login: string,
) {
  const page = await (await browser.newContext()).newPage();
  await skipSplash(page);
  const api = apiAs(request, await signInByApi(page, request, login));
  return { page, api };
}

test('reports hide an item at once; the admin removes it, the reporter hears, and a suspended member is locked out', async ({
  browser,
  request,
}) => {
  const gwenLogin = (await registerByApi(request, { firstName: 'Gwen' })).username;
  const trevorIdentity = await registerByApi(request, { firstName: 'Trevor' });
  const gwen = await signedInPage(browser, request, gwenLogin);
  const trevor = await signedInPage(browser, request, trevorIdentity.username);
  await listItem(request, gwen.api.token, 'Lava lamp', GUITARS);
  const lamp = (await gwen.api.get('/dashboard')).User.Items[0];
  const trevorId = (await trevor.api.get('/user')).User.ID;

  // Three established members report the lamp; Rhys also reports Trevor's profile.
  const reporters = [];
  for (const login of ESTABLISHED_MEMBERS) reporters.push(await signedInPage(browser, request, login));
  for (const reporter of reporters) {
    const response = await request.post('/api/v1/report', {
      headers: { authorization: `Bearer ${reporter.api.token}` },
      data: { TargetType: 'item', TargetID: lamp.ID, Reason: 'Prohibited item', Text: 'It is a real flame lamp.' },
    });
    expect(response.status()).toBe(200);
  }
  const profileReport = await request.post('/api/v1/report', {
    headers: { authorization: `Bearer ${reporters[0]?.api.token}` },
    data: { TargetType: 'user', TargetID: trevorId, Reason: 'Scam or fraud', Text: 'Asked me to pay a deposit.' },
  });
  expect(profileReport.status()).toBe(200);

  // Gwen sees her lamp under review.
  await gwen.page.goto('/my-items');
  await expect(gwen.page.getByText('Under review', { exact: true })).toBeVisible();
  await shot(gwen.page, '1-owner-under-review');

  // The admin's Reported queue: the lamp first (three reporters), hidden; Trevor's profile after it.
  const admin = await signedInPage(browser, request, SEEDED_ADMIN);
  await admin.page.goto('/admin');
  await admin.page.getByRole('tab', { name: 'Reported' }).click();
  const entries = admin.page.getByRole('list', { name: 'Reported items, messages and profiles' }).getByRole('listitem');
  const lampEntry = entries.filter({ hasText: 'Lava lamp' }).first();
  await expect(lampEntry).toContainText('Reported by 3 members');
  await expect(lampEntry).toContainText('Hidden pending review');
  await expect(entries.first()).toContainText('Lava lamp');
  await expectAccessible(admin.page, 'the Reported queue');
  await shot(admin.page, '2-queue');

  // She removes the lamp, with a reason.
  await lampEntry.getByRole('button', { name: 'Remove' }).click();
  const removal = admin.page.getByRole('dialog', { name: 'Remove this item?' });
  await removal.getByRole('button', { name: 'Confirm' }).click();
  await expect(removal.getByText('Please give a reason')).toBeVisible();
  await removal.getByLabel('Reason').fill('Open flames are not allowed.');
  await removal.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.page.getByText('Removed', { exact: true })).toBeVisible();
  await expect(entries.filter({ hasText: 'Lava lamp' })).toHaveCount(0);

  // A reporter hears the outcome in the bell.
  const sian = reporters[1];
  if (!sian) throw new Error('the second reporter is missing');
  await sian.page.goto('/friends');
  await sian.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await expect(sian.page.getByText('We removed the item you reported')).toBeVisible();
  await shot(sian.page, '3-reporter-notice');

  // Trevor has the app open when the admin suspends him.
  await trevor.page.goto('/friends');
  const trevorEntry = entries.filter({ hasText: 'Trevor' }).first();
  await trevorEntry.getByRole('button', { name: 'Suspend account' }).click();
  const suspension = admin.page.getByRole('dialog', { name: `Suspend @${trevorIdentity.username}?` });
  await suspension.getByLabel('Reason').fill('Asking members for deposits.');
  await suspension.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.page.getByText('Account suspended').first()).toBeVisible();
  await shot(admin.page, '4-suspended');

  // His open app is signed out at once, without him doing anything.
  await expect(trevor.page).toHaveURL(/\/$/);
  await expect(trevor.page.getByRole('alert')).toContainText('Your session has expired. Please log in again.');

  // Signing in again is refused, pointing to Tech support to appeal.
  const email = await waitForEmail(trevorIdentity.email);
  expect(email).toContain('Asking members for deposits.');
  expect(email).toContain('/tech-support');
  const loginPage = await (await browser.newContext()).newPage();
  await skipSplash(loginPage);
  await loginPage.goto('/login');
  await loginPage.getByLabel('Email/Username').fill(trevorIdentity.username);
  await loginPage.getByLabel('Password').fill(PASSWORD);
  await loginPage.getByRole('button', { name: 'Sign In' }).click();
  const refusal = loginPage.getByRole('alert');
  await expect(refusal).toContainText('Your account is suspended');
  await expect(refusal.getByRole('link', { name: 'Tech Support' })).toHaveAttribute('href', '/tech-support');
  await expectAccessible(loginPage, 'the suspended sign-in');
  await shot(loginPage, '5-suspended-login');
  const stale = await request.get('/api/v1/user', { headers: { authorization: `Bearer ${trevor.api.token}` } });
  expect(stale.status()).toBe(401);
});
