import { registrationMessages, routes } from '@swapsies/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { charityRegistration, login, personalRegistration, register } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  logo = (
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

describe('POST /register', () => {
  it('signs the new member in at once: a session Token and the User, as /login answers', async () => {
    const body = personalRegistration();
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(200);
    const answer = response.answer;
    expect(answer).toMatchObject({ Success: true, ErrorCode: '', User: { Username: body.Username, Type: 1 } });
    expect(answer.Token).toMatch(/^\S{32,}$/);
    expect(answer.User).not.toHaveProperty('PasswordHash');
    const me = await callRoute(t.app, routes.getDashboard, undefined, { authorization: `Bearer ${answer.Token}` });
    expect(me.statusCode).toBe(200);
    expect(me.answer.User.ID).toBe(answer.User?.ID);
  });

  it('registers a personal member who can then sign in', async () => {
    const body = personalRegistration();
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(200);
    const token = await login(t.app, body.Email.toUpperCase());
    const me = await callRoute(t.app, routes.getUser, undefined, { authorization: `Bearer ${token}` });
    expect(me.answer.User).toMatchObject({
      Username: body.Username,
      Email: body.Email,
      FirstName: 'Alice',
      LastName: "O'Neill-Smith",
      Type: 1,
      Country: 235,
      Categories: body.Categories,
      AllowSearch: true,
    });
  });

  it('registers a charity with its logo and no last name', async () => {
    const body = charityRegistration(logo);
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(200);
    const token = await login(t.app, body.Username);
    const me = (await callRoute(t.app, routes.getUser, undefined, { authorization: `Bearer ${token}` })).answer.User;
    expect(me).toMatchObject({ Type: 2, LastName: '', Address: body.Address });
    expect(me.ProfilePhoto).toMatch(/^profiles\/[0-9a-f]{32}\.png$/);
    expect(me.NotificationSettings).toMatchObject({ MatchCreated: true, FriendRequest: false, Messages: 1 });
  });

  it('refuses a charity without its logo', async () => {
    const response = await register(t.app, charityRegistration('', { EncodedProfilePhoto: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'EncodedProfilePhoto', Message: registrationMessages.logoRequired }],
    });
  });

  it.each([
    [{ FirstName: '' }, 'FirstName', registrationMessages.firstNameRequired],
    [{ FirstName: 'A' }, 'FirstName', registrationMessages.nameTooShort],
    [{ FirstName: 'Al1ce' }, 'FirstName', registrationMessages.nameChars],
    [{ LastName: '' }, 'LastName', registrationMessages.lastNameRequired],
    [{ Username: 'short' }, 'Username', registrationMessages.handleTooShort],
    [{ Username: 'Has_Capitals' }, 'Username', registrationMessages.handleChars],
    [{ Username: `${'a'.repeat(32)}b` }, 'Username', registrationMessages.handleTooLong],
    [{ Email: 'not-an-email' }, 'Email', registrationMessages.emailInvalid],
    [{ Email: 'someone@example.c' }, 'Email', registrationMessages.emailInvalid],
    [{ Password: 'short1A', ConfirmPassword: 'short1A' }, 'Password', registrationMessages.passwordTooShort],
    [
      { Password: 'alllowercase1', ConfirmPassword: 'alllowercase1' },
      'Password',
      registrationMessages.passwordComposition,
    ],
    [{ Password: 'Sunny Day42', ConfirmPassword: 'Sunny Day42' }, 'Password', registrationMessages.passwordChars],
    [{ ConfirmPassword: 'Different-42' }, 'ConfirmPassword', registrationMessages.passwordMismatch],
    [{ Categories: [] }, 'Categories', registrationMessages.categoriesRequired],
    [{ Country: 1 }, 'Country', registrationMessages.countryInvalid],
    [{ TermsAccepted: false }, 'TermsAccepted', registrationMessages.termsRequired],
  ])("refuses %o with the registration form's message", async (overrides, field, message) => {
    const response = await register(t.app, personalRegistration(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.error;
    expect(body.ErrorCode).toBe('VALIDATION_ERROR');
    expect(body.Errors).toContainEqual({ Field: field, Message: message });
  });

  it.each([
    [{ Username: '12345' }, registrationMessages.charityNumberLength],
    [{ Username: 'abc12345' }, registrationMessages.charityNumberChars],
    [{ FirstName: '' }, registrationMessages.legalNameRequired],
    [{ Address: 'Lond' }, registrationMessages.addressRequired],
  ])('refuses a charity with %o', async (overrides, message) => {
    const response = await register(t.app, charityRegistration(logo, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors?.map((e) => e.Message)).toContain(message);
  });

  it('refuses unknown categories and unknown fields', async () => {
    const unknown = await register(t.app, personalRegistration({ Categories: ['1-101-999999'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.Errors).toEqual([{ Field: 'Categories', Message: 'One or more categories do not exist' }]);
    const mismatched = await register(t.app, personalRegistration({ Categories: ['2-1201-120101'] }));
    expect(mismatched.statusCode).toBe(400);
    const massAssigned = await uncheckedCall(t.app, routes.register, {
      body: { ...personalRegistration(), IsAdmin: true },
    });
    expect(massAssigned.statusCode).toBe(400);
    expect(massAssigned.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'IsAdmin' }] });
  });

  it('answers USERNAME_EXISTS, EMAIL_EXISTS and USER_EXISTS for taken identities', async () => {
    const first = personalRegistration();
    await register(t.app, first);
    const sameUsername = await register(t.app, personalRegistration({ Username: first.Username }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({ Success: false, ErrorCode: 'USERNAME_EXISTS' });
    const sameEmail = await register(t.app, personalRegistration({ Email: first.Email.toUpperCase() }));
    expect(sameEmail.json()).toEqual({ Success: false, ErrorCode: 'EMAIL_EXISTS' });
    const both = await register(t.app, personalRegistration({ Username: first.Username, Email: first.Email }));
    expect(both.json()).toEqual({ Success: false, ErrorCode: 'USER_EXISTS' });
  });

  it('lets only one of two simultaneous registrations of the same handle through', async () => {
    const a = personalRegistration();
    const b = personalRegistration({ Username: a.Username });
    const answers = await Promise.all([register(t.app, a), register(t.app, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('sends the inviter a friend request from the new member through a bare referral code', async () => {
    const inviter = personalRegistration();
    await register(t.app, inviter);
    const invited = personalRegistration();
    const ref = Buffer.from(inviter.Username).toString('base64');
    expect((await register(t.app, invited, ref)).statusCode).toBe(200);
    const token = await login(t.app, invited.Username);
    const friends = (await callRoute(t.app, routes.getFriends, undefined, { authorization: `Bearer ${token}` })).answer;
    expect(friends.Friends).toEqual([]);
    expect(friends.PendingRequests).toEqual([expect.objectContaining({ Username: inviter.Username })]);
  });

  it('ignores a referral code that names nobody', async () => {
    const invited = personalRegistration();
    const response = await register(t.app, invited, Buffer.from('nobody_at_all').toString('base64'));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a profile photo that is not an image, and stores no account', async () => {
    const body = personalRegistration({
      EncodedProfilePhoto: Buffer.from('just some text, not a png').toString('base64'),
    });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.error.ErrorCode).toBe('IMAGE_TYPE_NOT_SUPPORTED');
    const available = await callRoute(t.app, routes.checkUsername, { body: { Username: body.Username } });
    expect(available.answer.Available).toBe(true);
  });
});

describe('POST /register with WEB_LOGIN=disabled', () => {
  let disabled: TestApp;
  beforeAll(async () => {
    disabled = await createTestApp({ WEB_LOGIN: 'disabled' });
  });
  afterAll(() => disabled.close());

  it('creates the account but answers no token and starts no session: members sign in in the app', async () => {
    const response = await register(disabled.app, personalRegistration());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, ErrorCode: '' });
    expect(await disabled.database.db.select().from(sessions)).toEqual([]);
  });
});
