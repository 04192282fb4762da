import { logOutDialogWords } from '@swapsies/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useLogOut } from '../hooks/use-log-out.ts';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The log out confirmation, in the app's own words. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const logOut = useLogOut();
  return (
    <ConfirmDialog
      open={open}
      {...logOutDialogWords}
      confirmVariant="primary"
      hideCloseButton
      busy={logOut.isPending}
      onCancel={onClose}
      onConfirm={() => logOut.mutate()}
    />
  );
}
