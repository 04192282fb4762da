import { CATEGORY_CAP, commonWords, profileMessages, settingsWords } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCategories } from '@/data/categories.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { fieldFailure } from '../lib/field-failure.ts';
import styles from './settings.module.css';

export interface CategoryPreferencesProps {
  /** The member's wanted categories, "categoryId-subcategoryId-itemId". */
  selected: string[];
  /** Sends the new list; a refusal is thrown. */
  onSave: (categories: string[]) => Promise<void>;
}

const PICKER_ID = 'settings-categories';

/** The feed's 'Open more categories' leaves this flag for the selector to open by itself, once. */
function takeOpenFlag(): boolean {
  if (localStorage.getItem(localKeys.openCategorySelector) !== 'true') return false;
  localStorage.removeItem(localKeys.openCategorySelector);
  return true;
}

/** Swapping preferences (personal accounts): how many categories are chosen, and the selector in a modal. */
export function CategoryPreferences({ selected, onSave }: CategoryPreferencesProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (takeOpenFlag()) setOpen(true);
  }, []);

  const count = selected.length;
  return (
    <section className={styles.card} aria-labelledby="settings-preferences">
      <h2 id="settings-preferences" className={styles.cardTitle}>
        {settingsWords.swappingPreferences}
      </h2>
      <div className={styles.preferences}>
        <p className={styles.muted}>
          {settingsWords.categoriesChosen(count)}
          {settingsWords.upTo(CATEGORY_CAP)}
        </p>
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {settingsWords.chooseCategories}
        </Button>
      </div>
      {open ? <CategoryModal initial={selected} onSave={onSave} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function CategoryModal({
  initial,
  onSave,
  onClose,
}: {
  initial: string[];
  onSave: (categories: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const categories = useCategories();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const offline = useOfflineAction();

  const save = async () => {
    if (saving) return;
    if (draft.length === 0) {
      setError(profileMessages.categoriesRequired);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      onClose();
    } catch (refusal) {
      setError(fieldFailure('Categories', refusal, profileMessages.updateFailed));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="large"
      title={profileMessages.categoriesTitle}
      dismissible={!saving}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {profileMessages.cancel}
          </Button>
          <Button
            onClick={save}
            disabled={saving || !categories.data || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {saving ? profileMessages.saving : profileMessages.save}
          </Button>
        </>
      }
    >
      {categories.data ? (
        <CategoryPicker
          id={PICKER_ID}
          categories={categories.data.categories}
          mode="multi"
          max={CATEGORY_CAP}
          selected={draft}
          onChange={(paths) => {
            setDraft(paths);
            setError(undefined);
          }}
          label={settingsWords.categoriesYouWant}
          error={error}
        />
      ) : (
        <Spinner label={commonWords.loadingCategories} centered />
      )}
    </Modal>
  );
}
