import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import styles from './friends.module.css';

export interface RemoveFriendModalProps {
  /** The friend's name; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a friendship ends (001 §2.6: confirm dialog 'Remove Friend'). */
export function RemoveFriendModal({ name, busy, onCancel, onConfirm }: RemoveFriendModalProps) {
  const textId = useId();
  return (
    <Modal
      open={name !== null}
      onClose={onCancel}
      title="Remove Friend"
      size="small"
      dismissible={!busy}
      describedBy={textId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Removing...' : 'Remove'}
          </Button>
        </>
      }
    >
      <p id={textId} className={styles.modalText}>
        Remove {name} from your friends? You can always send them a new request later.
      </p>
    </Modal>
  );
}
