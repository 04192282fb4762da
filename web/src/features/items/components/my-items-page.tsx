import { itemMessages, type UserItem } from '@swapsies/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { CardSkeletons } from '@/components/ui/card-skeletons.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import layout from '@/components/ui/layout.module.css';
import { useToast } from '@/components/ui/toast.tsx';
import { isCharityUser, useDashboard } from '@/data/dashboard.ts';
import { deleteErrorMessage, useDeleteItem } from '@/features/items/api/delete-item.ts';
import { paths } from '@/lib/paths.ts';
import { DeleteItemModal } from './delete-item-modal.tsx';
import { ItemCard } from './item-card.tsx';
import styles from './my-items-page.module.css';

/** "Your stuff" (/my-items): the signed-in member's items, to add, edit and delete. */
export function MyItemsPage() {
  const dashboard = useDashboard();
  const toast = useToast();
  const deletion = useDeleteItem();
  const [toDelete, setToDelete] = useState<UserItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isCharity = isCharityUser(dashboard.data?.User);

  const confirmDelete = () => {
    const item = toDelete;
    if (!item || deletion.isPending) return;
    deletion.mutate(item.ID, {
      onSuccess: () => {
        // The card that had focus is gone; the page heading is the nearest sensible place.
        headingRef.current?.focus();
        setToDelete(null);
        toast.success(`“${item.Name}” has been deleted.`, { title: 'Item deleted' });
      },
      onError: (error) => {
        setToDelete(null);
        toast.error(deleteErrorMessage(error), { title: itemMessages.deleteFailed });
      },
    });
  };

  let content: ReactNode;
  if (dashboard.data) {
    const { User, MediaToken } = dashboard.data;
    const items = User.Items;
    content = (
      <ul className={styles.grid} aria-label="Your items">
        <li>
          <Link to={paths.addItem} className={styles.addCard}>
            <span className={styles.addIcon}>
              <Icon name="plus" size={32} />
            </span>
            {items.length === 0 ? 'Add Your First Item' : 'New Item'}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.ID}>
            <ItemCard item={item} mediaToken={MediaToken} onDelete={setToDelete} />
          </li>
        ))}
      </ul>
    );
  } else if (dashboard.isError) {
    content = (
      <EmptyState
        variant="error"
        title={itemMessages.loadItemsFailed}
        message={itemMessages.loadItemsFailedLater}
        actions={
          <Button onClick={() => dashboard.refetch()} disabled={dashboard.isFetching}>
            {dashboard.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        }
      />
    );
  } else {
    content = <CardSkeletons label="Loading your items" gridClassName={styles.grid} />;
  }

  return (
    <div className={styles.page}>
      <header className={layout.header}>
        <p className={styles.headline}>Drop It, Don't Hold It</p>
        <h1 ref={headingRef} tabIndex={-1} className={layout.title}>
          Your stuff
        </h1>
        {isCharity ? null : <p className={styles.lead}>Add and manage your items</p>}
      </header>
      {content}
      <DeleteItemModal
        itemName={toDelete?.Name ?? null}
        busy={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
