import { adminWords } from '@swapsies/contract';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface ReasonModalProps {
  title: string;
  /** What the decision does, and who is told. */
  note: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  maxLength: number;
  /** The words refusing an empty reason; without them the reason may be left out. */
  requiredMessage?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason of a moderator's decision, which the owner is told: optional, or required. */
export function ReasonModal({
  title,
  note,
  confirmLabel,
  busyLabel,
  maxLength,
  requiredMessage,
  busy,
  onCancel,
  onConfirm,
}: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const confirm = () => {
    if (requiredMessage && !reason.trim()) {
      setError(requiredMessage);
      fieldRef.current?.focus();
      return;
    }
    onConfirm(reason);
  };

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      busyConfirm="focusable"
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <p>{note}</p>
      <TextField
        ref={fieldRef}
        label={adminWords.reason}
        optional={!requiredMessage}
        multiline
        maxLength={maxLength}
        hint={adminWords.reasonLimit(maxLength)}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
    </ConfirmDialog>
  );
}
