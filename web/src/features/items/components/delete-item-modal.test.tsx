import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteItemModal } from './delete-item-modal.tsx';

function renderModal(props: Partial<Parameters<typeof DeleteItemModal>[0]> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(<DeleteItemModal itemName="Blue bike" onCancel={onCancel} onConfirm={onConfirm} {...props} />);
  return { onCancel, onConfirm, user: userEvent.setup() };
}

describe('DeleteItemModal', () => {
  it('names the item and confirms with Delete', async () => {
    const { onConfirm, onCancel, user } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Delete “Blue bike”?' });
    expect(dialog).toHaveAccessibleDescription("It will be removed from Your stuff for good. This can't be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel or Escape', async () => {
    const { onCancel, onConfirm, user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or confirmed twice while deleting', async () => {
    const { onCancel, user } = renderModal({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stays closed without an item', () => {
    renderModal({ itemName: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
