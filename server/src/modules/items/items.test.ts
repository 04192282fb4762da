/** POST /item, PUT /items/{id}, DELETE /items/{id} and the items on GET /dashboard. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type CreateItemBody,
  itemMessages,
  PHOTO_MAX_BYTES,
  routes,
  type UpdateItemBody,
  type UserItem,
} from '@swapsies/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_PIXELS } from '../../lib/images.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { base64, GPS_TAG, jpeg, jpegWithExif, pixelBomb, png } from '../../test/images.ts';
import { charityRegistration, login, register, signUp } from '../../test/members.ts';
import { commitItems } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BIKE = { CategoryID: 12, SubcategoryID: 1201, SubcategoryItemID: 120101 };
const BIKE_PATH = '12-1201-120101';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let charityAuth: Record<string, string>;
let photoA: string;
let photoB: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await t.database.db.execute(`update users set is_admin = true where id = ${admin.id}`);
  const charity = charityRegistration(base64(await png()));
  expect((await register(t.app, charity)).statusCode).toBe(200);
  charityAuth = { authorization: `Bearer ${await login(t.app, charity.Username)}` };
  photoA = base64(await jpeg(120, 80, '#c33'));
  photoB = base64(await png(64, 96, '#36c'));
});
afterAll(() => t.close());

function newItem(overrides: Partial<CreateItemBody> = {}): CreateItemBody {
  return {
    Name: 'Road bike',
    Description: 'A light aluminium road bike, 54 cm frame, recently serviced.',
    Location: 'Lewisham, London',
    ...BIKE,
    CategoryPath: BIKE_PATH,
    Pint: 0,
    Charity: false,
    EncodedPhotos: [photoA],
    ...overrides,
  };
}

function create(auth: Auth, body: CreateItemBody) {
  return callRoute(t.app, routes.createItem, { body }, auth);
}

function update(auth: Auth, id: number, body: UpdateItemBody) {
  return callRoute(t.app, routes.updateItem, { params: { id }, body }, auth);
}

function remove(auth: Auth, id: number) {
  return callRoute(t.app, routes.deleteItem, { params: { id } }, auth);
}

async function createdItem(auth = owner.auth, overrides: Partial<CreateItemBody> = {}): Promise<UserItem> {
  const response = await create(auth, newItem(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.Item;
}

function firstPhotoOf(item: UserItem): number {
  const [photo] = item.Photos;
  if (!photo) throw new Error(`item ${item.ID} has no photo`);
  return photo.ID;
}

/** The edit the web form sends: everything kept as it is unless overridden. */
function editOf(item: UserItem, overrides: Partial<UpdateItemBody> = {}): UpdateItemBody {
  return {
    Location: item.Location,
    Pint: item.Pint,
    Charity: item.Charity,
    PhotoIDs: item.Photos.map((photo) => photo.ID),
    EncodedPhotos: [],
    ...overrides,
  };
}

async function dashboardItems(auth = owner.auth): Promise<UserItem[]> {
  return (await callRoute(t.app, routes.getDashboard, undefined, auth)).answer.User.Items;
}

async function storedFiles(): Promise<string[]> {
  const folder = path.join(t.dataDir, 'files', 'items');
  return (await fs.readdir(folder).catch(() => [] as string[])).sort();
}

describe('POST /item', () => {
  it('creates the item with its category, reach and photos, and lists it on the dashboard', async () => {
    const item = await createdItem(owner.auth, { Pint: 2, Charity: true, EncodedPhotos: [photoA, photoB] });
    expect(item).toMatchObject({
      Name: 'Road bike',
      Location: 'Lewisham, London',
      Pint: 2,
      Charity: true,
      Committed: false,
      PendingApproval: false,
      PendingChanges: false,
      ...BIKE,
      CategoryPath: BIKE_PATH,
    });
    expect(item.CategoryName).toBeTruthy();
    expect(item.SubcategoryItemName).toBeTruthy();
    expect(item.Photos).toHaveLength(2);
    expect(item.Photos[0]?.Path).toMatch(/^items\/[0-9a-f]{32}\.jpg$/);
    expect(item.Photos[0]?.Thumbnail).toMatch(/^items\/[0-9a-f]{32}-thumb\.jpg$/);
    expect(item.Photos[1]?.Path).toMatch(/^items\/[0-9a-f]{32}\.png$/);
    expect((await dashboardItems()).find((listed) => listed.ID === item.ID)).toEqual(item);
  });

  it('accepts a category given only by its path, and trims the text', async () => {
    const item = await createdItem(owner.auth, {
      CategoryID: 0,
      SubcategoryID: 0,
      SubcategoryItemID: 0,
      Name: '  Spare wheel  ',
    });
    expect(item).toMatchObject({ Name: 'Spare wheel', ...BIKE });
  });

  it('answers every message of the item form (itemMessages) for an empty form', async () => {
    const response = await create(
      owner.auth,
      newItem({
        Name: ' ',
        Description: '',
        Location: '',
        CategoryID: 0,
        SubcategoryID: 0,
        SubcategoryItemID: 0,
        CategoryPath: '',
        EncodedPhotos: [],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Message: itemMessages.titleRequired,
      Errors: [
        { Field: 'Name', Message: itemMessages.titleRequired },
        { Field: 'Description', Message: itemMessages.descriptionRequired },
        { Field: 'Location', Message: itemMessages.locationRequired },
        { Field: 'CategoryPath', Message: itemMessages.categoryRequired },
        { Field: 'Photos', Message: itemMessages.photosRequired },
      ],
    });
  });

  it.each([
    ['a description under 10 characters', { Description: 'Too short' }, itemMessages.descriptionTooShort],
    ['more than 6 photos', { EncodedPhotos: Array(7).fill('') }, itemMessages.photosMax],
    ['a title over the cap', { Name: 'x'.repeat(81) }, itemMessages.nameTooLong],
    [
      'a category the tree lacks',
      { CategoryPath: '12-1201-999999', SubcategoryItemID: 999999 },
      itemMessages.categoryUnknown,
    ],
    ['ids that disagree with the path', { CategoryID: 4 }, itemMessages.categoryUnknown],
  ])('refuses %s', async (_label, overrides, message) => {
    const before = await storedFiles();
    const response = await create(owner.auth, newItem(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toContainEqual(expect.objectContaining({ Message: message }));
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a Pint level outside 0-2 and unknown fields', async () => {
    expect((await create(owner.auth, newItem({ Pint: 3 }))).statusCode).toBe(400);
    const forged = { ...newItem(), OwnerID: other.id };
    const extra = await create(owner.auth, forged);
    expect(extra.statusCode).toBe(400);
    expect(extra.error.Errors?.[0]).toMatchObject({ Field: 'OwnerID' });
  });

  it('strips EXIF, GPS included, and applies the orientation', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif?.includes(GPS_TAG)).toBe(true);
    const sideways = await sharp(await jpeg(120, 80))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const item = await createdItem(owner.auth, { EncodedPhotos: [base64(original), base64(sideways)] });
    for (const photo of item.Photos) {
      for (const name of [photo.Path, photo.Thumbnail]) {
        const stored = await fs.readFile(path.join(t.dataDir, 'files', name));
        const meta = await sharp(stored).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(stored.includes(GPS_TAG)).toBe(false);
        expect(stored.toString('latin1')).not.toContain('Acme');
      }
    }
    const turned = await sharp(await fs.readFile(path.join(t.dataDir, 'files', item.Photos[1]?.Path ?? ''))).metadata();
    expect(turned).toMatchObject({ width: 80, height: 120 });
  });

  it('takes the type from the content: a PNG sent as a JPEG data URL stays a PNG', async () => {
    const item = await createdItem(owner.auth, { EncodedPhotos: [`data:image/jpeg;base64,${photoB}`] });
    expect(item.Photos[0]?.Path).toMatch(/\.png$/);
    const stored = await fs.readFile(path.join(t.dataDir, 'files', item.Photos[0]?.Path ?? ''));
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it.each([
    [
      'a text file sent as a PNG',
      `data:image/png;base64,${base64(Buffer.from('hello, this is not an image at all'))}`,
      'IMAGE_TYPE_NOT_SUPPORTED',
    ],
    ['a GIF', 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'IMAGE_TYPE_NOT_SUPPORTED'],
    ['a truncated JPEG', base64(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])), 'IMAGE_PROCESSING_FAILED'],
    ['text that is not base64', 'not*base64!', 'IMAGE_PROCESSING_FAILED'],
  ])('refuses %s, storing nothing', async (_label, encoded, code) => {
    const before = await storedFiles();
    const response = await create(owner.auth, newItem({ EncodedPhotos: [photoA, encoded] }));
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ ErrorCode: code, Errors: [{ Field: 'EncodedPhotos/1' }] });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a photo over 10 MB once decoded', async () => {
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const response = await create(owner.auth, newItem({ EncodedPhotos: [base64(big)] }));
    expect(response.statusCode).toBe(400);
    expect(response.error.ErrorCode).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(2000);
    const response = await create(owner.auth, newItem({ EncodedPhotos: [base64(bomb)] }));
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ ErrorCode: 'IMAGE_TOO_LARGE', Errors: [{ Message: TOO_MANY_PIXELS }] });
  });

  it('refuses charity accounts, which do not list items', async () => {
    expect((await create(charityAuth, newItem())).statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    const response = await create(undefined, newItem());
    expect(response.statusCode).toBe(401);
    expect(response.error.ErrorCode).toBe('WRONG_TOKEN');
  });
});

describe('PUT /items/{id}', () => {
  it('changes location, reach and photos: kept ones in the new order, new ones after them, dropped files removed', async () => {
    const item = await createdItem(owner.auth, { EncodedPhotos: [photoA, photoB] });
    const [first, second] = item.Photos;
    if (!first || !second) throw new Error('the item lost a photo');
    const response = await update(
      owner.auth,
      item.ID,
      editOf(item, { Location: 'Deptford', Pint: 1, Charity: true, PhotoIDs: [second.ID], EncodedPhotos: [photoA] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.answer.Item;
    expect(updated).toMatchObject({ Location: 'Deptford', Pint: 1, Charity: true, PendingChanges: false });
    expect(updated.Photos.map((photo) => photo.ID)[0]).toBe(second.ID);
    expect(updated.Photos).toHaveLength(2);
    const files = await storedFiles();
    expect(files).not.toContain(path.basename(first.Path));
    expect(files).not.toContain(path.basename(first.Thumbnail));
    // The WebP copies go with the photo they copy.
    expect(files).not.toContain(path.basename(first.Path).replace(/\.(jpg|png)$/, '.webp'));
    expect(files).not.toContain(path.basename(first.Thumbnail).replace(/\.(jpg|png)$/, '.webp'));
    expect(files).toContain(path.basename(second.Path));
    expect(files).not.toContain(path.basename(first.Path).replace(/\.(jpg|png)$/, '-small.webp'));
    expect(files).toContain(path.basename(second.Path).replace(/\.(jpg|png)$/, '.webp'));
    expect(files).toContain(path.basename(second.Path).replace(/\.(jpg|png)$/, '-small.webp'));
    expect((await dashboardItems()).find((listed) => listed.ID === item.ID)).toEqual(updated);
  });

  it('keeps the category: sending it back unchanged is fine, changing it is refused', async () => {
    const item = await createdItem();
    expect((await update(owner.auth, item.ID, editOf(item, { ...BIKE, CategoryPath: BIKE_PATH }))).statusCode).toBe(
      200,
    );
    const changed = await update(owner.auth, item.ID, editOf(item, { CategoryPath: '4-401-40101' }));
    expect(changed.statusCode).toBe(400);
    expect(changed.error.Errors).toContainEqual({ Field: 'CategoryPath', Message: itemMessages.categoryReadOnly });
  });

  it('answers the edit messages: no photos left, no location', async () => {
    const item = await createdItem();
    const response = await update(owner.auth, item.ID, editOf(item, { Location: ' ', PhotoIDs: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toEqual([
      { Field: 'Location', Message: itemMessages.locationRequired },
      { Field: 'Photos', Message: itemMessages.editPhotosRequired },
    ]);
    const named = await update(owner.auth, item.ID, editOf(item, { Name: '' }));
    expect(named.error.Errors).toContainEqual({ Field: 'Name', Message: itemMessages.nameRequired });
  });

  it('refuses more than 6 photos in all', async () => {
    const item = await createdItem(owner.auth, { EncodedPhotos: [photoA, photoA] });
    const response = await update(owner.auth, item.ID, editOf(item, { EncodedPhotos: Array(5).fill(photoA) }));
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toContainEqual({ Field: 'Photos', Message: itemMessages.editPhotosMax });
  });

  it('refuses to keep a photo of another item, or the same photo twice', async () => {
    const mine = await createdItem();
    const theirs = await createdItem(other.auth);
    for (const PhotoIDs of [[firstPhotoOf(theirs)], [firstPhotoOf(mine), firstPhotoOf(mine)]]) {
      const response = await update(owner.auth, mine.ID, editOf(mine, { PhotoIDs }));
      expect(response.statusCode).toBe(400);
      expect(response.error.Errors).toContainEqual({ Field: 'PhotoIDs', Message: itemMessages.photoNotFound });
    }
  });

  it('leaves no file behind when a new photo is bad', async () => {
    const item = await createdItem();
    const before = await storedFiles();
    const response = await update(
      owner.auth,
      item.ID,
      editOf(item, { EncodedPhotos: [photoA, photoB, 'bm90IGFuIGltYWdl'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect((await dashboardItems()).find((listed) => listed.ID === item.ID)).toEqual(item);
  });

  it('leaves no file behind when the update fails after the photos were stored', async () => {
    const item = await createdItem();
    const before = await storedFiles();
    // Valid photos, then a kept photo that is not this item's: refused inside the transaction.
    const theirs = await createdItem(other.auth);
    const afterTheirs = await storedFiles();
    const response = await update(
      owner.auth,
      item.ID,
      editOf(item, { PhotoIDs: [firstPhotoOf(item), firstPhotoOf(theirs)], EncodedPhotos: [photoA, photoB] }),
    );
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(afterTheirs);
    // Their one photo: itself, its thumbnail, the WebP copy of each and the small WebP copy.
    expect(afterTheirs.length - before.length).toBe(5);
  });

  it('refuses a committed item with the edit message, and allows it again once the commitment has passed', async () => {
    const item = await createdItem();
    await commitItems(t, [item.ID], 2);
    expect((await dashboardItems()).find((listed) => listed.ID === item.ID)?.Committed).toBe(true);
    const response = await update(owner.auth, item.ID, editOf(item, { Location: 'Catford' }));
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ ErrorCode: 'ITEM_COMMITTED', Message: itemMessages.committedEdit });
    t.clock.advance(2 * 3_600_000 + 1);
    expect((await dashboardItems()).find((listed) => listed.ID === item.ID)?.Committed).toBe(false);
    expect((await update(owner.auth, item.ID, editOf(item, { Location: 'Catford' }))).statusCode).toBe(200);
  });
});

describe('DELETE /items/{id}', () => {
  it('deletes the item and its photo files', async () => {
    const item = await createdItem(owner.auth, { EncodedPhotos: [photoA, photoB] });
    const response = await remove(owner.auth, item.ID);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    expect((await dashboardItems()).some((listed) => listed.ID === item.ID)).toBe(false);
    const files = await storedFiles();
    for (const photo of item.Photos) {
      expect(files).not.toContain(path.basename(photo.Path));
      expect(files).not.toContain(path.basename(photo.Thumbnail));
    }
    expect((await remove(owner.auth, item.ID)).statusCode).toBe(404);
  });

  it('refuses a committed item with the delete message', async () => {
    const item = await createdItem();
    await commitItems(t, [item.ID]);
    const response = await remove(owner.auth, item.ID);
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ ErrorCode: 'ITEM_COMMITTED', Message: itemMessages.committedDelete });
    expect((await dashboardItems()).some((listed) => listed.ID === item.ID)).toBe(true);
  });
});

describe('who may edit and delete an item', () => {
  const callers = {
    owner: () => owner.auth,
    'another member': () => other.auth,
    admin: () => admin.auth,
    charity: () => charityAuth,
    anonymous: () => undefined,
  } as const;
  const expected = {
    owner: 200,
    'another member': 404,
    admin: 404,
    charity: 403,
    anonymous: 401,
  } as const;

  it.each(Object.keys(callers) as (keyof typeof callers)[])('%s', async (caller) => {
    const item = await createdItem();
    const auth = callers[caller]();
    const edited = await update(auth, item.ID, editOf(item, { Location: 'Somewhere else' }));
    const deleted = await remove(auth, item.ID);
    expect(edited.statusCode).toBe(expected[caller]);
    expect(deleted.statusCode).toBe(expected[caller]);
    if (expected[caller] === 404) {
      expect(edited.error).toMatchObject({ ErrorCode: 'ITEM_NOT_FOUND', Message: itemMessages.notFound });
      expect(deleted.error.ErrorCode).toBe('ITEM_NOT_FOUND');
    }
    const stillThere = (await dashboardItems()).find((listed) => listed.ID === item.ID);
    if (caller === 'owner') expect(stillThere).toBeUndefined();
    else expect(stillThere?.Location).toBe(item.Location);
  });

  it('answers not found, not the item, for an id that does not exist', async () => {
    const response = await update(owner.auth, 2147483647, editOf(await createdItem()));
    expect(response.statusCode).toBe(404);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'ITEM_NOT_FOUND', Message: itemMessages.notFound });
  });
});
