import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useLogOut } from '@/features/auth/session/hooks/use-log-out.ts';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The log out confirmation of 001 §2.7. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const logOut = useLogOut();
  const busy = logOut.isPending;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="small"
      title="Are you sure you want to log out?"
      dismissible={!busy}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            NOPE
          </Button>
          <Button onClick={() => logOut.mutate()} disabled={busy} aria-live="polite">
            {busy ? 'Logging out...' : 'yeah'}
          </Button>
        </>
      }
    />
  );
}
