/**
 * The add and edit form of an item: photos, title, description, swap location, category, Pint
 * mode and the charity offer, in that order. State and submission live in useItemForm; the rules
 * are the contract's checkItemForm, the very ones the server applies.
 */
import { type Category, itemScreenWords as words } from '@swapsies/contract';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormFooter } from '@/components/ui/form-footer.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useItemForm } from '../hooks/use-item-form.ts';
import { type ItemFieldErrors, type ItemFormValues, itemFieldIds } from '../lib/item-form-values.ts';
import { ImageUploader } from './image-uploader.tsx';
import { ItemFixedDetails } from './item-fixed-details.tsx';
import styles from './item-form.module.css';
import { PintField } from './pint-field.tsx';

export interface ItemFormProps {
  mode: 'add' | 'edit';
  /** Read when the form mounts; give the form a new key to start again. */
  initialValues: ItemFormValues;
  /** The tree the category picker offers (add mode). */
  categories: Category[];
  /** Edit mode: the item's category path, shown as text with name and description. */
  categoryText?: string;
  submitLabel: string;
  /** The submit button's label while sending. */
  sendingLabel: string;
  sending: boolean;
  /** The share of the upload done, 0 to 1. */
  progress: number;
  /** A failure that belongs to no field. */
  formError?: string | null;
  /** Called with valid values; answers the server's field messages when it refused them. */
  onSubmit: (values: ItemFormValues) => Promise<ItemFieldErrors | null>;
  onCancel: () => void;
  /** Told of the values after every change (the add page keeps a draft of them). */
  onValuesChange?: (values: ItemFormValues) => void;
}

/** The category of a new item, one entry of the tree. */
function ItemCategoryField({
  categories,
  path,
  error,
  onChange,
}: {
  categories: Category[];
  path: string;
  error: string | undefined;
  onChange: (path: string) => void;
}) {
  return (
    <div className={styles.group}>
      <CategoryPicker
        id={itemFieldIds.CategoryPath}
        categories={categories}
        mode="single"
        selected={path ? [path] : []}
        onChange={(paths) => onChange(paths[paths.length - 1] ?? '')}
        label={words.category}
        error={error}
      />
    </div>
  );
}

/** Offer to charities I follow: a switch, as Pint mode is. */
function CharitySwitch({ on, onSwitch }: { on: boolean; onSwitch: (on: boolean) => void }) {
  return (
    <div className={`${styles.group} ${styles.switchRow}`}>
      <input
        id="item-charity"
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on}
        aria-checked={on}
        onChange={(event) => onSwitch(event.target.checked)}
      />
      <label htmlFor="item-charity" className={styles.switchLabel}>
        {words.charityOffer}
      </label>
    </div>
  );
}

/** The upload's progress while sending, the form's failure, Cancel and the submit button. */
function ItemFormFooter({
  sending,
  progress,
  formError,
  submitLabel,
  onCancel,
}: Pick<ItemFormProps, 'sending' | 'progress' | 'formError' | 'submitLabel' | 'onCancel'>) {
  const offline = useOfflineAction();
  return (
    <>
      {sending ? <ProgressBar value={progress} label={words.uploading} /> : null}
      <FormFooter error={formError}>
        <Button variant="secondary" onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button type="submit" disabled={sending || offline.offline} aria-describedby={offline.describedBy()}>
          {submitLabel}
        </Button>
      </FormFooter>
    </>
  );
}

export function ItemForm({
  mode,
  initialValues,
  categories,
  categoryText = '',
  submitLabel,
  sendingLabel,
  sending,
  progress,
  formError,
  onSubmit,
  onCancel,
  onValuesChange,
}: ItemFormProps) {
  const { values, set, pintOn, switchPint, errorFor, textProps, submit } = useItemForm({
    mode,
    initialValues,
    sending,
    onSubmit,
    onValuesChange,
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      {mode === 'edit' ? (
        <ItemFixedDetails
          name={values.Name}
          description={values.Description}
          categoryText={categoryText}
          error={errorFor('Name') ?? errorFor('Description') ?? errorFor('CategoryPath')}
        />
      ) : null}

      <div id={itemFieldIds.Photos}>
        <ImageUploader
          photos={values.Photos}
          onChange={(photos) => set('Photos', photos)}
          error={errorFor('Photos')}
          disabled={sending}
        />
      </div>

      {mode === 'add' ? (
        <>
          <TextField label={words.title} autoComplete="off" {...textProps('Name')} />
          <TextField label={words.description} multiline {...textProps('Description')} />
        </>
      ) : null}

      <TextField label={words.swapLocation} hint={words.swapLocationHint} {...textProps('Location')} />

      {mode === 'add' ? (
        <ItemCategoryField
          categories={categories}
          path={values.CategoryPath}
          error={errorFor('CategoryPath')}
          onChange={(path) => set('CategoryPath', path)}
        />
      ) : null}

      <PintField
        on={pintOn}
        level={values.Pint}
        error={errorFor('Pint')}
        onSwitch={switchPint}
        onLevel={(level) => set('Pint', level)}
      />

      <CharitySwitch on={values.Charity} onSwitch={(on) => set('Charity', on)} />

      <ItemFormFooter
        sending={sending}
        progress={progress}
        formError={formError}
        submitLabel={sending ? sendingLabel : submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
