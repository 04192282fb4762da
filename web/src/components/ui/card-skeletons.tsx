import styles from './card-skeletons.module.css';

export interface CardSkeletonsProps {
  /** Read to screen readers while the cards load, e.g. "Loading your items". */
  label: string;
  /** The grid of the cards they stand for, so the page does not jump when those arrive. */
  gridClassName?: string;
  count?: number;
}

/** Grey shimmering cards in place of a grid that is still loading. */
export function CardSkeletons({ label, gridClassName, count = 4 }: CardSkeletonsProps) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their place
          <li key={index} className={styles.skeleton} data-testid="card-skeleton">
            <span className={styles.photo} />
            <span className={styles.line} />
            <span className={`${styles.line} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
