import { REVIEW_REASON_MAX } from '@swapsies/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface DisapproveModalProps {
  itemName: string;
  /** Disapproving pending changes rather than a new item. */
  changes: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for an optional reason, which the owner's notification carries. */
export function DisapproveModal({ itemName, changes, busy, onCancel, onConfirm }: DisapproveModalProps) {
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!busy) onConfirm(reason);
  };
  return (
    <Modal
      open
      size="small"
      dismissible={!busy}
      onClose={onCancel}
      title={changes ? `Disapprove the changes to “${itemName}”?` : `Disapprove “${itemName}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} aria-disabled={busy || undefined}>
            {busy ? 'Disapproving…' : 'Disapprove'}
          </Button>
        </>
      }
    >
      <p>
        {changes ? 'The item stays as it was.' : 'The item will be removed.'} The owner is told, with your reason if you
        give one.
      </p>
      <TextField
        label="Reason"
        optional
        multiline
        maxLength={REVIEW_REASON_MAX}
        hint={`Up to ${REVIEW_REASON_MAX} characters.`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
