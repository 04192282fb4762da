import { blockWords, offlineWords } from '@swapsies/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import type { MenuItem } from '@/components/ui/menu.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';

export interface BlockDialogProps {
  /** Whom it asks about; null keeps it closed. */
  member: { firstName: string } | null;
  /** True while the block is under way. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Block Jo?" with what a block does and that Jo is not told: a block ends friendships and matches
 * and cannot be taken back, so every place that offers it asks first (data/blocks.ts
 * useBlockMember gives the props). Offline, Block waits for the connection.
 */
export function BlockDialog({ member, busy, onCancel, onConfirm }: BlockDialogProps) {
  const offline = useOfflineAction();
  const firstName = member?.firstName ?? '';
  return (
    <ConfirmDialog
      open={member !== null}
      title={blockWords.confirmTitle(firstName)}
      description={blockWords.confirmText(firstName)}
      confirmLabel={blockWords.confirm}
      busyLabel={blockWords.blocking}
      cancelLabel={blockWords.cancel}
      busy={busy}
      confirmDisabled={offline.offline}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/**
 * "Block Jo" as an entry of a ⋮ menu, last and in the error colour as ending actions are; offline
 * it stays in sight, switched off, saying why.
 */
export function blockMenuItem(firstName: string, offline: boolean, onSelect: () => void): MenuItem {
  return {
    key: 'block',
    label: blockWords.blockMember(firstName),
    icon: <Icon name="close" size={18} />,
    onSelect,
    danger: true,
    ...(offline ? { disabled: true, description: offlineWords.offline } : {}),
  };
}
