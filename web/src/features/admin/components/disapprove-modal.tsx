import { adminWords, REVIEW_REASON_MAX } from '@swapsies/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
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
  return (
    <ConfirmDialog
      open
      title={changes ? adminWords.disapproveChangesTitle(itemName) : adminWords.disapproveTitle(itemName)}
      confirmLabel="Disapprove"
      busyLabel="Disapproving…"
      busy={busy}
      busyConfirm="focusable"
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason)}
    >
      <p>
        {changes ? adminWords.itemStays : adminWords.itemRemoved}
        {adminWords.disapproveNote}
      </p>
      <TextField
        label={adminWords.reason}
        optional
        multiline
        maxLength={REVIEW_REASON_MAX}
        hint={`Up to ${REVIEW_REASON_MAX} characters.`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
