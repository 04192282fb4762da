import { itemMessages, type UserItem, itemScreenWords as words } from '@swapsies/contract';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CardSkeletons } from '@/components/ui/card-skeletons.tsx';
import { EmptyState, OfflineState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import layout from '@/components/ui/layout.module.css';
import { useToast } from '@/components/ui/toast.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { useOnline } from '@/lib/online.ts';
import { paths } from '@/lib/paths.ts';
import { deleteErrorMessage, useDeleteItem } from '../api/delete-item.ts';
import { DeleteItemModal } from './delete-item-modal.tsx';
import { ItemCard } from './item-card.tsx';
import styles from './my-items-page.module.css';

/** Deleting the item the member chose, after they confirm; the toast says how it went. */
function useItemDeletion(headingRef: RefObject<HTMLHeadingElement | null>) {
  const toast = useToast();
  const deletion = useDeleteItem();
  const [toDelete, setToDelete] = useState<UserItem | null>(null);

  const confirmDelete = () => {
    const item = toDelete;
    if (!item || deletion.isPending) return;
    deletion.mutate(item.ID, {
      onSuccess: () => {
        // The card that had focus is gone; the page heading is the nearest sensible place.
        headingRef.current?.focus();
        setToDelete(null);
        toast.success(words.deleted(item.Name), { title: words.deletedTitle });
      },
      onError: (error) => {
        setToDelete(null);
        toast.error(deleteErrorMessage(error), { title: itemMessages.deleteFailed });
      },
    });
  };

  return { toDelete, setToDelete, confirmDelete, busy: deletion.isPending };
}

/** The add card, then a card for each item. */
function MyItemsGrid({
  items,
  mediaToken,
  onDelete,
}: {
  items: UserItem[];
  mediaToken: string | undefined;
  onDelete: (item: UserItem) => void;
}) {
  return (
    <ul className={styles.grid} aria-label={words.yourItems}>
      <li>
        <Link to={paths.addItem} className={styles.addCard}>
          <span className={styles.addIcon}>
            <Icon name="plus" size={32} />
          </span>
          {items.length === 0 ? words.addFirst : words.newItem}
        </Link>
      </li>
      {items.map((item) => (
        <li key={item.ID}>
          <ItemCard item={item} mediaToken={mediaToken} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

/** "Your stuff" (/my-items): the signed-in member's items, to add, edit and delete. */
export function MyItemsPage() {
  const dashboard = useDashboard();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useItemDeletion(headingRef);
  const online = useOnline();
  const isCharity = isCharityUser(dashboard.data?.User);

  let content: ReactNode;
  if (dashboard.data) {
    content = (
      <MyItemsGrid
        items={dashboard.data.User.Items}
        mediaToken={dashboard.data.MediaToken}
        onDelete={deletion.setToDelete}
      />
    );
  } else if (!online) {
    content = <OfflineState />;
  } else if (dashboard.isError) {
    content = (
      <EmptyState
        variant="error"
        title={itemMessages.loadItemsFailed}
        message={itemMessages.loadItemsFailedLater}
        error={dashboard.error}
        actions={
          <Button onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
            {dashboard.isFetching ? words.retrying : words.retry}
          </Button>
        }
      />
    );
  } else {
    content = <CardSkeletons label={words.loadingItems} gridClassName={styles.grid} />;
  }

  return (
    <div className={styles.page}>
      <header className={layout.header}>
        <p className={styles.headline}>{words.headline}</p>
        <h1 ref={headingRef} tabIndex={-1} className={layout.title}>
          {words.yourStuff}
        </h1>
        {isCharity ? null : <p className={styles.lead}>{words.lead}</p>}
      </header>
      {content}
      <DeleteItemModal
        itemName={deletion.toDelete?.Name ?? null}
        busy={deletion.busy}
        onCancel={() => deletion.setToDelete(null)}
        onConfirm={deletion.confirmDelete}
      />
    </div>
  );
}
