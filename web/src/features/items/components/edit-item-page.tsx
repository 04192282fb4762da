/**
 * /edit-item/{itemId}: the location, photos, Pint mode and charity offer of one of the user's own items. Name,
 * description and category are shown but not editable.
 */
import {
  type Category,
  ErrorCode,
  itemMessages,
  type UpdateItemBody,
  type UserItem,
  itemScreenWords as words,
} from '@swapsies/contract';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { categoryPathText } from '@/components/category-badge/category-badge.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCategories } from '@/data/categories.ts';
import { useDashboard } from '@/data/dashboard.ts';
import { describeError, type ErrorWording } from '@/lib/describe-error.ts';
import { mediaUrl, photosWithPath } from '@/lib/media.ts';
import { paths } from '@/lib/paths.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { type ItemFieldErrors, type ItemFormValues, serverFieldErrors } from '../lib/item-form-values.ts';
import { ItemForm } from './item-form.tsx';
import styles from './item-page.module.css';

function fileName(path: string): string {
  return path.split('/').pop() || path;
}

/** The form as the item stands; its photos are the ones already stored. */
export function editItemValues(item: UserItem, mediaToken: string | undefined): ItemFormValues {
  return {
    Photos: photosWithPath(item.Photos).map((photo) => ({
      kind: 'existing',
      id: photo.ID,
      url: mediaUrl(photo.Thumbnail || photo.Path, mediaToken),
      name: fileName(photo.Path),
    })),
    Name: item.Name,
    Description: item.Description,
    Location: item.Location,
    CategoryPath: item.CategoryPath,
    Pint: item.Pint,
    Charity: item.Charity,
  };
}

/** The payload of PUT /items/{id}: the photos kept, in order, and the new ones after them. */
export function updateItemBody(item: UserItem, values: ItemFormValues): UpdateItemBody {
  return {
    Name: item.Name,
    Description: item.Description,
    Location: values.Location.trim(),
    Pint: values.Pint,
    Charity: values.Charity,
    PhotoIDs: values.Photos.flatMap((photo) => (photo.kind === 'existing' ? [photo.id] : [])),
    EncodedPhotos: values.Photos.flatMap((photo) => (photo.kind === 'new' ? [photo.encodedString] : [])),
  };
}

/** "Category › Subcategory › Item", from the item's own names or, lacking them, the tree. */
function categoryText(item: UserItem, tree: readonly Category[]): string {
  const own = categoryPathText([item.CategoryName, item.SubcategoryName, item.SubcategoryItemName]);
  if (own) return own;
  const category = tree.find((candidate) => candidate.ID === item.CategoryID);
  const subcategory = category?.Subcategories.find((candidate) => candidate.ID === item.SubcategoryID);
  const entry = subcategory?.Items.find((candidate) => candidate.ID === item.SubcategoryItemID);
  return categoryPathText([category?.Name, subcategory?.Name, entry?.Name]) || item.CategoryPath;
}

/** How a refused edit is worded: editing's own words for three codes, one text for the rest. */
const updateWording: ErrorWording = {
  [ErrorCode.ITEM_COMMITTED]: itemMessages.committedEdit,
  [ErrorCode.CHANGES_PENDING]: itemMessages.pendingChangesEdit,
  [ErrorCode.ITEM_NOT_FOUND]: itemMessages.notFound,
  otherwise: itemMessages.updateFailed,
};

function Blocked({ message, tone = 'warning' }: { message: string; tone?: 'warning' | 'error' }) {
  return (
    <div className={styles.blocked}>
      <Alert tone={tone} live={false}>
        <p>{message}</p>
      </Alert>
      <ButtonLink to={paths.myItems} variant="secondary">
        {words.backToYourStuff}
      </ButtonLink>
    </div>
  );
}

/** Sending the changes: the item as updated (for the dialog) or the form's failure. */
function useEditItem() {
  const { mutation, progress } = useUpdateItem();
  const [updated, setUpdated] = useState<UserItem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(current: UserItem, values: ItemFormValues): Promise<ItemFieldErrors | null> {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({ itemId: current.ID, body: updateItemBody(current, values) });
      setUpdated(answer.Item);
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error, values.Photos, 'edit');
      if (!fields) setFormError(describeError(error, updateWording));
      return fields;
    }
  }

  return { updated, formError, sending: mutation.isPending, progress, submit };
}

/** 'Item Updated Successfully!', with the item's name and category, and whether its changes wait for review. */
function ItemUpdatedModal({
  updated,
  tree,
  onGoToMyItems,
}: {
  updated: UserItem | null;
  tree: readonly Category[];
  onGoToMyItems: () => void;
}) {
  return (
    <Modal
      open={updated !== null}
      onClose={onGoToMyItems}
      size="small"
      title={itemMessages.updatedTitle}
      footer={<Button onClick={onGoToMyItems}>{words.goToYourStuff}</Button>}
    >
      {updated ? (
        <>
          <p className={styles.updatedName}>{updated.Name}</p>
          <p className={styles.updatedPath}>{categoryText(updated, tree)}</p>
          {updated.PendingChanges ? <p className={styles.updatedNote}>{itemMessages.changesPendingText}</p> : null}
        </>
      ) : null}
    </Modal>
  );
}

export function EditItemPage() {
  const { itemId } = useParams();
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const categories = useCategories();
  const editing = useEditItem();
  const { updated } = editing;
  const tree = categories.data?.categories ?? [];

  const item = dashboard.data?.User.Items.find((candidate) => String(candidate.ID) === itemId);
  const goToMyItems = () => navigate(paths.myItems);

  let content: ReactNode;
  if (updated) {
    // The refreshed dashboard may now say "changes pending": the dialog, not the page, has the last word.
    content = null;
  } else if (!dashboard.data && dashboard.isError) {
    content = (
      <Alert tone="error">
        <p>{describeError(dashboard.error, { otherwise: itemMessages.loadItemFailed })}</p>
      </Alert>
    );
  } else if (!dashboard.data || categories.isPending) {
    content = <Spinner centered label={words.loadingItem} />;
  } else if (!item) {
    content = <Blocked message={itemMessages.notFound} tone="error" />;
  } else if (item.Committed) {
    content = <Blocked message={itemMessages.committedEditPage} />;
  } else if (item.PendingChanges) {
    content = <Blocked message={itemMessages.pendingChangesEdit} />;
  } else {
    content = (
      <ItemForm
        key={item.ID}
        mode="edit"
        initialValues={editItemValues(item, dashboard.data.MediaToken)}
        categories={tree}
        categoryText={categoryText(item, tree)}
        submitLabel={words.update}
        sendingLabel={words.updating}
        sending={editing.sending}
        progress={editing.progress}
        formError={editing.formError}
        onSubmit={(values) => editing.submit(item, values)}
        onCancel={goToMyItems}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{words.editTitle}</h1>
      {content}
      <ItemUpdatedModal updated={updated} tree={tree} onGoToMyItems={goToMyItems} />
    </div>
  );
}
