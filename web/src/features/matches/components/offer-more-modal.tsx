import { matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAddItems } from '@/features/matches/api/add-items.ts';
import { useExtraItems } from '@/features/matches/api/get-extra-items.ts';
import { ApiError } from '@/lib/api-client.ts';
import { itemPhotos, PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import styles from './offer-more-modal.module.css';

export interface OfferMoreModalProps {
  matchId: number;
  open: boolean;
  mediaToken: string | undefined;
  onClose: () => void;
}

/** One item to tick in a picker of the match detail; a committed item shows its badge and cannot be ticked. */
export function ItemChoice({
  item,
  mediaToken,
  checked,
  onToggle,
}: {
  item: UserItem;
  mediaToken: string | undefined;
  checked: boolean;
  onToggle: () => void;
}) {
  const [photo] = itemPhotos(item, mediaToken);
  return (
    <li>
      <label className={`${styles.choice} ${item.Committed ? styles.disabled : ''}`}>
        <input type="checkbox" checked={checked} disabled={item.Committed} onChange={onToggle} />
        <LazyImage src={photo?.src ?? PLACEHOLDER_IMAGE} alt="" className={styles.thumb} />
        <span className={styles.text}>
          <span className={styles.name}>{item.Name}</span>
          <span className={styles.category}>{item.CategoryName}</span>
        </span>
        {item.Committed ? <span className={styles.committed}>{matchMessages.committedBadge}</span> : null}
      </label>
    </li>
  );
}

/** A titled list of items to tick, in the pickers of the match detail. */
export function ItemPicker({
  legend,
  items,
  selected,
  mediaToken,
  onToggle,
}: {
  legend: string;
  items: readonly UserItem[];
  selected: ReadonlySet<number>;
  mediaToken: string | undefined;
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.note}>{legend}</legend>
      <ul className={styles.list}>
        {items.map((item) => (
          <ItemChoice
            key={item.ID}
            item={item}
            mediaToken={mediaToken}
            checked={selected.has(item.ID)}
            onToggle={() => onToggle(item.ID)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * 'Offer More!' on the match detail: the viewer picks at least one more of their items for the match. Committed
 * items are shown but cannot be picked.
 */
export function OfferMoreModal({ matchId, open, mediaToken, onClose }: OfferMoreModalProps) {
  const formId = useId();
  const extra = useExtraItems(matchId, open);
  const adding = useAddItems();
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setSelected(new Set());
    setError(null);
    onClose();
  };

  const toggle = (itemId: number) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    if (selected.size === 0) {
      setError(matchMessages.addNone);
      return;
    }
    adding.mutate(
      { matchId, itemIds: [...selected] },
      {
        onSuccess: () => {
          toast.success(matchMessages.itemsAdded);
          close();
        },
        onError: (failure) =>
          toast.error(failure instanceof ApiError ? failure.message : matchMessages.genericRetry, {
            title: matchMessages.addItemsFailed,
          }),
      },
    );
  };

  let body: ReactNode;
  if (extra.data) {
    const items = extra.data.Items;
    body =
      items.length === 0 ? (
        <p className={styles.note}>{matchMessages.noExtraItems}</p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <ItemPicker
            legend={matchMessages.offerMoreText}
            items={items}
            selected={selected}
            mediaToken={mediaToken}
            onToggle={toggle}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
        </form>
      );
  } else if (extra.isError) {
    body = (
      <Alert tone="error">
        <strong>{matchMessages.loadExtraFailed}</strong>
        <br />
        {matchMessages.loadExtraError}
        <div className={styles.retry}>
          <Button size="small" variant="secondary" onClick={() => extra.refetch()} disabled={extra.isFetching}>
            {matchMessages.retry}
          </Button>
        </div>
      </Alert>
    );
  } else {
    body = <Spinner label="Loading your items" centered />;
  }

  const canAdd = (extra.data?.Items.length ?? 0) > 0;
  return (
    <Modal
      open={open}
      onClose={close}
      title={matchMessages.offerMoreTitle}
      dismissible={!adding.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={adding.isPending}>
            {matchMessages.cancel}
          </Button>
          {canAdd ? (
            <Button type="submit" form={formId} disabled={adding.isPending}>
              {adding.isPending ? matchMessages.adding : matchMessages.addSelected}
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </Modal>
  );
}
