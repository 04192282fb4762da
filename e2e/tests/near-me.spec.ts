/**
 * Near me (issue 28): Ana, registered with a postcode in central Leeds, lists a lamp; her friend Tom,
 * with no area yet, sees only her town on its card. He sets his area in settings (Headingley, LS6),
 * and the card says how far she is; Everyone shows the lamp too, nearest first. With his area
 * removed, Everyone asks where he is and leads him back to the postcode field.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { apiAs, listItem, logInByApi, registerByApi, signInByApi, skipSplash } from './support.ts';

const LAMPS = '10-1001-100101';
const BOOKS = '4-401-40101';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a member sets their area, sees distances on cards, and opens Everyone', async ({ page, request }) => {
  const ana = await registerByApi(request, { firstName: 'Ana', categories: [BOOKS], postcode: 'LS1 4AP' });
  const tom = await registerByApi(request, { firstName: 'Tom', categories: [LAMPS] });
  await skipSplash(page);
  const tomApi = apiAs(request, await signInByApi(page, request, tom.username));
  const anaApi = apiAs(request, await logInByApi(request, ana.username));
  const tomId = (await tomApi.get('/user')).User.ID;
  const anaId = (await anaApi.get('/user')).User.ID;
  await tomApi.post(`/friends/${anaId}/request`);
  await anaApi.post(`/friends/${tomId}/accept`);
  await listItem(request, anaApi.token, 'Brass lamp', LAMPS, 'Leeds city centre');
  await listItem(request, tomApi.token, 'Box of novels', BOOKS);

  await test.step('without an area, Tom sees only the owner’s town', async () => {
    await page.goto('/seek');
    const lamp = card(page, 'Brass lamp');
    await expect(lamp).toBeVisible();
    await expect(lamp.getByText('Leeds', { exact: true })).toBeVisible();
  });

  await test.step('Tom sets his area in settings', async () => {
    await page.goto('/profile');
    const area = page.getByRole('region', { name: 'Your area' });
    await expect(area.getByText('No area set')).toBeVisible();
    await area.getByLabel('Postcode').fill('LS6 2AB');
    await area.getByRole('button', { name: 'Save postcode' }).click();
    await expect(area.getByText('LS6 · Leeds')).toBeVisible();
    await expect(page.getByText('Area saved')).toBeVisible();
    await expect(area.getByLabel('How far to look')).toHaveValue('10');
    await expectAccessible(page, 'Settings, Your area set');
    await area.screenshot({ path: test.info().outputPath('settings-area.png') });
  });

  await test.step('the card on Friends says how far Ana is', async () => {
    await page.goto('/seek');
    const lamp = card(page, 'Brass lamp');
    await expect(lamp.getByText(/^about \d+ miles? · Leeds$/)).toBeVisible();
    await expectAccessible(page, 'Seek, a card with its distance');
    await lamp.screenshot({ path: test.info().outputPath('feed-card-distance.png') });
  });

  await test.step('Everyone shows the lamp, near him', async () => {
    await page.getByRole('tab', { name: 'Everyone' }).click();
    const lamp = card(page, 'Brass lamp');
    await expect(lamp).toBeVisible();
    await expect(lamp.getByText(/^about \d+ miles? · Leeds$/)).toBeVisible();
    await expectAccessible(page, 'Seek, Everyone');
  });

  await test.step('with no area, Everyone asks where he is and leads to the postcode', async () => {
    await page.goto('/profile');
    const area = page.getByRole('region', { name: 'Your area' });
    await area.getByRole('button', { name: 'Remove area' }).click();
    await expect(area.getByText('No area set')).toBeVisible();
    await page.goto('/seek');
    await expect(page.getByRole('tab', { name: 'Everyone' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Where are you?' })).toBeVisible();
    await expectAccessible(page, 'Seek, Everyone without an area');
    await page.getByRole('link', { name: 'Set your area' }).click();
    await expect(page).toHaveURL(/\/profile#area$/);
    await expect(page.getByRole('region', { name: 'Your area' }).getByLabel('Postcode')).toBeFocused();
  });
});
