import styles from './spinner.module.css';

export type SpinnerVariant = 'dots' | 'pulse' | 'ring';

export interface SpinnerProps {
  variant?: SpinnerVariant;
  size?: 'small' | 'medium' | 'large';
  /** What is loading, for screen readers. */
  label?: string;
  /** Centre it in a tall block (page loading). */
  centered?: boolean;
}

/** The loading indicator, in its three styles. */
export function Spinner({ variant = 'dots', size = 'medium', label = 'Loading', centered = false }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-variant={variant}
      className={[styles.spinner, styles[size], centered && styles.centered].filter(Boolean).join(' ')}
    >
      {variant === 'dots' ? (
        <span className={styles.dots} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      ) : (
        <span className={styles[variant]} aria-hidden="true" />
      )}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
