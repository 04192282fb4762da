import { adminWords, commonWords } from '@swapsies/contract';
import { type ReactNode, useState } from 'react';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useAdminCategories } from '../api/get-categories.ts';
import styles from './admin.module.css';

export interface CategoryModalProps {
  itemName: string;
  /** The item's category now, chosen to begin with. */
  currentPath: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (categoryPath: string) => void;
}

const CHOOSE_CATEGORY = 'Choose a category.';
const CHOOSE_ANOTHER = 'Choose a different category from the current one.';

/** Moves an item to another category, chosen with the category picker. */
export function CategoryModal({ itemName, currentPath, busy, onCancel, onConfirm }: CategoryModalProps) {
  const categories = useAdminCategories();
  const [selected, setSelected] = useState<string[]>(currentPath ? [currentPath] : []);
  const [problem, setProblem] = useState<string | undefined>();

  const save = () => {
    if (busy || !categories.data) return;
    const path = selected[0];
    if (!path) setProblem(CHOOSE_CATEGORY);
    else if (path === currentPath) setProblem(CHOOSE_ANOTHER);
    else onConfirm(path);
  };

  let body: ReactNode;
  if (categories.data) {
    body = (
      <CategoryPicker
        categories={categories.data}
        mode="single"
        selected={selected}
        onChange={(paths) => {
          setSelected(paths.slice(-1));
          setProblem(undefined);
        }}
        label={adminWords.newCategory}
        error={problem}
      />
    );
  } else if (categories.isError) {
    body = (
      <Alert tone="error">
        <p className={styles.alertText}>{describeError(categories.error)}</p>
        <Button size="small" onClick={() => categories.refetch()} disabled={categories.isFetching}>
          {commonWords.retry}
        </Button>
      </Alert>
    );
  } else {
    body = <Spinner label={commonWords.loadingCategories} />;
  }

  return (
    <Modal
      open
      size="medium"
      dismissible={!busy}
      onClose={onCancel}
      title={adminWords.changeCategoryOf(itemName)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {commonWords.cancel}
          </Button>
          <Button onClick={save} aria-disabled={busy || !categories.data || undefined}>
            {busy ? adminWords.saving : adminWords.saveCategory}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
