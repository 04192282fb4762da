/**
 * Invitations need the inviter's consent: the invite link the app hands a member is signed and
 * makes the newcomer their friend at once; a bare code (anyone can write one from a username) only
 * sends the inviter a friend request, which they accept or not.
 */
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { PASSWORD, registerByApi, signInByApi, skipSplash, uniqueIdentity } from './support.ts';

/** A newcomer opens `path` in a fresh browser, joins from the landing page and registers through the four steps. */
async function joinThrough(browser: Browser, path: string, firstName: string) {
  const me = uniqueIdentity('e2e_invited');
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipSplash(page);
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Try it yourself' }).first()).toBeVisible();
  await expectAccessible(page, 'the landing page of an invitation');
  await page.getByRole('link', { name: 'Try it yourself' }).first().click();
  await expect(page).toHaveURL(/\/register\?ref=/);
  await page.getByRole('radio', { name: 'Personal' }).check();
  await expectAccessible(page, 'Register, who is joining');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Gardening', exact: true }).check();
  await expectAccessible(page, 'Register, a starter pack chosen');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Newcomer');
  await expectAccessible(page, 'Register, about you');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Handle').fill(me.username);
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Handle is available')).toBeVisible();
  await expect(page.getByText('Email is available')).toBeVisible();
  await expectAccessible(page, 'Register, sign-in details');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/registration-complete$/);
  await expectAccessible(page, 'Registration complete');
  await context.close();
  return me;
}

async function friendsOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/friends', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  const handles = (list: { Username: string }[]) => list.map((person) => person.Username);
  return { friends: handles(body.Friends), approvals: handles(body.PendingApprovals) };
}

test('the signed invite link makes friends at once; a bare code asks the inviter first', async ({
  browser,
  page,
  request,
}) => {
  const inviter = await registerByApi(request, { firstName: 'Iris' });
  await skipSplash(page);
  const token = await signInByApi(page, request, inviter.username);
  await page.goto('/friends');
  const link = await page.getByRole('textbox', { name: 'Invite Link' }).inputValue();
  await expectAccessible(page, 'Friends with the invite link');
  const url = new URL(link);
  expect(url.pathname).toBe('/welcome');
  expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{22}$/);

  const signedJoiner = await joinThrough(browser, `${url.pathname}${url.search}`, 'Sasha');
  expect((await friendsOf(request, token)).friends).toEqual([signedJoiner.username]);

  const bareJoiner = await joinThrough(browser, `/welcome?ref=${url.searchParams.get('ref')}`, 'Basil');
  const after = await friendsOf(request, token);
  expect(after.friends).toEqual([signedJoiner.username]);
  expect(after.approvals).toEqual([bareJoiner.username]);

  // The inviter sees the request and decides.
  await page.reload();
  await page.getByRole('tab', { name: /Requests/ }).click();
  await expect(page.getByRole('tabpanel').getByText(`@${bareJoiner.username}`)).toBeVisible();
  await expectAccessible(page, 'Friends, a request from a bare code');
});
