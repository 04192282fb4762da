import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import styles from './form-footer.module.css';

export interface FormFooterProps {
  /** A failure that belongs to no field, shown above the buttons. */
  error?: string | null;
  /** The buttons: Cancel, then the submit. */
  children: ReactNode;
}

/** The foot of a page's form (the item forms, edit profile): its failure, then its buttons on the right. */
export function FormFooter({ error, children }: FormFooterProps) {
  return (
    <>
      {error ? (
        <div className={styles.error}>
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        </div>
      ) : null}
      <div className={styles.actions}>{children}</div>
    </>
  );
}
