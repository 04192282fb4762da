import { matchMessages } from '@swapsies/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import styles from './match-detail-page.module.css';

export interface UnmatchModalProps {
  open: boolean;
  partnerName: string;
  /** True while the unmatch is under way: the dialog then cannot be dismissed. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a match is ended (001 §2.5). */
export function UnmatchModal({ open, partnerName, busy, onCancel, onConfirm }: UnmatchModalProps) {
  const textId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={matchMessages.unmatchTitle}
      size="small"
      dismissible={!busy}
      describedBy={textId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {matchMessages.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? matchMessages.unmatching : matchMessages.unmatch}
          </Button>
        </>
      }
    >
      <p id={textId} className={styles.modalText}>
        {matchMessages.unmatchText(partnerName)}
      </p>
    </Modal>
  );
}
