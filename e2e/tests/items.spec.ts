/**
 * A member manages their stuff with real photos: adds an item with two photos, sees it in Your
 * stuff, edits its location and photos, and deletes it. The photos that reach the server keep no
 * EXIF (the one uploaded carries GPS).
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { GPS_TAG, jpegWithExif, png } from '../../server/src/test/images.ts';
import { expectAccessible } from './accessibility.ts';
import { registerByApi, signInByApi, skipSplash, watchSecurityPolicy } from './support.ts';

test.beforeEach(({ page }) => skipSplash(page));

test('a member adds an item with two photos, edits its location and photos, then deletes it', async ({
  page,
  request,
}) => {
  // The whole journey runs under the server's Content-Security-Policy: not one violation.
  const securityPolicy = await watchSecurityPolicy(page);
  const me = await registerByApi(request);
  const token = await signInByApi(page, request, me.username);
  const withGps = await jpegWithExif();
  expect((await sharp(withGps).metadata()).exif?.includes(GPS_TAG)).toBe(true);

  await page.goto('/my-items');
  await expect(page.getByRole('heading', { name: 'Your stuff' })).toBeVisible();
  await expectAccessible(page, 'Your stuff, empty');
  await page.getByRole('link', { name: 'Add Your First Item' }).click();
  await expect(page).toHaveURL(/\/add-item$/);
  await expect(page.getByRole('heading', { name: 'Add Something For Swapping or Rehoming' })).toBeVisible();
  await expectAccessible(page, 'Add item');

  // An empty form answers with the specification's messages.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Title is a must!')).toBeVisible();
  await expect(page.getByText('Swap location is a must!')).toBeVisible();
  await expect(page.getByText("Forgot to select item's category, mate.")).toBeVisible();
  await expect(page.getByText('At least one image, please.')).toBeVisible();
  await expectAccessible(page, 'Add item, with errors');

  await page.locator('input[type=file]').setInputFiles([
    { name: 'guitar-front.jpg', mimeType: 'image/jpeg', buffer: withGps },
    { name: 'guitar-back.png', mimeType: 'image/png', buffer: await png(300, 200, '#2a7') },
  ]);
  await expect(page.getByRole('img', { name: 'Preview 2' })).toBeVisible();
  await page.getByLabel('Title').fill('Acoustic guitar');
  await page.getByLabel('Description').fill('Full-size acoustic guitar with a soft case and spare strings.');
  await page.getByLabel('Swap location').fill('Lewisham, London');
  // Type-ahead: a double tap of Space takes the suggestion, as the add form promises.
  const search = page.getByRole('searchbox', { name: 'Search categories' });
  await search.pressSequentially('acoustic gui');
  await search.press('Space');
  await search.press('Space');
  await expect(page.getByText('Musical Instruments › Guitars & basses › Acoustic guitars').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('add-form.png'), fullPage: true });
  await expectAccessible(page, 'Add item, filled in');
  await page.getByRole('button', { name: 'Add Item' }).click();

  await expect(page.getByRole('dialog', { name: 'Game on!' })).toBeVisible();
  await expect(page.getByText('The item will now be offered for swapping. Stay put!')).toBeVisible();
  await expectAccessible(page, 'the Game on! dialog');
  await page.getByRole('button', { name: 'Go to Your stuff' }).click();
  await expect(page).toHaveURL(/\/my-items$/);
  const card = page.getByRole('article').filter({ hasText: 'Acoustic guitar' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Lewisham, London')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show photo 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Item' })).toBeVisible();
  await expectAccessible(page, 'Your stuff, one item');
  await page.screenshot({ path: test.info().outputPath('your-stuff.png'), fullPage: true });

  // The stored photos carry no EXIF: fetched the way the page fetches them.
  const dashboard = await (
    await request.get('/api/v1/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const [item] = dashboard.User.Items;
  expect(item.Photos).toHaveLength(2);
  for (const photo of item.Photos) {
    const file = await request.get('/api/v1/file', { params: { path: photo.Path, token: dashboard.MediaToken } });
    expect(file.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
    const stored = Buffer.from(await file.body());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(GPS_TAG)).toBe(false);
  }

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-item/${item.ID}$`));
  await expect(page.getByRole('heading', { name: 'Never Too Late To Update' })).toBeVisible();
  await expect(page.getByText('Please re-add the item if you want to change this.')).toBeVisible();
  await expectAccessible(page, 'Edit item');
  await page.getByLabel('Swap location').fill('Deptford, London');
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await page.locator('input[type=file]').setInputFiles([
    {
      name: 'guitar-case.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(await png(240, 320, '#a52'))
        .jpeg()
        .toBuffer(),
    },
  ]);
  await expect(page.getByRole('img', { name: 'Preview 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Item Updated Successfully!' })).toBeVisible();
  await expectAccessible(page, 'the Item Updated dialog');
  await page.getByRole('button', { name: 'Go to Your stuff' }).click();
  await expect(card.getByText('Deptford, London')).toBeVisible();

  const edited = await (
    await request.get('/api/v1/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(edited.User.Items[0].Photos.map((photo: { ID: number }) => photo.ID)).not.toContain(item.Photos[0].ID);
  expect(edited.User.Items[0].Photos).toHaveLength(2);

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Acoustic guitar');
  await expectAccessible(page, 'the delete item dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Your First Item' })).toBeVisible();
  await expectAccessible(page, 'Your stuff, empty again');

  // Every screen above ran under the policy the page came with.
  const policy = (await request.get('/my-items')).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  securityPolicy.expectNone();
});
