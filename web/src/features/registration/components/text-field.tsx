import type { ReactNode } from 'react';
import styles from './registration.module.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message to show, linked to the control through aria-describedby and aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Extra, politely announced status (availability). */
  status?: ReactNode;
  statusClassName?: string;
  /** Text shown before the input (e.g. "@"). */
  prefix?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  autoCapitalize?: 'none' | 'words' | 'off';
  spellCheck?: boolean;
  children?: ReactNode;
}

/** A labelled text input with its hint, status and error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  status,
  statusClassName,
  prefix,
  optional = false,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  autoCapitalize,
  spellCheck,
  children,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const describedBy =
    [hint ? hintId : null, status !== undefined ? statusId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name: id,
    value,
    className: multiline ? `${styles.input} ${styles.textarea}` : styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': optional ? undefined : true,
    autoComplete,
    maxLength,
    autoCapitalize,
    spellCheck,
    onBlur,
  } as const;

  const control = multiline ? (
    <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
  );

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {prefix ? (
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {status !== undefined ? (
        <p id={statusId} className={`${styles.status} ${statusClassName ?? ''}`} aria-live="polite">
          {status}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
