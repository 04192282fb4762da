import { matchMessages } from '@swapsies/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

export interface UnmatchModalProps {
  open: boolean;
  partnerName: string;
  /** True while the unmatch is under way: the dialog then cannot be dismissed. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a match is ended. */
export function UnmatchModal({ open, partnerName, busy, onCancel, onConfirm }: UnmatchModalProps) {
  return (
    <ConfirmDialog
      open={open}
      title={matchMessages.unmatchTitle}
      description={matchMessages.unmatchText(partnerName)}
      confirmLabel={matchMessages.unmatch}
      busyLabel={matchMessages.unmatching}
      cancelLabel={matchMessages.cancel}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
