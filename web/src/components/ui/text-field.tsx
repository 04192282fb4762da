import { commonWords } from '@swapsies/contract';
import { type InputHTMLAttributes, type ReactNode, type Ref, useCallback, useId, useState } from 'react';
import { FieldError } from './field-error.tsx';
import styles from './text-field.module.css';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends Omit<InputHTMLAttributes<FieldElement>, 'id' | 'prefix' | 'children'> {
  label: string;
  /** Shown under the field and linked to it; also marks the field invalid. */
  error?: string | null;
  /** Shown between the label and the field, and linked to it. */
  hint?: ReactNode;
  /** A politely announced status line (e.g. availability), linked to the field; rendered whenever it is given. */
  status?: ReactNode;
  /** `success` shows the status as good news. */
  statusTone?: 'neutral' | 'success';
  /** Text shown before the field (e.g. "@"), hidden from assistive technology. */
  prefix?: string;
  /** Marks the label " (optional)"; otherwise the field is aria-required. */
  optional?: boolean;
  /** A three-row textarea instead of an input. */
  multiline?: boolean;
  /** The denser look of long forms (registration), matching their other controls; errors carry a ⚠. */
  compact?: boolean;
  /** The name defaults to the id. */
  id?: string;
  ref?: Ref<FieldElement>;
  /** For password fields: a button that shows or hides what was typed. */
  revealable?: boolean;
  /** Shown at the end of the field (e.g. a password strength meter). */
  children?: ReactNode;
}

/** The field's ref as a callback, which both an input and a textarea accept. */
function useFieldRef(ref: Ref<FieldElement> | undefined) {
  return useCallback(
    (element: FieldElement | null) => {
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
    },
    [ref],
  );
}

/** The field's id and those of the texts that describe it, with the aria-describedby that links them. */
function useFieldIds(id: string | undefined, described: { hint: boolean; status: boolean; error: boolean }) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [described.hint ? hintId : null, described.status ? statusId : null, described.error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, hintId, statusId, errorId, describedBy };
}

interface RevealToggleProps {
  revealed: boolean;
  onToggle: () => void;
  controls: string;
  label: string;
}

/** The password field's Show / Hide button. */
function RevealToggle({ revealed, onToggle, controls, label }: RevealToggleProps) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={revealed} aria-controls={controls} onClick={onToggle}>
      {revealed ? commonWords.hide : commonWords.show}
      <span className="visually-hidden"> {label.toLowerCase()}</span>
    </button>
  );
}

/** The label, marked " (optional)" when the field may be left empty. */
function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {optional ? <span className={styles.optional}>{commonWords.optional}</span> : null}
    </label>
  );
}

/** The politely announced status line under the field; `success` shows it as good news. */
function FieldStatus({ id, status, tone }: { id: string; status: ReactNode; tone: TextFieldProps['statusTone'] }) {
  return (
    <p
      id={id}
      className={[styles.status, tone === 'success' && styles.statusSuccess].filter(Boolean).join(' ')}
      aria-live="polite"
    >
      {status}
    </p>
  );
}

/** A labelled text input (or textarea) with its hint, status and error, linked through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  status,
  statusTone = 'neutral',
  prefix,
  optional = false,
  multiline = false,
  compact = false,
  id,
  name,
  className,
  type = 'text',
  revealable = false,
  ref,
  children,
  ...rest
}: TextFieldProps) {
  const { inputId, hintId, statusId, errorId, describedBy } = useFieldIds(id, {
    hint: Boolean(hint),
    status: status !== undefined,
    error: Boolean(error),
  });
  const [revealed, setRevealed] = useState(false);
  const fieldRef = useFieldRef(ref);
  const common = {
    id: inputId,
    name: name ?? id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
  } as const;

  const control = multiline ? (
    <textarea ref={fieldRef} rows={3} className={`${styles.input} ${styles.textarea}`} {...common} {...rest} />
  ) : (
    <input
      ref={fieldRef}
      type={revealable && revealed ? 'text' : type}
      className={[styles.input, revealable && styles.withToggle].filter(Boolean).join(' ')}
      {...common}
      {...rest}
    />
  );

  return (
    <div className={[styles.field, compact && styles.compact, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.inputWrap}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        {control}
        {revealable ? (
          <RevealToggle
            revealed={revealed}
            onToggle={() => setRevealed((shown) => !shown)}
            controls={inputId}
            label={label}
          />
        ) : null}
      </div>
      {status !== undefined ? <FieldStatus id={statusId} status={status} tone={statusTone} /> : null}
      <FieldError id={errorId} live={false} className={styles.error}>
        {error}
      </FieldError>
      {children}
    </div>
  );
}
