import { type ReactNode, useId } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The sentence under the title, read with it as the dialog's description. */
  description?: ReactNode;
  /** Anything else the question needs (a reason field). */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the action is under way ("Deleting..."). */
  busyLabel: string;
  cancelLabel?: string;
  /** Danger for what cannot be undone; primary for a plain yes. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /**
   * True while the action is under way: the dialog cannot be dismissed, Cancel is disabled and a
   * second confirm does nothing.
   */
  busy?: boolean;
  /**
   * While busy the confirm button is disabled; 'focusable' marks it aria-disabled instead, so that
   * focus stays on it (a form whose field the member may still be in).
   */
  busyConfirm?: 'disabled' | 'focusable';
  /** Keeps the confirm button disabled until the question is answered (a word typed to confirm). */
  confirmDisabled?: boolean;
  /** Hide the × (Cancel is the way out). */
  hideCloseButton?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes-or-no question before an action, in a small dialog: Cancel, then the action's button. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  busy = false,
  busyConfirm = 'disabled',
  confirmDisabled = false,
  hideCloseButton = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const textId = useId();
  const confirm = () => {
    if (!busy && !confirmDisabled) onConfirm();
  };
  const busyAttributes =
    busyConfirm === 'disabled'
      ? { disabled: busy || confirmDisabled }
      : { disabled: confirmDisabled, 'aria-disabled': busy || undefined };
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="small"
      dismissible={!busy}
      hideCloseButton={hideCloseButton}
      describedBy={description ? textId : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={confirm}
            aria-busy={busy || undefined}
            aria-live="polite"
            {...busyAttributes}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {description || children ? (
        <>
          {description ? (
            <p id={textId} className={styles.text}>
              {description}
            </p>
          ) : null}
          {children}
        </>
      ) : null}
    </Modal>
  );
}
