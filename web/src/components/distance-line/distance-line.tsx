import { distanceAndTown } from '@swapsies/contract';
import styles from './distance-line.module.css';

export interface DistanceLineProps {
  /** What the server says of another member: the rounded distance ('' unless both have an area) and their town. */
  seen: { Distance: string; Town: string };
  className?: string;
}

/**
 * How far another member is, and where: "about 3 miles · Leeds" (issue 28), on feed cards, the
 * match detail and the friend and charity lists. Never more than the server gave; no line when it
 * gave nothing.
 */
export function DistanceLine({ seen, className }: DistanceLineProps) {
  const text = distanceAndTown(seen);
  if (!text) return null;
  return <p className={[styles.line, className].filter(Boolean).join(' ')}>{text}</p>;
}
