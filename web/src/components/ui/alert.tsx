import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** Announce it as soon as it appears (errors after a submit). Off for messages present from the start. */
  live?: boolean;
  id?: string;
}

/** An inline message under a form or at the top of a card. */
export function Alert({ tone = 'info', children, live = true, id }: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : 'note';
  return (
    <div id={id} role={role} className={`${styles.alert} ${styles[tone]}`}>
      <div>{children}</div>
    </div>
  );
}
