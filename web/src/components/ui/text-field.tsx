import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and linked to it; also marks the field invalid. */
  error?: string | null;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** For password fields: a button that shows or hides what was typed. */
  revealable?: boolean;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  type = 'text',
  revealable = false,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputType = revealable && revealed ? 'text' : type;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          ref={ref}
          id={inputId}
          type={inputType}
          className={[styles.input, revealable && styles.withToggle].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
