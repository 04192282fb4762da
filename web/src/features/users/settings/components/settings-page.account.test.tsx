import {
  httpMessages,
  notificationKindLabels,
  profileMessages,
  UK_COUNTRY_NAME,
  underReviewWords,
} from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { never, refusal, serviceUnavailable, unreachable } from '@/testing/api.tsx';
import { renderSettingsPage, toasts } from '@/testing/settings.tsx';

const emailInput = () => screen.getByRole('textbox', { name: profileMessages.email });
const phoneInput = () => screen.getByRole('textbox', { name: profileMessages.phone });

describe('the account', () => {
  it('shows email, phone as stored digits, the country, the counts and the way to edit the profile', async () => {
    renderSettingsPage({}, { dashboard: { Phone: '07123456789', FriendsCount: 4, FriendsOfFriendsCount: 17 } });
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: profileMessages.settingsTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sam@example.co.uk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '07123456789' })).toBeInTheDocument();
    expect(screen.getByText(UK_COUNTRY_NAME)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.friendsCount).parentElement).toHaveTextContent(
      `${profileMessages.friendsCount}4`,
    );
    expect(screen.getByText(profileMessages.friendsOfFriendsCount).parentElement).toHaveTextContent(
      `${profileMessages.friendsOfFriendsCount}17`,
    );
    expect(screen.queryByText(profileMessages.followersCount)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: profileMessages.editProfileTitle })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('switch', { name: profileMessages.pintMode })).not.toBeChecked();
  });

  it('marks the profile Under review while reports keep its photo and bio hidden', async () => {
    renderSettingsPage({}, { dashboard: { ProfileUnderReview: true } });
    expect(await screen.findByRole('note')).toHaveTextContent(
      `${underReviewWords.badge} ${underReviewWords.profileNote}`,
    );
  });

  it('saves the email on Enter, sending only the email', async () => {
    const { user, api } = renderSettingsPage();
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    expect(emailInput()).toHaveFocus();
    await user.clear(emailInput());
    await user.type(emailInput(), '  new@example.co.uk {Enter}');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Email: 'new@example.co.uk' });
    expect(await screen.findByRole('button', { name: 'new@example.co.uk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit email' })).toHaveFocus();
    expect(toasts()).toHaveTextContent(profileMessages.settingsUpdated);
  });

  it('opens the editor from the value too, and Escape puts the value back without sending', async () => {
    const { user, api } = renderSettingsPage();
    await user.click(await screen.findByRole('button', { name: 'sam@example.co.uk' }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'other@example.co.uk{Escape}');
    expect(screen.queryByRole('textbox', { name: profileMessages.email })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sam@example.co.uk' })).toBeInTheDocument();
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it('refuses an empty or invalid email before sending', async () => {
    const { user, api } = renderSettingsPage();
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.clear(emailInput());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.emailRequired);
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailInput(), 'not-an-email{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.emailInvalid);
    expect(api.callsTo('updateUser')).toHaveLength(0);
  });

  it('says when the email is taken, and keeps the editor open', async () => {
    const { user } = renderSettingsPage({ updateUser: refusal(409, 'EMAIL_EXISTS') });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'taken@example.co.uk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already taken');
    expect(emailInput()).toHaveValue('taken@example.co.uk');
  });

  it("says Swapsies can't be reached after an outage, and keeps the editor open with the new address", async () => {
    const { user } = renderSettingsPage({ updateUser: serviceUnavailable });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'new@example.co.uk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(httpMessages.serviceUnavailable);
    expect(emailInput()).toHaveValue('new@example.co.uk');
  });

  it('shows the server’s words for the field when it refuses the value', async () => {
    const { user } = renderSettingsPage({
      updateUser: refusal(400, 'VALIDATION_ERROR', { Errors: [{ Field: 'Email', Message: 'That address bounced' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit email' }));
    await user.clear(emailInput());
    await user.type(emailInput(), 'new@example.co.uk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That address bounced');
  });

  it('says when the server cannot be reached', async () => {
    const { user } = renderSettingsPage({ updateUser: unreachable });
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    await user.type(phoneInput(), '07123456789{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(httpMessages.unreachable);
    expect(phoneInput()).toBeInTheDocument();
  });

  it('sends the phone as its digits, and refuses a number of the wrong length', async () => {
    const { user, api } = renderSettingsPage();
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    await user.type(phoneInput(), '0712 345{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.phoneInvalid);
    expect(api.callsTo('updateUser')).toHaveLength(0);
    await user.clear(phoneInput());
    await user.type(phoneInput(), '(07123) 456-789{Enter}');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Phone: '07123456789' });
    expect(await screen.findByRole('button', { name: '07123456789' })).toBeInTheDocument();
  });

  it('lets the phone be emptied', async () => {
    const { user, api } = renderSettingsPage({}, { dashboard: { Phone: '07123456789' } });
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    await user.clear(phoneInput());
    await user.click(screen.getByRole('button', { name: profileMessages.save }));
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Phone: '' });
  });
});

describe('a charity', () => {
  it('sees its followers, MatchCreated, HandoverReminder and the chat level, and no Pint Mode, discoverability or preferences', async () => {
    renderSettingsPage(
      {},
      { dashboard: { Type: 2, Username: '1234567', FirstName: 'Leeds Food Bank', FollowersCount: 12 } },
    );
    expect(await screen.findByText(profileMessages.followersCount)).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.queryByText(profileMessages.friendsCount)).not.toBeInTheDocument();
    expect(screen.queryByText(profileMessages.friendsOfFriendsCount)).not.toBeInTheDocument();
    expect(screen.getAllByRole('switch').map((one) => one.closest('label')?.textContent)).toEqual([
      profileMessages.deviceNotifications,
      'New matches',
      notificationKindLabels.HandoverReminder,
    ]);
    expect(screen.getByRole('switch', { name: notificationKindLabels.HandoverReminder })).toBeChecked();
    expect(screen.queryByRole('switch', { name: profileMessages.pintMode })).not.toBeInTheDocument();
    expect(screen.queryByText(/Discoverable/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Swapping preferences' })).not.toBeInTheDocument();
    const chat = screen.getByRole('radiogroup', { name: profileMessages.chatVisibility });
    expect(within(chat).getAllByRole('radio')).toHaveLength(3);
  });
});

describe('the states', () => {
  it('shows a spinner while loading', async () => {
    renderSettingsPage({ getDashboard: never });
    expect(await screen.findByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    const { user, api } = renderSettingsPage({ getDashboard: refusal(500, 'INTERNAL') });
    expect(await screen.findByText(profileMessages.loadProfileFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(2));
  });

  it('says when there is no data', async () => {
    renderSettingsPage({}, { signedIn: false });
    expect(await screen.findByText(profileMessages.noSettingsData)).toBeInTheDocument();
  });
});
