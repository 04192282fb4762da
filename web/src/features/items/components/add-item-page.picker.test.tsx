/** The add page with the real category picker (the other page tests use a plain select). */
import { itemMessages } from '@swapsies/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userItem } from '@/testing/api.tsx';
import { itemAnswer, renderItemPage, submitButton } from '@/testing/items.tsx';

async function fillAllButCategory(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add a photo' }));
  await user.type(screen.getByLabelText('Title'), 'Cycle helmet');
  await user.type(screen.getByLabelText('Description'), 'A medium helmet, worn twice.');
  await user.type(screen.getByLabelText('Swap location'), 'Leeds');
}

describe('AddItemPage with the category picker', () => {
  it('asks for a category under the picker and focuses its search', async () => {
    const { api, user } = renderItemPage('/add-item');
    await fillAllButCategory(user);
    await user.click(submitButton());

    const picker = screen.getByRole('group', { name: 'Category' });
    expect(within(picker).getByRole('alert')).toHaveTextContent(itemMessages.categoryRequired);
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toHaveFocus();
    expect(api.callsTo('createItem')).toHaveLength(0);
  });

  it('sends the ids of the category found by search', async () => {
    const { api, user } = renderItemPage('/add-item', {
      handlers: { createItem: itemAnswer(userItem({ ID: 12 })) },
    });
    await fillAllButCategory(user);
    // Enter takes the suggestion and must not submit the form.
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'Helm{Enter}');
    expect(api.callsTo('createItem')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Helmets' })).toBeChecked();

    await user.click(submitButton());
    await screen.findByRole('dialog', { name: itemMessages.addedTitle });
    expect(api.callsTo('createItem')[0]?.body).toMatchObject({
      CategoryID: 14,
      SubcategoryID: 3,
      SubcategoryItemID: 8,
      CategoryPath: '14-3-8',
    });
  });
});
