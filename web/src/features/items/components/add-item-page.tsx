/** /add-item: a new item with its photos. */
import { type CreateItemBody, itemMessages, type UserItem, itemScreenWords as words } from '@swapsies/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCategories } from '@/data/categories.ts';
import { describeError, type ErrorWording } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateItem } from '../api/create-item.ts';
import { clearItemDraft, readItemDraft, saveItemDraft } from '../lib/item-draft.ts';
import {
  emptyItemForm,
  type ItemFieldErrors,
  type ItemFormValues,
  serverFieldErrors,
} from '../lib/item-form-values.ts';
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

/** Sending the new item: the item added (for the dialog) or the form's failure, and a fresh start. */
function useAddItem() {
  const { mutation, progress } = useCreateItem();
  const [added, setAdded] = useState<UserItem | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

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

  function reset() {
    setAdded(null);
    setFormError(null);
    mutation.reset();
  }

  return { added, formError, sending: mutation.isPending, progress, submit, reset };
}

/** 'Game on!' or, for an item that waits for approval, 'Item's pending approval!'. */
function ItemAddedModal({
  added,
  onGoToMyItems,
  onAddAnother,
}: {
  added: UserItem | null;
  onGoToMyItems: () => void;
  onAddAnother: () => void;
}) {
  const pending = added?.PendingApproval === true;
  return (
    <Modal
      open={added !== null}
      onClose={onGoToMyItems}
      size="small"
      title={pending ? itemMessages.pendingTitle : itemMessages.addedTitle}
      describedBy="item-added-text"
      footer={
        <>
          <Button onClick={onGoToMyItems}>{words.goToYourStuff}</Button>
          <Button variant="secondary" onClick={onAddAnother}>
            {words.addAnother}
          </Button>
        </>
      }
    >
      <p id="item-added-text" className={styles.modalText}>
        {pending ? itemMessages.pendingText : itemMessages.addedText}
      </p>
    </Modal>
  );
}

export function AddItemPage() {
  const navigate = useNavigate();
  const categories = useCategories();
  const adding = useAddItem();
  // A new key gives a fresh, empty form ("Add Another Item").
  const [formKey, setFormKey] = useState(0);
  // What was typed before a session ended or the page reloaded; read once, when the page opens.
  const [draft] = useState(readItemDraft);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (formKey > 0) headingRef.current?.focus();
  }, [formKey]);

  function addAnother() {
    adding.reset();
    setFormKey((key) => key + 1);
  }

  const goToMyItems = () => navigate(paths.myItems);
  const cancel = () => {
    clearItemDraft();
    goToMyItems();
  };
  const restored = draft !== null && formKey === 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {words.addTitle}
        </h1>
        <button type="button" className={styles.close} aria-label={words.close} onClick={() => navigate(-1)}>
          <span aria-hidden="true">×</span>
        </button>
      </header>

      {categories.isPending ? (
        <Spinner centered label={words.loadingCategories} />
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
            submitLabel={words.addItem}
            sendingLabel={words.adding}
            sending={adding.sending}
            progress={adding.progress}
            formError={adding.formError}
            onSubmit={adding.submit}
            onCancel={cancel}
            onValuesChange={saveItemDraft}
          />
        </>
      )}

      <ItemAddedModal added={adding.added} onGoToMyItems={goToMyItems} onAddAnother={addAnother} />
    </div>
  );
}
