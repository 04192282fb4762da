/**
 * Simple line pictures for empty states, cards and confirmations. Inline SVG rather than emoji,
 * which are missing or inconsistent on some systems. Always decorative.
 */
import type { ReactNode } from 'react';

const paths = {
  gift: (
    <>
      <rect x="3" y="8" width="18" height="13" rx="1.5" />
      <path d="M12 8v13M3 12.5h18" />
      <path d="M12 8c-1.5-4-6-4.5-6-1.8C6 8 9 8 12 8zm0 0c1.5-4 6-4.5 6-1.8C18 8 15 8 12 8z" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17.5 14.5a5 5 0 0 1 4 5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>
  ),
  /** Wi-Fi, struck through. */
  offline: (
    <>
      <path d="M2.5 8.5a14 14 0 0 1 5-2.8M11 5a14 14 0 0 1 10.5 3.5M5.5 12a9 9 0 0 1 4-2.2M15 10.2a9 9 0 0 1 3.5 1.8" />
      <path d="M9 15.3a4.5 4.5 0 0 1 6 0M12 19v.01M3 3l18 18" />
    </>
  ),
  /** A map pin: where the member is. */
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9.5v.01M15 9.5v.01" />
    </>
  ),
  pint: (
    <>
      <path d="M6 4h10l-1.2 16H7.2z" />
      <path d="M16 8h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2.6M6.4 9h9.2" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16.2 9.5" />
    </>
  ),
  sparkles: (
    <>
      <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
      <path d="M18.5 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
    </>
  ),
  bike: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16l4-7h5.5L18 16M10 9l2.5 7H6M13.5 6H16" />
    </>
  ),
  book: (
    <path d="M3 5h6a3 3 0 0 1 3 3v12a2.5 2.5 0 0 0-2.5-2.5H3zM21 5h-6a3 3 0 0 0-3 3v12a2.5 2.5 0 0 1 2.5-2.5H21z" />
  ),
  plant: (
    <>
      <path d="M7 21h10l-1.2-6H8.2z" />
      <path d="M12 15V9M12 9c0-3 2-5 6-5 0 3-2 5-6 5zM12 11.5c0-2.5-1.8-4-5-4 0 2.5 1.8 4 5 4z" />
    </>
  ),
  headphones: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4.5" height="6.5" rx="1.5" />
      <rect x="16.5" y="14" width="4.5" height="6.5" rx="1.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IllustrationName = keyof typeof paths;

export interface IllustrationProps {
  name: IllustrationName;
  /** Pixels; 40 by default. */
  size?: number;
  className?: string;
}

export function Illustration({ name, size = 40, className }: IllustrationProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
