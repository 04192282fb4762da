import { httpMessages, itemMessages, type UserItem } from '@swapsies/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refusal, serviceUnavailable, unreachable, userItem } from '@/testing/api.tsx';
import { fillAddForm, itemAnswer, renderItemPage, submitButton } from '@/testing/items.tsx';

vi.mock('@/components/category-picker/category-picker.tsx', async () => ({
  CategoryPicker: (await import('@/testing/items-stand-ins.tsx')).StandInCategoryPicker,
}));

const added = (overrides: Partial<UserItem> = {}) => itemAnswer(userItem({ ID: 12, ...overrides }));

describe('AddItemPage', () => {
  it('shows the form in the order the item screens share', async () => {
    renderItemPage('/add-item');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Something For Swapping or Rehoming' })).toBeVisible();
    await screen.findByLabelText('Category');
    const controls = [
      screen.getByRole('button', { name: 'Add a photo' }),
      screen.getByLabelText('Title'),
      screen.getByLabelText('Description'),
      screen.getByLabelText('Swap location'),
      screen.getByLabelText('Category'),
      screen.getByRole('switch', { name: 'Pint mode' }),
      screen.getByRole('switch', { name: 'Offer to charities I follow' }),
    ];
    for (const [index, control] of controls.slice(1).entries()) {
      const before = controls[index] as HTMLElement;
      expect(before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('shows every message on an empty submit, focuses the first field and sends nothing', async () => {
    const { api, user } = renderItemPage('/add-item');
    await screen.findByLabelText('Category');
    expect(screen.queryByText(itemMessages.titleRequired)).not.toBeInTheDocument();

    await user.click(submitButton());

    for (const message of [
      itemMessages.photosRequired,
      itemMessages.titleRequired,
      itemMessages.descriptionRequired,
      itemMessages.locationRequired,
      itemMessages.categoryRequired,
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(itemMessages.titleRequired);
    expect(screen.getByRole('button', { name: 'Add a photo' })).toHaveFocus();
    expect(api.callsTo('createItem')).toHaveLength(0);
  });

  it('checks a touched field as it changes, and focuses the first field still wrong', async () => {
    const { user } = renderItemPage('/add-item');
    await user.click(await screen.findByRole('button', { name: 'Add a photo' }));
    await user.type(screen.getByLabelText('Title'), 'Blue bike');
    await user.type(screen.getByLabelText('Description'), 'Too short');
    expect(screen.queryByText(itemMessages.descriptionTooShort)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(itemMessages.descriptionTooShort)).toBeVisible();
    await user.type(screen.getByLabelText('Description'), '!!');
    expect(screen.queryByText(itemMessages.descriptionTooShort)).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(screen.getByLabelText('Swap location')).toHaveFocus();
    expect(screen.queryByText(itemMessages.titleRequired)).not.toBeInTheDocument();
  });

  it('sends the item and says "Game on!"; Add Another Item starts again with an empty form', async () => {
    const { api, user } = renderItemPage('/add-item', { handlers: { createItem: added() } });
    await fillAddForm(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: itemMessages.addedTitle });
    expect(dialog).toHaveAccessibleDescription(itemMessages.addedText);
    expect(api.callsTo('createItem')[0]?.body).toEqual({
      Name: 'Blue bike',
      Description: 'A sturdy blue bike with a basket.',
      Location: 'Leeds',
      CategoryID: 14,
      SubcategoryID: 3,
      SubcategoryItemID: 7,
      CategoryPath: '14-3-7',
      Pint: 0,
      Charity: false,
      EncodedPhotos: ['encoded:new-photo-1.jpg'],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add Another Item' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.queryByText('new-photo-1.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says the item awaits approval when it comes back pending; Go to Your stuff leaves for /my-items', async () => {
    const { router, user } = renderItemPage('/add-item', {
      handlers: { createItem: added({ PendingApproval: true }) },
    });
    await fillAddForm(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: itemMessages.pendingTitle });
    expect(dialog).toHaveAccessibleDescription(itemMessages.pendingText);
    await user.click(within(dialog).getByRole('button', { name: 'Go to Your stuff' }));
    expect(router.state.location.pathname).toBe('/my-items');
  });

  it('sends the Pint level of the switch and the slider, and the charity offer', async () => {
    const { api, user } = renderItemPage('/add-item', { handlers: { createItem: added() } });
    await fillAddForm(user);

    const pint = screen.getByRole('switch', { name: 'Pint mode' });
    await user.click(pint);
    const slider = screen.getByRole('slider', { name: 'Who can have it for a pint' });
    expect(slider).toHaveValue('1');
    expect(slider).toHaveAttribute('aria-valuetext', 'Friends');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '2');
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Friends of Friends');
    await user.click(screen.getByRole('switch', { name: 'Offer to charities I follow' }));

    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(api.callsTo('createItem')[0]?.body).toMatchObject({ Pint: 2, Charity: true });
  });

  it('sends level 1 for the switch alone', async () => {
    const { api, user } = renderItemPage('/add-item', { handlers: { createItem: added() } });
    await fillAddForm(user);
    await user.click(screen.getByRole('switch', { name: 'Pint mode' }));
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(api.callsTo('createItem')[0]?.body).toMatchObject({ Pint: 1 });
  });

  it('sends 0 once the switch is off again, whatever the slider said', async () => {
    const { api, user } = renderItemPage('/add-item', { handlers: { createItem: added() } });
    await fillAddForm(user);
    const pint = screen.getByRole('switch', { name: 'Pint mode' });
    await user.click(pint);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '2' } });
    await user.click(pint);
    expect(pint).not.toBeChecked();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(api.callsTo('createItem')[0]?.body).toMatchObject({ Pint: 0 });
  });

  it('shows the upload progress and disables the button while sending', async () => {
    let answer: (value: ReturnType<typeof added>) => void = () => {};
    const { user } = renderItemPage('/add-item', {
      handlers: { createItem: () => new Promise((resolve) => (answer = resolve)) },
    });
    await fillAddForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('progressbar', { name: 'Uploading your item' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer(added());
    await screen.findByRole('dialog', { name: itemMessages.addedTitle });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    const { user } = renderItemPage('/add-item', {
      handlers: {
        createItem: refusal(400, 'VALIDATION_ERROR', {
          Errors: [
            { Field: 'CategoryPath', Message: itemMessages.categoryUnknown },
            { Field: 'Location', Message: itemMessages.locationTooLong },
          ],
        }),
      },
    });
    await fillAddForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(itemMessages.locationTooLong)).toBeVisible();
    expect(screen.getByText(itemMessages.categoryUnknown)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Swap location')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Swap location'), '!');
    expect(screen.queryByText(itemMessages.locationTooLong)).not.toBeInTheDocument();
    expect(screen.getByText(itemMessages.categoryUnknown)).toBeVisible();
  });

  it('names the photo the server found too large', async () => {
    const { user } = renderItemPage('/add-item', {
      handlers: {
        createItem: refusal(400, 'IMAGE_TOO_LARGE', {
          Errors: [{ Field: 'EncodedPhotos/0', Message: 'File(s) too large: {names}. Maximum size is 10MB.' }],
        }),
      },
    });
    await fillAddForm(user);
    await user.click(submitButton());

    expect(
      await screen.findByText(`${itemMessages.someImagesFailed} ${itemMessages.filesTooLarge(['new-photo-1.jpg'])}`),
    ).toBeVisible();
  });

  it.each([
    ['a refused photo type', refusal(400, 'IMAGE_TYPE_NOT_SUPPORTED'), itemMessages.formTypeNotSupported],
    ['another refusal', refusal(400, 'SOMETHING_ELSE'), itemMessages.addFailed],
    ['a server failure', refusal(500, 'INTERNAL_ERROR'), itemMessages.addFailedLater],
    ['no answer', unreachable, itemMessages.addFailedLater],
  ])('tells the user after %s', async (_, answer, message) => {
    const { user } = renderItemPage('/add-item', { handlers: { createItem: answer } });
    await fillAddForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("says Swapsies can't be reached after an outage, keeps everything typed, and sends it again", async () => {
    let down = true;
    const { api, user } = renderItemPage('/add-item', {
      handlers: { createItem: () => (down ? serviceUnavailable : added()) },
    });
    await fillAddForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(httpMessages.serviceUnavailable)).toBeVisible();
    expect(screen.queryByText(itemMessages.addFailedLater)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Blue bike');
    expect(screen.getByLabelText('Description')).toHaveValue('A sturdy blue bike with a basket.');
    expect(screen.getByLabelText('Swap location')).toHaveValue('Leeds');
    expect(screen.getByLabelText('Category')).toHaveValue('14-3-7');
    expect(screen.getByText('new-photo-1.jpg')).toBeInTheDocument();

    down = false;
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: itemMessages.addedTitle })).toBeInTheDocument();
    const [first, second] = api.callsTo('createItem').map((call) => call.body);
    expect(second).toEqual(first);
  });

  it('goes back with the close button and to /my-items with Cancel', async () => {
    const first = renderItemPage('/add-item');
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(first.router.state.location.pathname).toBe('/seek');
    await first.router.navigate('/add-item');
    await first.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(first.router.state.location.pathname).toBe('/my-items');
  });

  it('keeps what was typed when the page goes away (a session ends), and gives it back without the photos', async () => {
    const first = renderItemPage('/add-item');
    await fillAddForm(first.user);
    await first.user.click(screen.getByRole('switch', { name: 'Pint mode' }));
    await first.router.navigate('/seek');
    cleanup();

    renderItemPage('/add-item');
    expect(await screen.findByText(itemMessages.draftRestored)).toHaveRole('status');
    expect(screen.getByLabelText('Title')).toHaveValue('Blue bike');
    expect(screen.getByLabelText('Description')).toHaveValue('A sturdy blue bike with a basket.');
    expect(screen.getByLabelText('Swap location')).toHaveValue('Leeds');
    expect(screen.getByLabelText('Category')).toHaveValue('14-3-7');
    expect(screen.getByRole('switch', { name: 'Pint mode' })).toBeChecked();
    expect(screen.queryByText('new-photo-1.jpg')).not.toBeInTheDocument();
  });

  it('forgets the draft once the item is added, and on Cancel', async () => {
    const added1 = renderItemPage('/add-item', { handlers: { createItem: added() } });
    await fillAddForm(added1.user);
    await added1.user.click(submitButton());
    await screen.findByRole('dialog', { name: itemMessages.addedTitle });
    cleanup();
    renderItemPage('/add-item');
    await screen.findByLabelText('Category');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(itemMessages.draftRestored)).not.toBeInTheDocument();
    cleanup();

    const cancelled = renderItemPage('/add-item');
    await cancelled.user.type(await screen.findByLabelText('Title'), 'Red kettle');
    await cancelled.user.click(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();
    renderItemPage('/add-item');
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });
});
