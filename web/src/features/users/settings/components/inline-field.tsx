import { profileMessages, settingsWords } from '@swapsies/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useOfflineAction } from '@/components/ui/offline.tsx';
import styles from './settings.module.css';

export interface InlineFieldProps {
  label: string;
  /** The stored value; '' shows as not set. */
  value: string;
  type: 'email' | 'tel';
  /** What is sent for the draft (trimmed text, or the phone's digits). */
  normalise: (draft: string) => string;
  /** The client-side rule: a message, or null when the value may be sent. */
  check: (value: string) => string | null;
  /** Sends the value; a refusal is thrown and worded by `failure`. */
  onSave: (value: string) => Promise<void>;
  failure: (error: unknown) => string;
}

const NOT_SET = 'Not set';

type InlineEditOptions = Pick<InlineFieldProps, 'value' | 'normalise' | 'check' | 'onSave' | 'failure'> & {
  /** The Edit button's id: focus goes back to it when editing ends. */
  editId: string;
};

/** The draft being edited (null while not editing), its message, and the save that checks and sends it. */
function useInlineEdit({ value, normalise, check, onSave, failure, editId }: InlineEditOptions) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(editId)?.focus();
    }
  }, [editing, editId]);

  const start = () => {
    setDraft(value);
    setError(null);
  };

  const stop = () => {
    returnFocus.current = true;
    setDraft(null);
    setError(null);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null || saving) return;
    const next = normalise(draft);
    const problem = check(next);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    if (next === value) {
      stop();
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      stop();
    } catch (refusal) {
      setError(failure(refusal));
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      stop();
    }
  };

  const change = (next: string) => {
    setDraft(next);
    setError(null);
  };

  return { draft, error, saving, inputRef, start, stop, save, change, onKeyDown };
}

/** The stored value with its Edit button; a click on either starts editing. */
function ShownValue({
  label,
  value,
  editId,
  onEdit,
}: {
  label: string;
  value: string;
  editId: string;
  onEdit: () => void;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <div className={styles.rowValue}>
        <button type="button" className={styles.valueButton} onClick={onEdit} title={`Edit ${label.toLowerCase()}`}>
          {value || <span className={styles.muted}>{NOT_SET}</span>}
        </button>
        <Button id={editId} variant="ghost" size="small" onClick={onEdit} aria-label={`Edit ${label.toLowerCase()}`}>
          {settingsWords.edit}
        </Button>
      </div>
    </div>
  );
}

/**
 * A value with an Edit button; the button, or a click on the value, turns it into an input where
 * Enter saves and Escape cancels (001 §2.7). Save and Cancel buttons do the same for touch screens.
 */
export function InlineField({ label, value, type, normalise, check, onSave, failure }: InlineFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const editId = `${id}-edit`;
  const { draft, error, saving, inputRef, start, stop, save, change, onKeyDown } = useInlineEdit({
    value,
    normalise,
    check,
    onSave,
    failure,
    editId,
  });

  const offline = useOfflineAction();

  if (draft === null) return <ShownValue label={label} value={value} editId={editId} onEdit={start} />;

  return (
    <form className={styles.editRow} onSubmit={save} noValidate>
      <label htmlFor={inputId} className={styles.rowLabel}>
        {label}
      </label>
      <div className={styles.editControls}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type={type}
          inputMode={type === 'tel' ? 'tel' : 'email'}
          autoComplete={type === 'tel' ? 'tel' : 'email'}
          value={draft}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={saving}
        />
        <div className={styles.editButtons}>
          <Button
            type="submit"
            size="small"
            disabled={saving || offline.offline}
            aria-describedby={offline.describedBy()}
          >
            {saving ? profileMessages.saving : profileMessages.save}
          </Button>
          <Button variant="secondary" size="small" onClick={stop} disabled={saving}>
            {profileMessages.cancel}
          </Button>
        </div>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}
