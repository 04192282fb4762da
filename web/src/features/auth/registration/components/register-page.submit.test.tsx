/** /register: the payload, the referral code, "Creating Account..." and every outcome of POST /register. */
import { type RegisterAnswer, registrationMessages } from '@swapsies/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import {
  type MockAnswer,
  type MockHandler,
  makeUser,
  ok,
  type RouteStubs,
  refusal,
  unreachable,
} from '@/testing/api.tsx';
import {
  charityCauses,
  FAKE_ENCODED,
  fillPersonalCredentials,
  imageFile,
  starterPacks,
  startRegister,
  stepHeading,
  toCharityStep4,
  toPersonalStep4,
  toStep3,
} from '@/testing/registration.tsx';

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

async function registerPerson(overrides: RouteStubs = {}, url = '/register') {
  const view = startRegister(overrides, url);
  await toPersonalStep4(view.user, ['Gardening', 'Book Lover']);
  await fillPersonalCredentials(view.user);
  await view.user.click(createAccount());
  return view;
}

describe('a personal registration', () => {
  it('sends the RegisterBody payload and goes to /registration-complete', async () => {
    localStorage.setItem(localKeys.authToken, 'old-session-token');
    const before = Date.now();
    const { api, router } = await registerPerson();
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration-complete');

    const [request] = api.callsTo('register');
    expect(api.callsTo('register')).toHaveLength(1);
    expect(request?.query).toEqual({});
    const body = request?.body as Record<string, unknown>;
    const gardening = starterPacks.find((pack) => pack.Key === 'gardening')?.Categories ?? [];
    const books = starterPacks.find((pack) => pack.Key === 'book-lover')?.Categories ?? [];
    expect(body).toEqual({
      Type: 1,
      FirstName: 'Jane',
      LastName: "O'Neill-Smith",
      Username: 'jane_doe99',
      Email: 'jane.doe@example.co.uk',
      Password: 'Swapsies2024',
      ConfirmPassword: 'Swapsies2024',
      Categories: [...new Set([...gardening, ...books])],
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(body).not.toHaveProperty('Address');
    expect(body).not.toHaveProperty('EncodedProfilePhoto');
    expect(Date.parse(body.TermsAcceptedDate as string)).toBeGreaterThanOrEqual(before - 1000);
    // Any stored session token goes on success; this answer (WEB_LOGIN=disabled) brings no new one.
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });

  it('signs the new member in with the session the registration answers, in place of an old one', async () => {
    localStorage.setItem(localKeys.authToken, 'old-session-token');
    const { router } = await registerPerson({
      register: {
        body: {
          Success: true,
          ErrorCode: '',
          Token: 'new-session-token',
          User: makeUser({ ID: 42, FirstName: 'Jane' }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration-complete');
    expect(router.state.location.state).toEqual({ charity: false });
    expect(localStorage.getItem(localKeys.authToken)).toBe('new-session-token');
    expect(localStorage.getItem(localKeys.userId)).toBe('42');
    expect(localStorage.getItem(localKeys.firstName)).toBe('Jane');
  });

  it('sends the profile photo as base64 without the data: prefix', async () => {
    const { api, user } = startRegister();
    await toStep3(user, ['Photography']);
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.upload(
      screen.getByLabelText('Profile photo (optional)'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await screen.findByRole('button', { name: 'Remove photo' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillPersonalCredentials(user);
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Registration complete' });
    const body = api.callsTo('register')[0]?.body as Record<string, unknown>;
    expect(body.EncodedProfilePhoto).toBe(FAKE_ENCODED);
    expect(body.EncodedProfilePhoto).not.toMatch(/^data:/);
  });

  it('reads "Creating Account..." and is disabled while sending', async () => {
    let answer: (response: MockAnswer<RegisterAnswer>) => void = () => {};
    const { api, user } = await registerPerson({
      register: () => new Promise((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // Enter again while sending does not send twice.
    await user.click(screen.getByLabelText('Confirm password'));
    await user.keyboard('{Enter}');
    expect(api.callsTo('register')).toHaveLength(1);
    answer(ok);
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(api.callsTo('register')).toHaveLength(1);
  });
});

describe('a charity registration', () => {
  it('sends the legal name, no last name, the address, the logo, the charity number and the causes', async () => {
    const { api, user } = startRegister();
    await toCharityStep4(user, {
      causes: ['Food Banks', 'Homeless Shelters', 'Families in Need'],
      name: 'Leeds Community Food Bank',
      address: '12 Kirkgate, Leeds LS1 6BY',
      logo: imageFile('logo.jpg', 'image/jpeg'),
    });
    await user.type(screen.getByLabelText('Charity number'), '1145678');
    await user.type(screen.getByLabelText('Email'), 'Hello@LeedsFoodBank.org.uk');
    await user.type(screen.getByLabelText('Password'), 'FoodBank2024');
    await user.type(screen.getByLabelText('Confirm password'), 'FoodBank2024');
    await user.click(createAccount());
    await screen.findByRole('heading', { name: 'Registration complete' });

    const body = api.callsTo('register')[0]?.body as Record<string, unknown>;
    const union = [
      ...new Set(
        ['Food Banks', 'Homeless Shelters', 'Families in Need'].flatMap(
          (name) => charityCauses.find((cause) => cause.Name === name)?.Categories ?? [],
        ),
      ),
    ];
    expect(body).toMatchObject({
      Type: 2,
      FirstName: 'Leeds Community Food Bank',
      LastName: '',
      Username: '1145678',
      Email: 'hello@leedsfoodbank.org.uk',
      Country: 235,
      Address: '12 Kirkgate, Leeds LS1 6BY',
      EncodedProfilePhoto: FAKE_ENCODED,
      TermsAccepted: true,
    });
    // The union of the causes' categories, capped at 40.
    expect(body.Categories).toEqual(union.slice(0, 40));
    expect((body.Categories as string[]).length).toBeLessThanOrEqual(40);
  });
});

describe('the referral code', () => {
  it('keeps ?ref= for the session and sends it as the ref query, then forgets it', async () => {
    const { api } = await registerPerson({}, '/register?ref=YWxpY2Vfc3dhcHM%3D');
    await screen.findByRole('heading', { name: 'Registration complete' });
    const [call] = api.callsTo('register');
    expect(call?.path).toBe('/register');
    expect(call?.query.ref).toBe('YWxpY2Vfc3dhcHM=');
    expect(sessionStorage.getItem(sessionKeys.referralCode)).toBeNull();
  });

  it('stores ?ref= as soon as the page opens', async () => {
    startRegister({}, '/register?ref=Ym9iYnk=');
    await waitFor(() => expect(sessionStorage.getItem(sessionKeys.referralCode)).toBe('Ym9iYnk='));
  });

  it('sends the signature of a signed invite as sig beside ref, then forgets both', async () => {
    const { api } = await registerPerson({}, '/register?ref=YWxpY2Vfc3dhcHM%3D&sig=c2lnbmVkX2J5X3RoZV9zZQ');
    await screen.findByRole('heading', { name: 'Registration complete' });
    const query = api.callsTo('register')[0]?.query;
    expect(query?.ref).toBe('YWxpY2Vfc3dhcHM=');
    expect(query?.sig).toBe('c2lnbmVkX2J5X3RoZV9zZQ');
    expect(sessionStorage.getItem(sessionKeys.referralSignature)).toBeNull();
  });

  it('sends the code and signature stored by the landing page, even after a bare ?ref= of the same code', async () => {
    sessionStorage.setItem(sessionKeys.referralCode, 'Y2Fyb2w=');
    sessionStorage.setItem(sessionKeys.referralSignature, 'c2lnbmVkX2J5X3RoZV9zZQ');
    const { api } = await registerPerson({}, '/register?ref=Y2Fyb2w%3D');
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(api.callsTo('register')[0]?.query.sig).toBe('c2lnbmVkX2J5X3RoZV9zZQ');
  });

  it('sends a code stored earlier (by the landing page)', async () => {
    sessionStorage.setItem(sessionKeys.referralCode, 'Y2Fyb2w=');
    const { api } = await registerPerson();
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(api.callsTo('register')[0]?.query.ref).toBe('Y2Fyb2w=');
  });
});

describe('a refused registration', () => {
  it.each([
    ['USERNAME_EXISTS', 409],
    ['EMAIL_EXISTS', 409],
    ['USER_EXISTS', 409],
    ['EMAIL_ALREADY_REGISTERED', 400],
    ['username_taken', 400],
  ])('goes back to step 3 with the message on %s', async (code, status) => {
    await registerPerson({ register: refusal(status, code) });
    expect(
      await screen.findByText(
        'This username and/or email is not available. Please try a different one or sign in if you already have an account.',
      ),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(registrationMessages.serverRejectedIdentity);
    // Step 3 still holds what was entered.
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('clears that message once the handle or email is changed', async () => {
    const { user } = await registerPerson({ register: refusal(409, 'USERNAME_EXISTS') });
    await screen.findByText(registrationMessages.serverRejectedIdentity);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(registrationMessages.serverRejectedIdentity)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Handle'), '_2');
    expect(screen.queryByText(registrationMessages.serverRejectedIdentity)).not.toBeInTheDocument();
  });

  it('shows the field messages of a VALIDATION_ERROR on the step of the first failing field', async () => {
    await registerPerson({
      register: () =>
        refusal(400, 'VALIDATION_ERROR', {
          Errors: [
            { Field: 'Password', Message: 'Password is too common' },
            { Field: 'LastName', Message: 'Last name is not allowed' },
          ],
        }),
    });
    expect(await screen.findByText('Last name is not allowed')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is not allowed');
  });

  it('shows the password message of a VALIDATION_ERROR on step 4', async () => {
    await registerPerson({
      register: () =>
        refusal(400, 'VALIDATION_ERROR', { Errors: [{ Field: 'Password', Message: 'Password is too common' }] }),
    });
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is too common'),
    );
  });

  it.each<[string, MockHandler<RegisterAnswer>, string]>([
    ['TOO_MANY_REQUESTS', refusal(429, 'TOO_MANY_REQUESTS'), 'Too many attempts. Please wait a moment and try again.'],
    ['an unknown code, as is', refusal(400, 'REGISTRATION_CLOSED'), 'REGISTRATION_CLOSED'],
    [
      'a generic code, by its message',
      refusal(500, 'INTERNAL_ERROR'),
      'Internal server error. Please try again later.',
    ],
    ['no code on a 400', refusal(400, ''), 'Registration failed. Please try again.'],
    ['no code on a 500', refusal(500, ''), 'Registration failed. Please try again later.'],
    ['no answer at all', unreachable, 'Registration failed. Please try again later.'],
  ])('shows %s', async (_, handler, message) => {
    await registerPerson({ register: handler });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('lets the user try again after a failure', async () => {
    let attempts = 0;
    const { api, user } = await registerPerson({
      register: () => {
        attempts += 1;
        return attempts === 1 ? refusal(503, '') : ok;
      },
    });
    expect(await screen.findByText('Registration failed. Please try again later.')).toBeInTheDocument();
    await user.click(createAccount());
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(api.callsTo('register')).toHaveLength(2);
  });
});
