import {
  notificationKindLabels,
  profileMessages,
  SETTINGS_NOTICE_MS,
  settingsKindsFor,
  TOAST_APPEAR_DELAY_MS,
  TOAST_SLIDE_OUT_MS,
} from '@swapsies/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { type MockAnswer, refusal, updatedUser } from '@/testing/api.tsx';
import { renderSettingsPage, toasts } from '@/testing/settings.tsx';

const switchNamed = (name: string) => screen.getByRole('switch', { name });

/** An answer the test lets go of when it wants to. */
function deferred<T>() {
  let release: (answer: MockAnswer<T>) => void = () => {};
  const answer = new Promise<MockAnswer<T>>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('the switches', () => {
  it('show one switch per kind, with the discoverability of @username, for a personal account', async () => {
    renderSettingsPage();
    await screen.findByRole('heading', { name: profileMessages.notificationAlerts });
    const labels = settingsKindsFor(1).map((kind) => notificationKindLabels[kind]);
    const alerts = screen.getByRole('region', { name: profileMessages.notificationAlerts });
    expect(
      within(alerts)
        .getAllByRole('switch')
        .map((one) => one.closest('label')?.textContent),
    ).toEqual(labels);
    expect(switchNamed('New matches')).toBeChecked();
    expect(switchNamed(notificationKindLabels.HandoverReminder)).toBeChecked();
    expect(switchNamed('Someone likes your item')).not.toBeChecked();
    expect(switchNamed('Discoverable as @sam_smith_01?')).toBeChecked();
  });

  it('move at once, then stay when the server agrees', async () => {
    const pending = deferred<never>();
    const { user, api } = renderSettingsPage({
      updateUser: async (call) => {
        await pending.answer;
        return updatedUser()(call);
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Someone likes your item' }));
    expect(switchNamed('Someone likes your item')).toBeChecked();
    expect(switchNamed('Someone likes your item')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ NotificationSettings: { Like: true } });
    pending.release({});
    expect(await screen.findByText(profileMessages.settingsUpdated)).toBeInTheDocument();
    expect(switchNamed('Someone likes your item')).toBeChecked();
  });

  it('go back when the server refuses, saying so', async () => {
    const pending = deferred<never>();
    const { user, api } = renderSettingsPage({
      updateUser: async () => {
        await pending.answer;
        return refusal(500, 'INTERNAL');
      },
    });
    await user.click(await screen.findByRole('switch', { name: profileMessages.pintMode }));
    expect(switchNamed(profileMessages.pintMode)).toBeChecked();
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Pint: true });
    pending.release({});
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.updateFailed);
    expect(switchNamed(profileMessages.pintMode)).not.toBeChecked();
  });

  it('send AllowSearch for discoverability', async () => {
    const { user, api } = renderSettingsPage();
    await user.click(await screen.findByRole('switch', { name: 'Discoverable as @sam_smith_01?' }));
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ AllowSearch: false });
    expect(switchNamed('Discoverable as @sam_smith_01?')).not.toBeChecked();
  });

  it('say "Settings updated successfully" in the app\'s toast for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderSettingsPage({}, { advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('switch', { name: 'Friend requests' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(profileMessages.settingsUpdated));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_APPEAR_DELAY_MS));
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_NOTICE_MS - 100));
    expect(toasts()).toHaveTextContent(profileMessages.settingsUpdated);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_SLIDE_OUT_MS));
    expect(screen.queryByText(profileMessages.settingsUpdated)).not.toBeInTheDocument();
  });
});

describe('the chat level', () => {
  it('is Off, Short or Full, and sends Messages', async () => {
    const { user, api } = renderSettingsPage();
    const group = await screen.findByRole('radiogroup', { name: profileMessages.chatVisibility });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Off', 'Short', 'Full']);
    expect(within(group).getByRole('radio', { name: 'Short' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Full' }));
    expect(within(group).getByRole('radio', { name: 'Full' })).toBeChecked();
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ NotificationSettings: { Messages: 2 } });
    // The radios move with the arrow keys, as any radio group does.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(2));
    expect(api.callsTo('updateUser')[1]?.body).toEqual({ NotificationSettings: { Messages: 1 } });
  });
});

describe('swapping preferences', () => {
  it('open by themselves when the feed asked, and the flag is then gone', async () => {
    localStorage.setItem(localKeys.openCategorySelector, 'true');
    renderSettingsPage({}, { dashboard: { Categories: ['14-3-7'] } });
    expect(await screen.findByRole('dialog', { name: profileMessages.categoriesTitle })).toBeInTheDocument();
    expect(localStorage.getItem(localKeys.openCategorySelector)).toBeNull();
  });

  it('stay closed without the flag, and say how many are chosen', async () => {
    renderSettingsPage({}, { dashboard: { Categories: ['14-3-7', '14-3-8'] } });
    expect(await screen.findByText(/2 categories chosen/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be saved empty, and send the categories chosen', async () => {
    const { user, api } = renderSettingsPage({}, { dashboard: { Categories: [] } });
    await user.click(await screen.findByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog', { name: profileMessages.categoriesTitle });
    await within(dialog).findByRole('searchbox');
    await user.click(within(dialog).getByRole('button', { name: profileMessages.save }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.categoriesRequired);
    expect(api.callsTo('updateUser')).toHaveLength(0);

    await user.type(within(dialog).getByRole('searchbox'), 'cycling');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bikes' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Helmets' }));
    await user.click(within(dialog).getByRole('button', { name: profileMessages.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ Categories: ['14-3-7', '14-3-8'] });
    expect(screen.getByText(/2 categories chosen/)).toBeInTheDocument();
  });
});

describe('the tail', () => {
  it('links to the legal documents', async () => {
    renderSettingsPage();
    const legal = await screen.findByRole('region', { name: profileMessages.legalTitle });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/legal/privacy-policy', '/legal/terms-of-service', '/legal/cookies-policy']);
  });

  it('downloads my data as swapsies-data-<username>.json', async () => {
    // jsdom has no object URLs: these stand in, and are taken away again at the end.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const exported = { ExportedAt: '2026-11-24T10:00:00Z', Profile: { Username: 'sam_smith_01' } };
    const { user, api } = renderSettingsPage({
      exportUser: { body: { Success: true, ErrorCode: '', Export: exported as never } },
    });
    await user.click(await screen.findByRole('button', { name: profileMessages.downloadData }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('exportUser')).toHaveLength(1);
    expect(clicked[0]?.download).toBe('swapsies-data-sam_smith_01.json');
    expect(clicked[0]?.href).toBe('blob:export');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual(exported);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says when my data cannot be downloaded', async () => {
    const { user } = renderSettingsPage({ exportUser: refusal(500, 'INTERNAL') });
    await user.click(await screen.findByRole('button', { name: profileMessages.downloadData }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.downloadFailed);
    expect(screen.getByRole('button', { name: profileMessages.downloadData })).toBeEnabled();
  });

  it('asks the signed-in frame to confirm the log out', async () => {
    const { user, requestLogOut } = renderSettingsPage();
    await user.click(await screen.findByRole('button', { name: profileMessages.logOut }));
    expect(requestLogOut).toHaveBeenCalledOnce();
  });
});
