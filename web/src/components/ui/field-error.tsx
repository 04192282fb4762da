import type { ReactNode } from 'react';
import styles from './field-error.module.css';

export interface FieldErrorProps {
  /** Link it to its field with aria-describedby. */
  id: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  /**
   * Announce it as soon as it appears. Off where focus is moved to the invalid field, which then
   * reads the message through aria-describedby.
   */
  live?: boolean;
  /** Extra placement or tone from the field around it. */
  className?: string;
}

/** The error message under a form field. */
export function FieldError({ id, children, live = true, className }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className={[styles.error, className].filter(Boolean).join(' ')} role={live ? 'alert' : undefined}>
      {children}
    </p>
  );
}
