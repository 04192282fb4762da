/**
 * Two members become friends: one finds the other by username and sends a request; the other sees
 * it in the bell and in Requests, accepts, and both see each other in Friends.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { PASSWORD, registerByApi, signInByApi, skipSplash } from './support.ts';

test('two members become friends through search and acceptance', async ({ browser, request }) => {
  const [tom, ana] = [await registerByApi(request), await registerByApi(request)];

  const tomContext = await browser.newContext();
  const tomPage = await tomContext.newPage();
  await skipSplash(tomPage);
  await signInByApi(tomPage, request, tom.username);
  await tomPage.goto('/friends');
  await expect(tomPage.getByRole('heading', { name: 'Birds of a feather' })).toBeVisible();
  await expectAccessible(tomPage, 'Friends');

  const searchBox = tomPage.getByLabel('Find friends by username or charity number');
  const button = tomPage.getByRole('button', { name: 'Generate Invite' });
  await expect(button).toBeVisible();
  await searchBox.fill(ana.username.slice(0, 5).toUpperCase());
  // Lowercased as typed, and too short to search yet.
  await expect(searchBox).toHaveValue(ana.username.slice(0, 5));
  await expect(tomPage.getByRole('button', { name: 'Keep typing...' })).toBeDisabled();
  await searchBox.fill(ana.username);
  await tomPage.getByRole('button', { name: 'Search' }).click();
  await expect(tomPage.getByText('User Found')).toBeVisible();
  await expect(tomPage.getByText(`@${ana.username}`)).toBeVisible();
  await expectAccessible(tomPage, 'Friends, a user found');
  await tomPage.getByRole('button', { name: 'Send Request' }).click();
  await expect(tomPage.getByText('Friend request sent successfully')).toBeVisible();
  await expect(tomPage.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  await expectAccessible(tomPage, 'Friends, the request sent');

  const anaContext = await browser.newContext();
  const anaPage = await anaContext.newPage();
  await skipSplash(anaPage);
  await signInByApi(anaPage, request, ana.username);
  await anaPage.goto('/friends');
  const bell = anaPage.getByRole('button', { name: /^Notifications, 1 unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(anaPage.getByText(/New friend request from Tom Baker/)).toBeVisible();
  await expectAccessible(anaPage, 'the notifications panel, one unread');
  await expect(anaPage.getByRole('button', { name: /^Notifications, 0 unread/ })).toBeVisible();
  await anaPage.keyboard.press('Escape');

  await anaPage.getByRole('tab', { name: /Requests/ }).click();
  await anaPage.getByRole('button', { name: /Accept/ }).click();
  await expect(anaPage.getByText('Friend request accepted')).toBeVisible();
  await expectAccessible(anaPage, 'Friends, Requests tab after accepting');
  await anaPage.getByRole('tab', { name: /Friends/ }).click();
  await expect(anaPage.getByRole('tabpanel').getByText(`@${tom.username}`)).toBeVisible();
  await expectAccessible(anaPage, 'Friends, Friends tab');
  await anaPage.screenshot({ path: test.info().outputPath('ana-friends.png'), fullPage: true });

  await tomPage.reload();
  await tomPage.getByRole('tab', { name: /Friends/ }).click();
  await expect(tomPage.getByRole('tabpanel').getByText(`@${ana.username}`)).toBeVisible();

  await tomContext.close();
  await anaContext.close();
});

test('on a phone all four tabs of the Friends page are on screen, counts included', async ({ browser, request }) => {
  const [me, asker, asked, friend] = [
    await registerByApi(request),
    await registerByApi(request, { firstName: 'Bea' }),
    await registerByApi(request, { firstName: 'Cal' }),
    await registerByApi(request, { firstName: 'Dee' }),
  ];
  const api = async (login: string) => {
    const response = await request.post('/api/v1/login', { data: { Login: login, Password: PASSWORD } });
    const headers = { Authorization: `Bearer ${(await response.json()).Token}` };
    const user = await (await request.get('/api/v1/user', { headers })).json();
    return { headers, id: user.User.ID as number };
  };
  const [mine, bea, cal, dee] = [
    await api(me.username),
    await api(asker.username),
    await api(asked.username),
    await api(friend.username),
  ];
  // A count on three tabs, the widest the row gets: Friends 1 (Dee), Requests 1 (Bea asks me), Invites 1 (I ask Cal).
  const post = async (path: string, headers: Record<string, string>) =>
    expect((await request.post(`/api/v1${path}`, { headers })).status(), path).toBe(200);
  await post(`/friends/${mine.id}/request`, dee.headers);
  await post(`/friends/${dee.id}/accept`, mine.headers);
  await post(`/friends/${mine.id}/request`, bea.headers);
  await post(`/friends/${cal.id}/request`, mine.headers);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await skipSplash(page);
  await signInByApi(page, request, me.username);
  await page.goto('/friends');
  await expect(page.getByRole('tab', { name: 'Friends 1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requests 1' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invites 1' })).toBeVisible();
  await expectAccessible(page, 'Friends on a phone, with counts');
  for (const tab of await page.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box, (await tab.textContent()) ?? undefined).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  // Nothing hidden off to the side either.
  const tablist = page.getByRole('tablist', { name: 'Your people' });
  expect(await tablist.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('friends-tabs-390.png') });
  await context.close();
});
