/** /add-item: a new item with its photos. */
import { type CreateItemBody, itemMessages, type UserItem } from '@swapsies/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCategories } from '@/data/categories.ts';
import { useCreateItem } from '@/features/items/api/create-item.ts';
import { clearItemDraft, readItemDraft, saveItemDraft } from '@/features/items/lib/item-draft.ts';
import {
  emptyItemForm,
  type ItemFieldErrors,
  type ItemFormValues,
  serverFieldErrors,
} from '@/features/items/lib/item-form-values.ts';
import { describeError, type ErrorWording } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { ItemForm } from './item-form.tsx';
import styles from './item-page.module.css';

/** The payload of POST /item: the ids come from the "categoryId-subcategoryId-itemId" path. */
export function createItemBody(values: ItemFormValues): CreateItemBody {
  const [CategoryID = 0, SubcategoryID = 0, SubcategoryItemID = 0] = values.CategoryPath.split('-').map(Number);
  return {
    Name: values.Name.trim(),
    Description: values.Description.trim(),
    Location: values.Location.trim(),
    CategoryID,
    SubcategoryID,
    SubcategoryItemID,
    CategoryPath: values.CategoryPath,
    Pint: values.Pint,
    Charity: values.Charity,
    EncodedPhotos: values.Photos.flatMap((photo) => (photo.kind === 'new' ? [photo.encodedString] : [])),
  };
}

/** A server that failed or could not be reached is worth trying later; anything else, again now. */
const addWording: ErrorWording = {
  otherwise: (error) => (error.status >= 500 ? itemMessages.addFailedLater : itemMessages.addFailed),
  unexpected: itemMessages.addFailed,
};

export function AddItemPage() {
  const navigate = useNavigate();
  const categories = useCategories();
  const { mutation, progress } = useCreateItem();
  const [added, setAdded] = useState<UserItem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A new key gives a fresh, empty form ("Add Another Item").
  const [formKey, setFormKey] = useState(0);
  // What was typed before a session ended or the page reloaded; read once, when the page opens.
  const [draft] = useState(readItemDraft);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (formKey > 0) headingRef.current?.focus();
  }, [formKey]);

  async function submit(values: ItemFormValues): Promise<ItemFieldErrors | null> {
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync(createItemBody(values));
      clearItemDraft();
      setAdded(answer.Item);
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error, values.Photos, 'add');
      if (!fields) setFormError(describeError(error, addWording));
      return fields;
    }
  }

  function addAnother() {
    setAdded(null);
    setFormError(null);
    mutation.reset();
    setFormKey((key) => key + 1);
  }

  const goToMyItems = () => navigate(paths.myItems);
  const cancel = () => {
    clearItemDraft();
    goToMyItems();
  };
  const restored = draft !== null && formKey === 0;
  const pending = added?.PendingApproval === true;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Add Something For Swapping or Rehoming
        </h1>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => navigate(-1)}>
          <span aria-hidden="true">×</span>
        </button>
      </header>

      {categories.isPending ? (
        <Spinner centered label="Loading categories" />
      ) : (
        <>
          {restored && (
            <p className={styles.draftNotice} role="status">
              {itemMessages.draftRestored}
            </p>
          )}
          <ItemForm
            key={formKey}
            mode="add"
            initialValues={restored ? { ...emptyItemForm, ...draft } : emptyItemForm}
            categories={categories.data?.categories ?? []}
            submitLabel="Add Item"
            sendingLabel="Adding..."
            sending={mutation.isPending}
            progress={progress}
            formError={formError}
            onSubmit={submit}
            onCancel={cancel}
            onValuesChange={saveItemDraft}
          />
        </>
      )}

      <Modal
        open={added !== null}
        onClose={goToMyItems}
        size="small"
        title={pending ? itemMessages.pendingTitle : itemMessages.addedTitle}
        describedBy="item-added-text"
        footer={
          <>
            <Button onClick={goToMyItems}>Go to Your stuff</Button>
            <Button variant="secondary" onClick={addAnother}>
              Add Another Item
            </Button>
          </>
        }
      >
        <p id="item-added-text" className={styles.modalText}>
          {pending ? itemMessages.pendingText : itemMessages.addedText}
        </p>
      </Modal>
    </div>
  );
}
