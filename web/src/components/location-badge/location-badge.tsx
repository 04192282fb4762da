import { useState } from 'react';
import styles from './location-badge.module.css';

function PinIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

/**
 * Where an item can be swapped: a pin and the place, cut short when long. A tap
 * shows the whole place and another folds it, as the category badge does: a phone has no tooltip.
 */
export function LocationBadge({ location }: { location: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!location) return null;
  return (
    <button
      type="button"
      className={expanded ? `${styles.location} ${styles.expanded}` : styles.location}
      aria-expanded={expanded}
      aria-label={`Location: ${location}`}
      onClick={() => setExpanded((open) => !open)}
    >
      <PinIcon />
      <span className={styles.text}>{location}</span>
    </button>
  );
}
