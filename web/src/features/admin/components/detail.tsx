import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** Words someone else wrote, of any length: a full-width row that keeps their line breaks. */
export function LongDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.wide}>
      <dt>{term}</dt>
      <dd className={styles.longText}>{children}</dd>
    </div>
  );
}

/** A short detail: a term and its value. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
