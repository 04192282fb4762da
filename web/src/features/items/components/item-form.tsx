/**
 * The add and edit form of an item (000 §2, §3 Item, §5 "Item add" and "Images"; 001 §5 "Item
 * photos"): photos, title, description, swap location, category, Pint mode and the charity offer,
 * in that order. The rules are the contract's checkItemForm, the very ones the server applies.
 */
import {
  type Category,
  checkItemForm,
  ErrorCode,
  type FieldError,
  itemMessages,
  PINT_LEVEL_MAX,
  PintLevel,
} from '@swapsies/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CategoryPicker } from '@/components/category-picker/category-picker.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { ImageUploader, type UploaderPhoto } from './image-uploader.tsx';
import styles from './item-form.module.css';

/** The form's fields, named as the contract and the server's field errors name them. */
export interface ItemFormValues {
  Photos: UploaderPhoto[];
  Name: string;
  Description: string;
  Location: string;
  /** "categoryId-subcategoryId-itemId", or '' while none is picked. */
  CategoryPath: string;
  /** 0 off, 1 Friends, 2 Friends of Friends. */
  Pint: number;
  Charity: boolean;
}

export type ItemField = 'Photos' | 'Name' | 'Description' | 'Location' | 'CategoryPath' | 'Pint';
export type ItemFieldErrors = Partial<Record<ItemField, string>>;

/** Screen order, so that the first invalid field is the first one the user meets. */
const FIELD_ORDER: readonly ItemField[] = ['Photos', 'Name', 'Description', 'Location', 'CategoryPath', 'Pint'];

const fieldIds: Record<ItemField, string> = {
  Photos: 'item-photos',
  Name: 'item-name',
  Description: 'item-description',
  Location: 'item-location',
  CategoryPath: 'item-category',
  Pint: 'item-pint',
};

export const emptyItemForm: ItemFormValues = {
  Photos: [],
  Name: '',
  Description: '',
  Location: '',
  CategoryPath: '',
  Pint: PintLevel.Off,
  Charity: false,
};

const PINT_LEVEL_NAMES = ['Off', 'Friends', 'Friends of Friends'] as const;

function pintLevelName(level: number): string {
  return PINT_LEVEL_NAMES[level] ?? String(level);
}

/** The ItemField a server field error belongs to ("EncodedPhotos/2" is a photo, "CategoryID" the category). */
function formField(serverField: string): ItemField | null {
  const root = serverField.split('/')[0] ?? '';
  if (['Photos', 'PhotoIDs', 'EncodedPhotos'].includes(root)) return 'Photos';
  if (['CategoryPath', 'CategoryID', 'SubcategoryID', 'SubcategoryItemID'].includes(root)) return 'CategoryPath';
  if (root === 'Name' || root === 'Description' || root === 'Location' || root === 'Pint') return root;
  return null;
}

function byField(problems: readonly FieldError[]): ItemFieldErrors {
  const errors: ItemFieldErrors = {};
  for (const problem of problems) {
    const field = formField(problem.Field);
    if (field && !errors[field]) errors[field] = problem.Message;
  }
  return errors;
}

const IMAGE_CODES: readonly string[] = [
  ErrorCode.IMAGE_TOO_LARGE,
  ErrorCode.IMAGE_TYPE_NOT_SUPPORTED,
  ErrorCode.IMAGE_PROCESSING_FAILED,
];

/** What to say under the photos when the server refused one of them. */
function imageProblem(error: ApiError, photos: readonly UploaderPhoto[], mode: 'add' | 'edit'): string {
  if (error.code === ErrorCode.IMAGE_TYPE_NOT_SUPPORTED) return itemMessages.formTypeNotSupported;
  if (error.code === ErrorCode.IMAGE_PROCESSING_FAILED)
    return mode === 'add' ? itemMessages.someImagesFailed : itemMessages.processingFailed;
  // "EncodedPhotos/i" points at the i-th new photo, whose name the user knows.
  const newPhotos = photos.filter((photo) => photo.kind === 'new');
  const named = error.fieldErrors.flatMap((problem) => {
    const index = /^EncodedPhotos\/(\d+)$/.exec(problem.Field)?.[1];
    const photo = index === undefined ? undefined : newPhotos[Number(index)];
    return photo ? [{ name: photo.name, message: problem.Message }] : [];
  });
  // The server's own sentence when it has one (the pixel limit); the catalogue's with the names otherwise.
  const own = named.find((problem) => !problem.message.includes('{names}'))?.message;
  const names = named.length > 0 ? named.map((problem) => problem.name) : newPhotos.map((photo) => photo.name);
  return `${itemMessages.someImagesFailed} ${own ?? itemMessages.filesTooLarge(names)}`;
}

/**
 * The field messages in a refused add or edit: the server's checks (VALIDATION_ERROR) and refused
 * photos. Null when the refusal is about something else, which the page reports itself.
 */
export function serverFieldErrors(
  error: unknown,
  photos: readonly UploaderPhoto[],
  mode: 'add' | 'edit',
): ItemFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (IMAGE_CODES.includes(error.code)) return { Photos: imageProblem(error, photos, mode) };
  if (error.code !== ErrorCode.VALIDATION_ERROR) return null;
  const errors = byField(error.fieldErrors);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Moves focus to the field's control, or the first control inside its group (the photos). */
function focusField(field: ItemField): void {
  const element = document.getElementById(fieldIds[field]);
  const control = element?.matches('input, textarea, select, button')
    ? element
    : element?.querySelector<HTMLElement>('input:not([type="hidden"]):not([hidden]), textarea, select, button');
  control?.focus();
}

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
  const [values, setValues] = useState(initialValues);
  // Kept apart from the level: the slider may go down to Off without the switch snapping shut under it.
  const [pintOn, setPintOn] = useState(initialValues.Pint > PintLevel.Off);
  const [touched, setTouched] = useState<Partial<Record<ItemField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ItemFieldErrors>({});
  const [focusRequest, setFocusRequest] = useState<ItemField | null>(null);
  /** Set from a valid submit until its answer: a second Enter must not send the item twice. */
  const submitting = useRef(false);

  const clientErrors = byField(checkItemForm({ ...values, PhotoCount: values.Photos.length }, mode));

  function errorFor(field: ItemField): string | undefined {
    return serverErrors[field] ?? (attempted || touched[field] ? clientErrors[field] : undefined);
  }

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  // Focus waits for the send to finish: the photo buttons are disabled until then.
  useEffect(() => {
    if (!focusRequest || sending) return;
    focusField(focusRequest);
    setFocusRequest(null);
  }, [focusRequest, sending]);

  function touch(field: ItemField) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  function set<K extends keyof ItemFormValues>(field: K, value: ItemFormValues[K], touchNow = true) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'Charity') return;
    const itemField = field as ItemField;
    if (touchNow) touch(itemField);
    setServerErrors((current) => {
      if (!current[itemField]) return current;
      const { [itemField]: _gone, ...rest } = current;
      return rest;
    });
  }

  function onPintSwitch(on: boolean) {
    setPintOn(on);
    set('Pint', on ? PintLevel.Friends : PintLevel.Off);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || submitting.current) return;
    setAttempted(true);
    const firstInvalid = FIELD_ORDER.find((field) => clientErrors[field]);
    if (firstInvalid) {
      setFocusRequest(firstInvalid);
      return;
    }
    setServerErrors({});
    submitting.current = true;
    try {
      const refused = await onSubmit(values);
      if (refused) {
        setServerErrors(refused);
        const first = FIELD_ORDER.find((field) => refused[field]);
        if (first) setFocusRequest(first);
      }
    } finally {
      submitting.current = false;
    }
  }

  const textProps = (field: 'Name' | 'Description' | 'Location') => ({
    id: fieldIds[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value, false),
    onBlur: () => touch(field),
    error: errorFor(field),
  });

  // Edit mode: what cannot change is written out as text, so nothing looks editable that is not.
  const fixedError = errorFor('Name') ?? errorFor('Description') ?? errorFor('CategoryPath');
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={sending}>
      {mode === 'edit' ? (
        <section
          id={fieldIds.CategoryPath}
          className={styles.fixed}
          aria-label="Item details"
          aria-describedby="item-fixed-note"
        >
          <dl className={styles.fixedList}>
            <div>
              <dt>Item name</dt>
              <dd>{values.Name}</dd>
            </div>
            <div>
              <dt>Description</dt>
              <dd>{values.Description}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{categoryText}</dd>
            </div>
          </dl>
          <p id="item-fixed-note" className={styles.hint}>
            {itemMessages.categoryReadOnly}
          </p>
          {fixedError ? <p className={styles.error}>{fixedError}</p> : null}
        </section>
      ) : null}

      <div id={fieldIds.Photos}>
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
            id={fieldIds.CategoryPath}
            categories={categories}
            mode="single"
            selected={values.CategoryPath ? [values.CategoryPath] : []}
            onChange={(paths) => set('CategoryPath', paths[paths.length - 1] ?? '')}
            label="Category"
            error={errorFor('CategoryPath')}
          />
        </div>
      ) : null}

      <div className={styles.group}>
        <div className={styles.switchRow}>
          <input
            id={fieldIds.Pint}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={pintOn}
            aria-checked={pintOn}
            aria-describedby="item-pint-hint"
            onChange={(event) => onPintSwitch(event.target.checked)}
          />
          <label htmlFor={fieldIds.Pint} className={styles.switchLabel}>
            Pint mode
          </label>
        </div>
        <p id="item-pint-hint" className={styles.hint}>
          Give it free to friends, or friends of friends, for a pint.
        </p>
        {pintOn ? (
          <div className={styles.level}>
            <label htmlFor="item-pint-level" className={styles.levelLabel}>
              Who can have it for a pint
            </label>
            <input
              id="item-pint-level"
              type="range"
              className={styles.slider}
              min={PintLevel.Off}
              max={PINT_LEVEL_MAX}
              step={1}
              value={values.Pint}
              aria-valuetext={pintLevelName(values.Pint)}
              onChange={(event) => set('Pint', Number(event.target.value))}
            />
            <div className={styles.ticks} aria-hidden="true">
              {PINT_LEVEL_NAMES.map((name) => (
                <span key={name}>{name}</span>
              ))}
            </div>
          </div>
        ) : null}
        {errorFor('Pint') ? <p className={styles.error}>{errorFor('Pint')}</p> : null}
      </div>

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

      {formError ? (
        <div className={styles.formError}>
          <Alert tone="error">
            <p>{formError}</p>
          </Alert>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? sendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
