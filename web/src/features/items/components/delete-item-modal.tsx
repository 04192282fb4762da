import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import styles from './delete-item-modal.module.css';

export interface DeleteItemModalProps {
  /** The item to delete; null keeps the dialog closed. */
  itemName: string | null;
  /** True while the delete is under way: the dialog then cannot be dismissed. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an item is deleted for good (000 §2). */
export function DeleteItemModal({ itemName, busy = false, onCancel, onConfirm }: DeleteItemModalProps) {
  const textId = useId();
  return (
    <Modal
      open={itemName !== null}
      onClose={onCancel}
      title={`Delete “${itemName ?? ''}”?`}
      size="small"
      dismissible={!busy}
      describedBy={textId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p id={textId} className={styles.text}>
        It will be removed from Your stuff for good. This can't be undone.
      </p>
    </Modal>
  );
}
