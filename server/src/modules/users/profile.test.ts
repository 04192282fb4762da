import fs from 'node:fs/promises';
import path from 'node:path';
import { profileMessages, registrationMessages, routes, type UpdateUserBody, type User } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { base64, jpeg, png } from '../../test/images.ts';
import { login, signUp } from '../../test/members.ts';
import { type Auth, charity, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { categoryPathsQuery } from '../reference/categories.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function put(auth: Auth, body: UpdateUserBody) {
  return callRoute(t.app, routes.updateUser, { body }, auth);
}

async function me(auth: Auth): Promise<User> {
  return (await callRoute(t.app, routes.getUser, undefined, auth)).answer.User;
}

async function categoryPaths(n: number): Promise<string[]> {
  const rows = await categoryPathsQuery(t.database.db).limit(n);
  return rows.map((r) => `${r.categoryId}-${r.subcategoryId}-${r.itemId}`);
}

async function storedProfileFiles(): Promise<string[]> {
  return fs.readdir(path.join(t.dataDir, 'files', 'profiles')).catch(() => [] as string[]);
}

describe('PUT /user', () => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const response = await put(undefined, { Bio: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it('changes only the fields sent and answers the member as GET /user does', async () => {
    const member = await signUp(t.app);
    const before = await me(member.auth);
    const response = await put(member.auth, { Bio: 'I love old guitars', Telegram: ' @abe ' });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.answer.User;
    expect(after).toEqual({ ...before, Bio: 'I love old guitars', Telegram: '@abe' });
    expect(await me(member.auth)).toEqual(after);
  });

  it("takes back the profile fields of GET /user's answer unchanged", async () => {
    const member = await signUp(t.app);
    const before = await me(member.auth);
    const {
      ProfilePhoto: _,
      ProfileUnderReview: _r,
      IsAdmin: _a,
      CompletedSwaps: _c,
      FriendsCount: _f,
      Area: _area,
      ...rest
    } = before;
    const { FriendsOfFriendsCount: _ff, FollowersCount: _fc, ID: _id, Type: _type, ...body } = rest;
    const response = await put(member.auth, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer.User).toEqual(before);
  });

  it.each([
    ['FirstName', '', profileMessages.firstNameRequired],
    ['FirstName', 'A', registrationMessages.nameTooShort],
    ['LastName', ' ', profileMessages.lastNameRequired],
    ['Email', '', profileMessages.emailRequired],
    ['Email', 'not-an-address', profileMessages.emailInvalid],
    ['Phone', '0712-345', profileMessages.phoneInvalid],
    ['Phone', '071234567890', profileMessages.phoneInvalid],
    ['Username', 'someone_else', profileMessages.usernameReadOnly],
    ['Address', '1 High Street, London', profileMessages.individualAddress],
    ['Country', 1, registrationMessages.countryInvalid],
    ['Categories', [], profileMessages.categoriesRequired],
  ])('refuses %s = %j with its message, changing nothing', async (field, value, message) => {
    const member = await signUp(t.app);
    const before = await me(member.auth);
    const response = await put(member.auth, { Bio: 'Changed too?', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: field, Message: message }],
    });
    expect(await me(member.auth)).toEqual(before);
  });

  it('keeps the username when the member sends their own', async () => {
    const member = await signUp(t.app);
    const response = await put(member.auth, { Username: member.Username, FirstName: ' Abigail ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer.User).toMatchObject({ Username: member.Username, FirstName: 'Abigail' });
  });

  it('stores the digits of a phone number, and an empty one clears it', async () => {
    const member = await signUp(t.app);
    const set = await put(member.auth, { Phone: '+(0)7123 456-789' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.answer.User.Phone).toBe('07123456789');
    const cleared = await put(member.auth, { Phone: '' });
    expect(cleared.answer.User.Phone).toBe('');
  });

  it('merges notification switches onto the stored ones', async () => {
    const member = await signUp(t.app);
    const before = await me(member.auth);
    const response = await put(member.auth, { NotificationSettings: { Unmatch: true, Messages: 2 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer.User.NotificationSettings).toEqual({
      ...before.NotificationSettings,
      Unmatch: true,
      Messages: 2,
    });
  });

  describe('email', () => {
    it('stores a new address trimmed and in lower case; the member signs in with it', async () => {
      const member = await signUp(t.app);
      const response = await put(member.auth, { Email: '  New.Address@Example.ORG ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer.User.Email).toBe('new.address@example.org');
      expect(await login(t.app, 'new.address@example.org')).toBeTruthy();
    });

    it("refuses another live account's address with 409 EMAIL_EXISTS, in any capitals", async () => {
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      const response = await put(second.auth, { Email: first.Email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.error).toMatchObject({ ErrorCode: 'EMAIL_EXISTS' });
      expect((await me(second.auth)).Email).toBe(second.Email);
    });

    it('accepts the member’s own address unchanged', async () => {
      const member = await signUp(t.app);
      const response = await put(member.auth, { Email: member.Email, Bio: 'Same email' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer.User).toMatchObject({ Email: member.Email, Bio: 'Same email' });
    });
  });

  describe('categories', () => {
    it('replaces the wanted categories in the order sent, one to forty', async () => {
      const member = await signUp(t.app);
      const one = await put(member.auth, { Categories: [Wants.cameras] });
      expect(one.answer.User.Categories).toEqual([Wants.cameras]);
      const forty = await categoryPaths(40);
      const reversed = [...forty].reverse();
      const response = await put(member.auth, { Categories: reversed });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer.User.Categories).toEqual(reversed);
    });

    it('refuses forty-one, and paths the tree lacks', async () => {
      const member = await signUp(t.app);
      const tooMany = await put(member.auth, { Categories: await categoryPaths(41) });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.error).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'Categories' }] });
      const unknown = await put(member.auth, { Categories: ['99-9901-990101'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.error.Errors).toEqual([{ Field: 'Categories', Message: 'One or more categories do not exist' }]);
      expect((await me(member.auth)).Categories).toEqual(member.Categories);
    });
  });

  describe('profile photo', () => {
    it('stores a new photo and removes the old files; absent or empty keeps it', async () => {
      const member = await signUp(t.app);
      const first = await put(member.auth, { EncodedProfilePhoto: base64(await jpeg()) });
      expect(first.statusCode, first.body).toBe(200);
      const firstPath = first.answer.User.ProfilePhoto;
      expect(firstPath).toMatch(/^profiles\//);
      const firstThumb = path.basename(firstPath).replace('.jpg', '-thumb.jpg');
      expect(await storedProfileFiles()).toEqual(expect.arrayContaining([path.basename(firstPath), firstThumb]));

      const kept = await put(member.auth, { EncodedProfilePhoto: '', Bio: 'Photo stays' });
      expect(kept.answer.User.ProfilePhoto).toBe(firstPath);

      const second = await put(member.auth, { EncodedProfilePhoto: base64(await png()) });
      expect(second.statusCode, second.body).toBe(200);
      const secondPath = second.answer.User.ProfilePhoto;
      expect(secondPath).not.toBe(firstPath);
      const files = await storedProfileFiles();
      expect(files).toContain(path.basename(secondPath));
      expect(files).not.toContain(path.basename(firstPath));
      expect(files).not.toContain(firstThumb);
    });

    it('refuses what is not an image, keeping the photo and storing nothing', async () => {
      const member = await signUp(t.app);
      const before = await storedProfileFiles();
      const response = await put(member.auth, { EncodedProfilePhoto: Buffer.from('not a picture').toString('base64') });
      expect(response.statusCode).toBe(400);
      expect(await storedProfileFiles()).toEqual(before);
      expect((await me(member.auth)).ProfilePhoto).toBe('');
    });
  });

  describe('a charity', () => {
    it('changes its own fields: legal name, address, email, phone, logo and its switches', async () => {
      const org = await charity(t, [Wants.paints]);
      const response = await put(org.auth, {
        FirstName: 'Lewisham Food Bank',
        Address: '2 Church Street, Lewisham, London SE13 6AB',
        Phone: '020 7946 0000',
        NotificationSettings: { MatchCreated: false, Messages: 0 },
        EncodedProfilePhoto: base64(await png(40, 40, '#c63')),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer.User).toMatchObject({
        FirstName: 'Lewisham Food Bank',
        Address: '2 Church Street, Lewisham, London SE13 6AB',
        Phone: '02079460000',
        NotificationSettings: { MatchCreated: false, Messages: 0 },
      });
    });

    it.each([
      ['Bio', 'We take books'],
      ['Telegram', '@charity'],
      ['WhatsApp', '07123456789'],
      ['AllowSearch', false],
      ['Pint', true],
      ['Categories', ['5-501-50101']],
      ['LastName', 'Trust'],
    ])('refuses a change to %s', async (field, value) => {
      const org = await charity(t, [Wants.paints]);
      const response = await put(org.auth, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.error.Errors?.[0]?.Field).toBe(field);
    });

    it('refuses switches outside its reduced set, and accepts its fixed fields sent back unchanged', async () => {
      const org = await charity(t, [Wants.paints]);
      const refused = await put(org.auth, { NotificationSettings: { Like: true } });
      expect(refused.statusCode).toBe(400);
      expect(refused.error.Errors).toEqual([
        { Field: 'NotificationSettings.Like', Message: profileMessages.charityField },
      ]);
      const current = await me(org.auth);
      const same = await put(org.auth, {
        Bio: current.Bio,
        AllowSearch: current.AllowSearch,
        Categories: current.Categories,
      });
      expect(same.statusCode, same.body).toBe(200);
    });
  });

  it("never touches another member's row", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, first.id));
    await put(second.auth, { FirstName: 'Zed', Bio: 'Mine', Categories: [Wants.paints] });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, first.id));
    expect(after).toEqual(before);
    expect((await me(first.auth)).Categories).toEqual(first.Categories);
  });
});

describe('PUT /user with a photo (RATE_LIMIT_UPLOAD=1/1h)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_UPLOAD: '1/1h' });
  });
  afterAll(() => limited.close());

  it('spends the upload budget only when a photo is sent', async () => {
    const member = await signUp(limited.app);
    const send = (body: UpdateUserBody) => callRoute(limited.app, routes.updateUser, { body }, member.auth);
    for (const bio of ['One', 'Two', 'Three']) expect((await send({ Bio: bio })).statusCode).toBe(200);
    expect((await send({ EncodedProfilePhoto: '', Bio: 'No photo' })).statusCode).toBe(200);
    expect((await send({ EncodedProfilePhoto: base64(await png()) })).statusCode).toBe(200);
    expect((await send({ EncodedProfilePhoto: base64(await png()) })).statusCode).toBe(429);
    expect((await send({ Bio: 'Still fine' })).statusCode).toBe(200);
  });
});
