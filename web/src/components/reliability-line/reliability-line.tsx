import { type Reliability, reliabilityLine, reliabilityWords } from '@swapsies/contract';
import { Fragment } from 'react';
import styles from './reliability-line.module.css';

export interface ReliabilityLineProps {
  reliability: Reliability;
  className?: string;
}

/**
 * A member's public reliability line, "12 swaps · 11 👍" (issue 27), on feed cards, matches and
 * friend lists. A screen reader hears it in words ("11 thumbs up"), not the emoji's name; a member
 * with nothing yet has no line.
 */
export function ReliabilityLine({ reliability, className }: ReliabilityLineProps) {
  const line = reliabilityLine(reliability);
  if (line === null) return null;
  return (
    <p className={[styles.line, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">
        {line.parts.map((part, index) => (
          <Fragment key={part}>
            {index > 0 ? reliabilityWords.separator : null}
            <span className={styles.part}>{part}</span>
          </Fragment>
        ))}
      </span>
      <span className="visually-hidden">{line.spoken}</span>
    </p>
  );
}
