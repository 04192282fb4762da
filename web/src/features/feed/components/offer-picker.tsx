import { feedMessages, type UserItem } from '@swapsies/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { mediaUrl } from '@/lib/media.ts';
import styles from './offer-picker.module.css';

export interface OfferPickerProps {
  /** The member's items the owner wants; committed ones show but cannot be picked. */
  choices: readonly UserItem[];
  mediaToken: string | undefined;
  busy: boolean;
  onOffer: (itemIds: number[]) => void;
  onCancel: () => void;
}

/** A single item that can be offered is picked already. */
function preselected(choices: readonly UserItem[]): number[] {
  const free = choices.filter((item) => !item.Committed);
  return free.length === 1 && free[0] ? [free[0].ID] : [];
}

/** 'What would you like to offer?' (at least one item): render it only while open. */
export function OfferPicker({ choices, mediaToken, busy, onOffer, onCancel }: OfferPickerProps) {
  const errorId = useId();
  const [selected, setSelected] = useState<number[]>(() => preselected(choices));
  const [error, setError] = useState('');
  const offline = useOfflineAction();

  const toggle = (itemId: number) => {
    setError('');
    setSelected((ids) => (ids.includes(itemId) ? ids.filter((id) => id !== itemId) : [...ids, itemId]));
  };

  const submit = () => {
    if (selected.length === 0) setError(feedMessages.offerNone);
    else onOffer(selected);
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={feedMessages.offerTitle}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {feedMessages.cancel}
          </Button>
          <Button onClick={submit} disabled={busy || offline.offline} aria-describedby={offline.describedBy()}>
            {busy ? feedMessages.offering : feedMessages.offerSubmit}
          </Button>
        </>
      }
    >
      <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.text}>{feedMessages.offerText}</legend>
        <ul className={styles.grid}>
          {choices.map((item) => {
            const photo = item.Photos[0];
            return (
              <li key={item.ID}>
                <label className={styles.choice} data-committed={item.Committed ? 'true' : undefined}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={selected.includes(item.ID)}
                    disabled={item.Committed || busy}
                    onChange={() => toggle(item.ID)}
                  />
                  <LazyImage
                    src={mediaUrl(photo?.Thumbnail || photo?.Path, mediaToken)}
                    alt=""
                    className={styles.thumb}
                  />
                  <span className={styles.name}>{item.Name}</span>
                  {item.Committed ? <span className={styles.badge}>{feedMessages.committedBadge}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FieldError id={errorId}>{error}</FieldError>
    </Modal>
  );
}
