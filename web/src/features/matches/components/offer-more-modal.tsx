import { matchMessages, type UserItem } from '@swapsies/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { itemPhotos, PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import { useAddItems } from '../api/add-items.ts';
import { useExtraItems } from '../api/get-extra-items.ts';
import { type ItemSelection, useItemSelection } from '../hooks/use-item-selection.ts';
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
  selection: { selected, toggle },
  mediaToken,
}: {
  legend: string;
  items: readonly UserItem[];
  selection: Pick<ItemSelection, 'selected' | 'toggle'>;
  mediaToken: string | undefined;
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
            onToggle={() => toggle(item.ID)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** The choice of extra items and its sending: close clears the choice, a success closes. */
function useOfferMore(matchId: number, onClose: () => void) {
  const adding = useAddItems();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const selection = useItemSelection(() => setError(null));

  const close = () => {
    selection.clear();
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    if (selection.selected.size === 0) {
      setError(matchMessages.addNone);
      return;
    }
    adding.mutate(
      { matchId, itemIds: [...selection.selected] },
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

  return { selection, error, adding: adding.isPending, close, submit };
}

/** The items that may be added, or why they cannot be shown yet. */
function OfferMoreBody({
  extra,
  formId,
  offer,
  mediaToken,
}: {
  extra: ReturnType<typeof useExtraItems>;
  formId: string;
  offer: ReturnType<typeof useOfferMore>;
  mediaToken: string | undefined;
}) {
  if (extra.data) {
    const items = extra.data.Items;
    if (items.length === 0) return <p className={styles.note}>{matchMessages.noExtraItems}</p>;
    return (
      <form id={formId} onSubmit={offer.submit} noValidate>
        <ItemPicker
          legend={matchMessages.offerMoreText}
          items={items}
          selection={offer.selection}
          mediaToken={mediaToken}
        />
        {offer.error ? <Alert tone="error">{offer.error}</Alert> : null}
      </form>
    );
  }
  if (extra.isError)
    return (
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
  return <Spinner label={matchMessages.loadingItems} centered />;
}

/**
 * 'Offer More!' on the match detail: the viewer picks at least one more of their items for the match. Committed
 * items are shown but cannot be picked.
 */
export function OfferMoreModal({ matchId, open, mediaToken, onClose }: OfferMoreModalProps) {
  const formId = useId();
  const extra = useExtraItems(matchId, open);
  const offer = useOfferMore(matchId, onClose);
  const canAdd = (extra.data?.Items.length ?? 0) > 0;
  return (
    <Modal
      open={open}
      onClose={offer.close}
      title={matchMessages.offerMoreTitle}
      dismissible={!offer.adding}
      footer={
        <>
          <Button variant="secondary" onClick={offer.close} disabled={offer.adding}>
            {matchMessages.cancel}
          </Button>
          {canAdd ? (
            <Button type="submit" form={formId} disabled={offer.adding}>
              {offer.adding ? matchMessages.adding : matchMessages.addSelected}
            </Button>
          ) : null}
        </>
      }
    >
      <OfferMoreBody extra={extra} formId={formId} offer={offer} mediaToken={mediaToken} />
    </Modal>
  );
}
