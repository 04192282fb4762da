import { friendWords } from '@swapsies/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

export interface RemoveFriendModalProps {
  /** The friend's name; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a friendship ends (the 'Remove Friend' confirmation). */
export function RemoveFriendModal({ name, busy, onCancel, onConfirm }: RemoveFriendModalProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={friendWords.removeFriend}
      description={`Remove ${name} from your friends? You can always send them a new request later.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
