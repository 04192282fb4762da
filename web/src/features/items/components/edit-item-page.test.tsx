import { itemMessages, type UserItem } from '@swapsies/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnswer, forId, idsOf, refusal, userItem } from '@/testing/api.tsx';
import { itemAnswer, renderItemPage, submitButton } from '@/testing/items.tsx';

function withItems(...items: UserItem[]) {
  return { getDashboard: { body: dashboardAnswer({ Items: items }) } };
}

const updateButton = () => submitButton('Update');

describe('EditItemPage', () => {
  it('shows name, description and category as text with the re-add note, and its stored photos', async () => {
    renderItemPage('/edit-item/11');
    expect(screen.getByRole('heading', { level: 1, name: 'Never Too Late To Update' })).toBeVisible();

    // Read-only values are text, not fields that look live (disabled or read-only inputs).
    const details = await screen.findByRole('region', { name: 'Item details' });
    const terms = within(details).getAllByRole('term');
    const values = within(details).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Item name', 'Description', 'Category']);
    expect(values.map((value) => value.textContent)).toEqual([
      'Blue bike',
      'A sturdy blue bike, rarely ridden, with a basket.',
      'Sports & Fitness › Cycling › Bikes',
    ]);
    expect(within(details).getByText(itemMessages.categoryReadOnly)).toBeVisible();
    expect(details).toHaveAccessibleDescription(itemMessages.categoryReadOnly);
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Item name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Swap location')).toHaveValue('Leeds');
    expect(screen.getByLabelText('Swap location')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: '11-1.jpg' })).toHaveAttribute(
      'src',
      '/api/v1/file?path=items%2F11-1-thumb.jpg&token=media-token',
    );
    expect(screen.getByRole('img', { name: '11-2.jpg' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Pint mode' })).not.toBeChecked();
  });

  it('starts from the Pint level and charity offer the item has', async () => {
    renderItemPage('/edit-item/11', { handlers: withItems(userItem({ Pint: 2, Charity: true })) });
    expect(await screen.findByRole('switch', { name: 'Pint mode' })).toBeChecked();
    expect(screen.getByRole('slider')).toHaveValue('2');
    expect(screen.getByRole('switch', { name: 'Offer to charities I follow' })).toBeChecked();
  });

  it("says so when the item is not among the user's own", async () => {
    renderItemPage('/edit-item/99');
    expect(await screen.findByText(itemMessages.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Your stuff' })).toHaveAttribute('href', '/my-items');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('offers no form for a committed item', async () => {
    renderItemPage('/edit-item/11', { handlers: withItems(userItem({ Committed: true })) });
    expect(await screen.findByText(itemMessages.committedEditPage)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Swap location')).not.toBeInTheDocument();
  });

  it('offers no form while earlier changes wait for review', async () => {
    renderItemPage('/edit-item/11', { handlers: withItems(userItem({ PendingChanges: true })) });
    expect(await screen.findByText(itemMessages.pendingChangesEdit)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('says the item could not be loaded when the dashboard fails', async () => {
    renderItemPage('/edit-item/11', { handlers: { getDashboard: refusal(500, 'INTERNAL_ERROR') } });
    expect(await screen.findByText(itemMessages.loadItemFailed)).toBeVisible();
  });

  it('keeps the location and at least one photo', async () => {
    const { api, user } = renderItemPage('/edit-item/11');
    await user.clear(await screen.findByLabelText('Swap location'));
    await user.click(screen.getByRole('button', { name: 'Remove 11-1.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Remove 11-2.jpg' }));
    await user.click(updateButton());

    expect(screen.getByText(itemMessages.locationRequired)).toBeVisible();
    expect(screen.getByText(itemMessages.editPhotosRequired)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toHaveFocus();
    expect(idsOf(api.callsTo('updateItem'))).toEqual([]);
  });

  it('sends the photos kept in order and the new ones, then confirms with the name and category', async () => {
    const { api, router, user } = renderItemPage('/edit-item/11', {
      handlers: { updateItem: forId(11, itemAnswer(userItem({ Location: 'York', Pint: 1 }))) },
    });
    const location = await screen.findByLabelText('Swap location');
    await user.click(screen.getByRole('button', { name: 'Remove 11-1.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    await user.clear(location);
    await user.type(location, 'York');
    await user.click(screen.getByRole('switch', { name: 'Pint mode' }));
    await user.click(updateButton());

    const dialog = await screen.findByRole('dialog', { name: itemMessages.updatedTitle });
    expect(api.callsTo('updateItem')[0]?.body).toEqual({
      Name: 'Blue bike',
      Description: 'A sturdy blue bike, rarely ridden, with a basket.',
      Location: 'York',
      Pint: 1,
      Charity: false,
      PhotoIDs: [112],
      EncodedPhotos: ['encoded:new-photo-2.jpg'],
    });
    expect(within(dialog).getByText('Blue bike')).toBeVisible();
    expect(within(dialog).getByText('Sports & Fitness › Cycling › Bikes')).toBeVisible();
    expect(within(dialog).queryByText(itemMessages.changesPendingText)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to Your stuff' }));
    expect(router.state.location.pathname).toBe('/my-items');
  });

  it('says when the changes wait for review', async () => {
    const { user } = renderItemPage('/edit-item/11', {
      handlers: { updateItem: forId(11, itemAnswer(userItem({ PendingChanges: true }))) },
    });
    await screen.findByLabelText('Swap location');
    await user.click(updateButton());
    const dialog = await screen.findByRole('dialog', { name: itemMessages.updatedTitle });
    expect(within(dialog).getByText(itemMessages.changesPendingText)).toBeVisible();
  });

  it.each([
    ['ITEM_COMMITTED', refusal(400, 'ITEM_COMMITTED'), itemMessages.committedEdit],
    ['CHANGES_PENDING', refusal(409, 'CHANGES_PENDING'), itemMessages.pendingChangesEdit],
    ['ITEM_NOT_FOUND', refusal(404, 'ITEM_NOT_FOUND'), itemMessages.notFound],
    ['another failure', refusal(500, 'INTERNAL_ERROR'), itemMessages.updateFailed],
  ])('explains an update refused with %s', async (_, answer, message) => {
    const { user } = renderItemPage('/edit-item/11', { handlers: { updateItem: answer } });
    await screen.findByLabelText('Swap location');
    await user.click(updateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to /my-items with Cancel', async () => {
    const { router, user } = renderItemPage('/edit-item/11');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/my-items');
  });
});
