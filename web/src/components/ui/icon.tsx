/**
 * Every icon of the app, by name: `<Icon name="seek" />`. All are decorative (the text or the
 * label beside them names the control) and drawn as inline SVG, never emoji, which show as empty
 * boxes without an emoji font. Lucide's icons (lucide-icons.tsx) are a chunk of their own, loaded by
 * the first that is drawn; until then an empty frame of the same size holds its place.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import type { LucideIconName } from './lucide-icons.tsx';

const LucideGlyph = lazy(() => import('./lucide-icons.tsx').then((m) => ({ default: m.LucideGlyph })));

/** The app's own line drawings, on Lucide's 24-unit grid with the same stroke. */
const drawnIcons = {
  back: <path d="M19 12H5M11 18l-6-6 6-6" />,
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  charity: <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z" />,
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />,
  check: <path d="M20 6 9 17l-5-5" />,
  'check-double': <path d="M18 6 7 17l-5-5M22 10l-7.5 7.5L13 16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  drop: (
    <>
      <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </>
  ),
  friends: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17.5 14.5a5 5 0 0 1 4 5" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  minimise: <path d="M5 12h14" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),
  pint: (
    <>
      <path d="M6 3h12l-1.5 17a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1z" />
      <path d="M6.4 8h11.2" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  qr: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </>
  ),
  seek: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  swap: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  unmatch: (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M17 8l5 5M22 8l-5 5" />
    </>
  ),
  view: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = LucideIconName | keyof typeof drawnIcons;

export function isDrawnIcon(name: string): name is keyof typeof drawnIcons {
  return Object.hasOwn(drawnIcons, name);
}

export interface IconProps {
  /** An icon of this module, or a key from the reference data (a key not known here draws a plain tag). */
  name: IconName | (string & {});
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/** The svg element of every icon; empty, it holds a Lucide icon's place while its chunk loads. */
function Frame({ size, className, children }: { size: number; className?: string; children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function Icon({ name, size = 20, className }: IconProps) {
  if (isDrawnIcon(name)) {
    return (
      <Frame size={size} className={className}>
        {drawnIcons[name]}
      </Frame>
    );
  }
  return (
    <Suspense fallback={<Frame size={size} className={className} />}>
      <LucideGlyph name={name} size={size} className={className} />
    </Suspense>
  );
}
