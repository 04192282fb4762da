/**
 * The add and edit form of an item: photos, title, description, swap location, category, Pint
 * mode and the charity offer, in that order. State and submission live in useItemForm; the rules
 * are the contract's checkItemForm, the very ones the server applies.
 */
import type { Category } from '@swapsies/contract';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormFooter } from '@/components/ui/form-footer.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useItemForm } from '@/features/items/hooks/use-item-form.ts';
import { type ItemFieldErrors, type ItemFormValues, itemFieldIds } from '@/features/items/lib/item-form-values.ts';
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
          <TextField label="Title" autoComplete="off" {...textProps('Name')} />
          <TextField label="Description" multiline {...textProps('Description')} />
        </>
      ) : null}

      <TextField
        label="Swap location"
        hint="A safe public place where you would like to meet."
        {...textProps('Location')}
      />

      {mode === 'add' ? (
        <div className={styles.group}>
          <CategoryPicker
            id={itemFieldIds.CategoryPath}
            categories={categories}
            mode="single"
            selected={values.CategoryPath ? [values.CategoryPath] : []}
            onChange={(paths) => set('CategoryPath', paths[paths.length - 1] ?? '')}
            label="Category"
            error={errorFor('CategoryPath')}
          />
        </div>
      ) : null}

      <PintField
        on={pintOn}
        level={values.Pint}
        error={errorFor('Pint')}
        onSwitch={switchPint}
        onLevel={(level) => set('Pint', level)}
      />

      <div className={`${styles.group} ${styles.switchRow}`}>
        <input
          id="item-charity"
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={values.Charity}
          aria-checked={values.Charity}
          onChange={(event) => set('Charity', event.target.checked)}
        />
        <label htmlFor="item-charity" className={styles.switchLabel}>
          Offer to charities I follow
        </label>
      </div>

      {sending ? <ProgressBar value={progress} label="Uploading your item" /> : null}

      <FormFooter error={formError}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
