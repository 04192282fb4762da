import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** How far along, from 0 to 1; values outside are clamped. */
  value: number;
  /** What is progressing, shown above the bar and read by screen readers. */
  label: string;
}

/** A determinate progress bar (e.g. a photo upload), in percent. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={styles.progress}>
      <div className={styles.caption} aria-hidden="true">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
