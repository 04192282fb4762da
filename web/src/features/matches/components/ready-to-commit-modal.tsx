import { type Commitment, matchMessages, type UserItem } from '@swapsies/contract';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import styles from './offer-more-modal.module.css';

export interface ReadyToCommitModalProps {
  open: boolean;
  commitment: Commitment;
  partnerName: string;
  /** The items of both sides of the match, to name the commitment's items. */
  items: readonly UserItem[];
  /** Which answer is under way, if any: the dialog then cannot be dismissed. */
  busy: 'accept' | 'reject' | null;
  onAccept: () => void;
  onReject: () => void;
  onClose: () => void;
}

function pick(ids: readonly number[], items: readonly UserItem[]): UserItem[] {
  return items.filter((item) => ids.includes(item.ID));
}

/**
 * 'Ready to commit?': the recipient of a pending commitment request sees what it reserves on
 * each side and for how long, and accepts or rejects it. The match detail opens it by itself.
 */
export function ReadyToCommitModal({
  open,
  commitment,
  partnerName,
  items,
  busy,
  onAccept,
  onReject,
  onClose,
}: ReadyToCommitModalProps) {
  const theirs = pick(commitment.Items1, items);
  const mine = pick(commitment.Items2, items);
  const offline = useOfflineAction();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={matchMessages.readyToCommitTitle}
      dismissible={busy === null}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onReject}
            disabled={busy !== null || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {busy === 'reject' ? matchMessages.working : matchMessages.reject}
          </Button>
          <Button
            onClick={onAccept}
            disabled={busy !== null || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {busy === 'accept' ? matchMessages.working : matchMessages.accept}
          </Button>
        </>
      }
    >
      <p className={styles.note}>{matchMessages.readyToCommitText(partnerName, commitment.TTL)}</p>
      <p className={styles.note}>{matchMessages.yourItems}</p>
      <ul className={styles.list}>
        {mine.map((item) => (
          <li key={item.ID}>{item.Name}</li>
        ))}
      </ul>
      <p className={styles.note}>{matchMessages.theirItems(partnerName)}</p>
      <ul className={styles.list}>
        {theirs.map((item) => (
          <li key={item.ID}>{item.Name}</li>
        ))}
      </ul>
    </Modal>
  );
}
