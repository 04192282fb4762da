import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete “Blue bike”?"
      description="This can't be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onCancel, onConfirm, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks with its title and description, and confirms with its button', async () => {
    const { onConfirm, onCancel, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete “Blue bike”?' });
    expect(dialog).toHaveAccessibleDescription("This can't be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('puts focus on Cancel first, and cancels with Cancel, × or Escape', async () => {
    const { onCancel, onConfirm, user } = renderDialog({ cancelLabel: 'Keep it' });
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or confirmed again while busy', async () => {
    const { onCancel, onConfirm, user } = renderDialog({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can keep a busy confirm button focusable, still refusing a second confirm', async () => {
    const { onConfirm, user } = renderDialog({ busy: true, busyConfirm: 'focusable' });
    const confirm = screen.getByRole('button', { name: 'Deleting...' });
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can be a plain question without a description or ×', () => {
    renderDialog({ description: undefined, hideCloseButton: true });
    const dialog = screen.getByRole('dialog', { name: 'Delete “Blue bike”?' });
    expect(dialog).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
