import { profileMessages, underReviewWords } from '@swapsies/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, never, ok, refusal } from '@/testing/api.tsx';
import { charityAccount, FAKE_ENCODED, renderEditProfile } from '@/testing/edit-profile.tsx';

const saved = (User = makeUser()) => ({ body: { Success: true as const, ErrorCode: '', User } });

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The text of the element that describes `control` (its hint, its error). */
function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('EditProfilePage: a person', () => {
  it('shows the username read-only, labelled Username, and the full name in one field', () => {
    renderEditProfile();
    const username = field('Username');
    expect(username).toHaveValue('sam_smith_01');
    expect(username).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Charity Number')).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Sam Smith');
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('says when reports have hidden the profile photo and bio pending review', () => {
    renderEditProfile({}, { ProfileUnderReview: true });
    expect(screen.getByRole('note')).toHaveTextContent(`${underReviewWords.badge} ${underReviewWords.profileNote}`);
  });

  it('shows no review note on a profile nobody has reported', () => {
    renderEditProfile();
    expect(screen.queryByText(underReviewWords.profileNote)).not.toBeInTheDocument();
  });

  it('splits the full name at the first space into FirstName and LastName, sends an empty address, and goes to /profile', async () => {
    const { api, user, router } = renderEditProfile({ updateUser: saved(makeUser({ FirstName: 'Alex' })) });
    await user.clear(field('Full name'));
    await user.type(field('Full name'), '  Alex  van der Berg ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('updateUser').map((call) => call.body)).toEqual([
      { FirstName: 'Alex', LastName: 'van der Berg', Address: '' },
    ]);
    expect(api.callsTo('changePassword')).toHaveLength(0);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(/Success: Profile updated/);
  });

  it('confirms a Save with nothing changed too, sending nothing', async () => {
    const { api, user, router } = renderEditProfile();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(profileMessages.profileUnchanged);
    expect(api.callsTo('updateUser')).toHaveLength(0);
    expect(api.callsTo('changePassword')).toHaveLength(0);
  });

  it('sends a newly chosen photo as EncodedProfilePhoto, and nothing else that did not change', async () => {
    const { api, user, router } = renderEditProfile({ updateUser: saved() });
    await user.upload(field('Choose a new photo'), new File(['me'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your new photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('updateUser').map((call) => call.body)).toEqual([{ EncodedProfilePhoto: FAKE_ENCODED }]);
  });

  it('refuses a photo that is not JPG or PNG', async () => {
    renderEditProfile();
    // The picker offers JPG and PNG only; a file dropped past it is still refused.
    fireEvent.change(field('Choose a new photo'), {
      target: { files: [new File(['x'], 'cat.gif', { type: 'image/gif' })] },
    });
    await waitFor(() =>
      expect(descriptionOf(field('Choose a new photo'))).toContain('Only JPG and PNG images are allowed.'),
    );
  });

  it('asks for the first and the last name, focusing the name, and sends nothing', async () => {
    const { api, user } = renderEditProfile();
    const name = field('Full name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(name)).toContain('First name is required');
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Sam');
    expect(descriptionOf(name)).toContain('Last name is required');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it('asks for the current password with a new one, and a new one of at least 6 characters', async () => {
    const { api, user } = renderEditProfile();
    await user.type(field('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(descriptionOf(field('Current password'))).toContain('Enter your current password to set a new one');
    expect(descriptionOf(field('New password'))).toContain('New password must be at least 6 characters');
    await waitFor(() => expect(field('Current password')).toHaveFocus());
    expect(api.callsTo('changePassword')).toHaveLength(0);
  });

  it('changes the password with the new one as its confirmation, without PUT /user when the profile is as it was', async () => {
    const { api, user, router } = renderEditProfile({ changePassword: ok });
    await user.type(field('Current password'), 'Old-pass1');
    await user.type(field('New password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('changePassword').map((call) => call.body)).toEqual([
      { OldPassword: 'Old-pass1', NewPassword: 'New-pass2', ConfirmPassword: 'New-pass2' },
    ]);
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it('shows WRONG_PASSWORD on the current password, after saving the profile once', async () => {
    const { api, user, router } = renderEditProfile({
      updateUser: saved(makeUser({ FirstName: 'Samuel' })),
      changePassword: refusal(400, 'WRONG_PASSWORD'),
    });
    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'Samuel Smith');
    await user.type(field('Current password'), 'Guess-one1');
    await user.type(field('New password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(descriptionOf(field('Current password'))).toContain('Your current password is not correct.'),
    );
    expect(field('Current password')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/edit-profile');

    // Trying again sends the password alone: the profile is saved already.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('changePassword')).toHaveLength(2));
    expect(api.callsTo('updateUser')).toHaveLength(1);
  });

  it("puts the server's field messages on their fields", async () => {
    const { user } = renderEditProfile({
      updateUser: refusal(400, 'VALIDATION_ERROR', { Errors: [{ Field: 'LastName', Message: 'Use letters only' }] }),
    });
    await user.type(field('Full name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(field('Full name'))).toContain('Use letters only'));
    expect(field('Full name')).toHaveFocus();
  });

  it('says the profile failed when the server fails otherwise', async () => {
    const { user, router } = renderEditProfile({ updateUser: refusal(500, 'INTERNAL') });
    await user.type(field('Full name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-profile');
  });

  it('goes back to /profile on Cancel without saving', async () => {
    const { api, user, router } = renderEditProfile();
    await user.type(field('Full name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });
});

describe('EditProfilePage: a charity', () => {
  it('labels the all-digit username Charity Number and sends the legal name, an empty last name and the address', async () => {
    const { api, user, router } = renderEditProfile({ updateUser: saved() }, charityAccount);
    const number = field('Charity Number');
    expect(number).toHaveValue('1187654');
    expect(number).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.clear(field('Address'));
    await user.type(field('Address'), '1 Mill Lane, York');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('updateUser').map((call) => call.body)).toEqual([
      { FirstName: 'Hope Shelter Trust', LastName: '', Address: '1 Mill Lane, York' },
    ]);
  });

  it('asks for the legal name and an address', async () => {
    const { api, user } = renderEditProfile({}, charityAccount);
    await user.clear(field('Legal name'));
    await user.clear(field('Address'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field('Legal name'))).toContain("Please enter the charity's legal name");
    expect(descriptionOf(field('Address'))).not.toBe('');
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });
});

describe('EditProfilePage: Delete Account', () => {
  async function openDialog() {
    const rendered = renderEditProfile({ deleteUser: ok });
    await rendered.user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...rendered, dialog };
  }

  it('keeps the delete button disabled until DELETE is typed exactly, then deletes, clears the session and goes to /', async () => {
    const { api, user, router, dialog } = await openDialog();
    const confirm = () => screen.getAllByRole('button', { name: 'Delete Account' }).at(-1) as HTMLElement;
    expect(dialog).toHaveTextContent('this cannot be undone');
    expect(confirm()).toBeDisabled();
    const typed = field('Type DELETE to confirm');
    await user.type(typed, 'delete');
    expect(confirm()).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'DELETE');
    expect(confirm()).toBeEnabled();
    await user.click(confirm());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('deleteUser').map((call) => call.body)).toEqual([{ Confirm: 'DELETE' }]);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('splashShown')).toBeNull();
  });

  it('says Deleting... while busy, when Enter confirms, and cannot be cancelled then', async () => {
    const { api, user } = renderEditProfile({ deleteUser: never });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.callsTo('deleteUser')).toHaveLength(1);
  });

  it('shows the failure and keeps the session', async () => {
    const { user, router } = renderEditProfile({ deleteUser: refusal(500, 'INTERNAL') });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1) as HTMLElement);

    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('token-123');
    expect(router.state.location.pathname).toBe('/edit-profile');
  });
});
