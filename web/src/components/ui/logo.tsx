import { commonWords } from '@swapsies/contract';
import styles from './logo.module.css';

/** The Swapsies mark: two arrows going round, with a warm dot at the heart. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#1f7a5a" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M13 21a11 11 0 0 1 20.5-4.5" />
        <path d="M35 10v7.5h-7.5" />
        <path d="M35 27a11 11 0 0 1-20.5 4.5" />
        <path d="M13 38v-7.5h7.5" />
      </g>
      <circle cx="24" cy="24" r="3.5" fill="#f5a524" />
    </svg>
  );
}

export interface LogoProps {
  /** Show the word "Swapsies" beside the mark. */
  withWordmark?: boolean;
  className?: string;
}

/** The logo; decorative, so put it inside a labelled link or next to a heading. */
export function Logo({ withWordmark = true, className }: LogoProps) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <LogoMark />
      {withWordmark ? <span className={styles.word}>{commonWords.brand}</span> : null}
    </span>
  );
}
