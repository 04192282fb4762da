import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

export interface DeleteItemModalProps {
  /** The item to delete; null keeps the dialog closed. */
  itemName: string | null;
  /** True while the delete is under way: the dialog then cannot be dismissed. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an item is deleted for good. */
export function DeleteItemModal({ itemName, busy = false, onCancel, onConfirm }: DeleteItemModalProps) {
  return (
    <ConfirmDialog
      open={itemName !== null}
      title={`Delete “${itemName ?? ''}”?`}
      description="It will be removed from Your stuff for good. This can't be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
