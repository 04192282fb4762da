/** /register: the live and per-step rules of the contract's registration checks, with their exact messages. */
import { registrationMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { next, startRegister, stepHeading, toCharityStep4, toPersonalStep4, toStep3 } from '@/testing/registration.tsx';

/** The error a field describes, linked through aria-describedby and flagged with aria-invalid. */
function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

function expectFieldValid(label: string) {
  expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
}

describe('step 3, personal', () => {
  it('asks for both names on an attempt to go on', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    // Nothing is shown before the user has done anything.
    expect(screen.queryByText('Please enter your first name')).not.toBeInTheDocument();
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expectFieldError('First name', 'Please enter your first name');
    expectFieldError('Last name', 'Please enter your last name');
    // The optional profile photo does not hold the step up.
    expect(screen.queryByText(registrationMessages.logoRequired)).not.toBeInTheDocument();
  });

  it('checks names live: at least 2 characters, letters, spaces, apostrophes and hyphens', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    const first = screen.getByLabelText('First name');

    await user.type(first, 'J');
    expectFieldError('First name', 'Name should be at least 2 characters');
    await user.type(first, '0');
    expectFieldError('First name', 'Name can only contain letters, spaces, and hyphens');
    await user.clear(first);
    expectFieldError('First name', 'Please enter your first name');
    await user.type(first, 'Zoë Anne');
    expectFieldValid('First name');

    await user.type(screen.getByLabelText('Last name'), "O'Brien-Smith");
    expectFieldValid('Last name');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
  });

  it('shows a required field message when a field is left empty', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expectFieldError('First name', 'Please enter your first name');
    expect(screen.queryByText('Please enter your last name')).not.toBeInTheDocument();
  });

  it('takes one optional JPG or PNG photo of at most 10 MB, with a preview that can be removed', async () => {
    const { user } = startRegister();
    await toStep3(user, ['Gardening']);
    const input = screen.getByLabelText('Profile photo (optional)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of your profile photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    // One photo at most: the picker is gone while there is one.
    expect(screen.queryByLabelText('Profile photo (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Profile photo (optional)')).toBeInTheDocument();
  });

  it('refuses other file types and files over 10 MB', async () => {
    const { user } = startRegister();
    const picky = user.setup({ applyAccept: false });
    await toStep3(user, ['Gardening']);

    await picky.upload(
      screen.getByLabelText('Profile photo (optional)'),
      new File(['gif'], 'cat.gif', { type: 'image/gif' }),
    );
    // The photo is checked as it is encoded, after the upload event: wait for the verdict.
    await waitFor(() => expectFieldError('Profile photo (optional)', 'Only JPG and PNG images are allowed.'));

    const big = new File(['x'], 'holiday.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await picky.upload(screen.getByLabelText('Profile photo (optional)'), big);
    await waitFor(() =>
      expectFieldError('Profile photo (optional)', 'File(s) too large: holiday.jpg. Maximum size is 10MB.'),
    );

    const exactly = new File(['x'], 'ok.jpg', { type: 'image/jpeg' });
    Object.defineProperty(exactly, 'size', { value: 10_485_760 });
    await picky.upload(screen.getByLabelText('Profile photo (optional)'), exactly);
    expect(await screen.findByRole('img', { name: 'Preview of your profile photo' })).toBeInTheDocument();
    expect(screen.queryByText(/too large/)).not.toBeInTheDocument();
  });
});

describe('step 3, charity', () => {
  async function toCharityStep3() {
    const view = startRegister();
    await toStep3(view.user, ['Food Banks'], true);
    return view;
  }

  it('asks for the legal name, the address and the official logo', async () => {
    const { user } = await toCharityStep3();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Last name')).not.toBeInTheDocument();
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expectFieldError("Charity's legal name", "Please enter the charity's legal name");
    expectFieldError('Address', 'Please enter a complete address');
    expectFieldError('Official charity logo', 'Official charity logo is required');
  });

  it("checks the legal name's characters", async () => {
    const { user } = await toCharityStep3();
    await user.type(screen.getByLabelText("Charity's legal name"), 'Hope <3');
    expectFieldError("Charity's legal name", registrationMessages.legalNameChars);
    await user.clear(screen.getByLabelText("Charity's legal name"));
    await user.type(screen.getByLabelText("Charity's legal name"), "St Mary's Trust (No. 2) & Friends, Ltd-UK");
    expectFieldValid("Charity's legal name");
  });

  it('wants a complete address (10 characters) live, but lets the step pass at 5', async () => {
    const { user } = await toCharityStep3();
    await user.type(screen.getByLabelText("Charity's legal name"), 'Hope Trust');
    await user.upload(
      screen.getByLabelText('Official charity logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Preview of your official charity logo' });

    const address = screen.getByLabelText('Address');
    await user.type(address, '1 Hi');
    expectFieldError('Address', 'Please enter a complete address');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');

    await user.type(address, 'gh St');
    expect(address).toHaveValue('1 High St');
    // 9 characters: still incomplete live, yet enough for the step.
    expectFieldError('Address', 'Please enter a complete address');
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText('Address'), ', Leeds');
    expectFieldValid('Address');
  });

  it('needs the logo: removing it brings the message back and holds the step', async () => {
    const { user } = await toCharityStep3();
    await user.type(screen.getByLabelText("Charity's legal name"), 'Hope Trust');
    await user.type(screen.getByLabelText('Address'), '1 High Street, Leeds');
    await user.upload(
      screen.getByLabelText('Official charity logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('Official charity logo is required')).toBeInTheDocument();
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    await user.upload(
      screen.getByLabelText('Official charity logo'),
      new File(['jpg'], 'logo.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('button', { name: 'Remove logo' });
    await user.click(next());
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
  });
});

describe('step 4', () => {
  it('forces the handle to lowercase letters, digits and underscores and checks its length', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    const handle = screen.getByLabelText('Handle');
    await user.type(handle, 'Jane.Doe-99!');
    expect(handle).toHaveValue('janedoe99');
    await user.clear(handle);
    await user.type(handle, 'Jane_D');
    expect(handle).toHaveValue('jane_d');
    expectFieldError('Handle', 'Handle should be at least 8 characters');
    await user.type(handle, '_Of_The_Greatest_Swapping_Club');
    expect(handle).toHaveValue('jane_d_of_the_greatest_swapping_club');
    expectFieldError('Handle', 'Handle should be at most 32 characters');
    await user.clear(handle);
    expectFieldError('Handle', 'Please choose a handle');
    await user.type(handle, 'jane_doe');
    expectFieldValid('Handle');
  });

  it('keeps only digits in a charity number and checks its length', async () => {
    const { user } = startRegister();
    await toCharityStep4(user);

    const number = screen.getByLabelText('Charity number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.type(number, 'SC-0123');
    expect(number).toHaveValue('0123');
    expectFieldError('Charity number', 'Charity number should be 6 to 8 digits');
    await user.type(number, '45678');
    expect(number).toHaveValue('012345678');
    expectFieldError('Charity number', 'Charity number should be 6 to 8 digits');
    await user.type(number, '{Backspace}');
    expectFieldValid('Charity number');
    await user.clear(number);
    expectFieldError('Charity number', 'Please enter your charity number');
  });

  it('lowercases the email and checks its format', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'Jane@Example');
    expect(email).toHaveValue('jane@example');
    expectFieldError('Email', 'Please enter a valid email address');
    await user.type(email, '.c');
    expectFieldError('Email', 'Please enter a valid email address');
    await user.type(email, 'O.UK');
    expect(email).toHaveValue('jane@example.co.uk');
    expectFieldValid('Email');
  });

  it('checks the password rules and the confirmation', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Ab1');
    expectFieldError('Password', 'Password should be at least 8 characters');
    await user.type(password, 'cdefgh');
    expectFieldValid('Password');
    await user.clear(password);
    await user.type(password, 'abcdefgh1');
    expectFieldError('Password', 'Password needs an upper-case letter, a lower-case letter and a digit');
    await user.clear(password);
    await user.type(password, 'Abcdefgh1~');
    expectFieldError('Password', registrationMessages.passwordChars);
    await user.clear(password);
    expectFieldError('Password', 'Please enter a password');
    await user.type(password, 'Swapsies2024!');
    expectFieldValid('Password');

    const confirm = screen.getByLabelText('Confirm password');
    await user.type(confirm, 'Swapsies2024');
    expectFieldError('Confirm password', 'Passwords do not match');
    await user.type(confirm, '!');
    expectFieldValid('Confirm password');
  });

  it('holds the step and shows every message on an attempt with nothing filled in', async () => {
    const { api, user } = startRegister();
    await toPersonalStep4(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expectFieldError('Handle', 'Please choose a handle');
    expectFieldError('Email', 'Please enter a valid email address');
    expectFieldError('Password', 'Please enter a password');
    expect(screen.getByLabelText('Handle')).toHaveFocus();
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it('says why the step was held beside the button, as an alert, until the member edits', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const actions = screen.getByTestId('step-actions');
    expect(within(actions).getByRole('alert')).toHaveTextContent(/^⚠?\s*Please check the [2-4] fields marked above\.$/);
    expect(screen.getByLabelText('Handle')).toHaveFocus();

    await user.type(screen.getByLabelText('Handle'), 'sam_smith_01');
    expect(within(actions).queryByRole('alert')).not.toBeInTheDocument();
    expectFieldError('Email', 'Please enter a valid email address');
  });

  it('shows the strength meter only once something is typed: Weak, Medium, Strong', async () => {
    const { user } = startRegister();
    await toPersonalStep4(user);
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    const password = screen.getByLabelText('Password');
    // 1 point: lower case.
    await user.type(password, 'abc');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Weak');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('value', '1');
    // 4 points: 8+, upper, lower, digit.
    await user.clear(password);
    await user.type(password, 'Abcdefg1');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Medium');
    // 3 points: 8+, lower, digit.
    await user.clear(password);
    await user.type(password, 'abcdefg1');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Medium');
    // 5 points: 8+, 12+, upper, lower, digit.
    await user.clear(password);
    await user.type(password, 'Abcdefghijk1');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Strong');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('value', '5');
    // 2 points: lower, digit.
    await user.clear(password);
    await user.type(password, 'ab1');
    expect(screen.getByText(/Password strength/)).toHaveTextContent('Password strength: Weak');

    await user.clear(password);
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
  });
});
