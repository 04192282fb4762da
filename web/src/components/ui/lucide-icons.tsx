/**
 * The Lucide icons of <Icon>: the reference data's drawings (categories, starter packs, causes) and a
 * few of the screens'. This list is a chunk of its own, loaded by the first <Icon> that needs one (the
 * first screen of most pages draws only the app's own icons, icon.tsx), and each icon is another: a
 * card on /seek draws one category's icon, and with all of them in one chunk loaded 7.8 KB gzipped.
 */
import type { LucideIcon } from 'lucide-react';
import { type LazyExoticComponent, lazy } from 'react';

/**
 * Lucide's icons, each from its own module: the package's index loads all ~1,700 icons,
 * half a second for every test worker. The reference data (categories, starter packs and causes in
 * contract/data) names its icons by these keys.
 */
export const lucideIcons = {
  amphora: () => import('lucide-react/icons/amphora'),
  baby: () => import('lucide-react/icons/baby'),
  'bed-double': () => import('lucide-react/icons/bed-double'),
  bike: () => import('lucide-react/icons/bike'),
  'book-open': () => import('lucide-react/icons/book-open'),
  'book-open-text': () => import('lucide-react/icons/book-open-text'),
  briefcase: () => import('lucide-react/icons/briefcase'),
  camera: () => import('lucide-react/icons/camera'),
  caravan: () => import('lucide-react/icons/caravan'),
  cat: () => import('lucide-react/icons/cat'),
  'chef-hat': () => import('lucide-react/icons/chef-hat'),
  coins: () => import('lucide-react/icons/coins'),
  'disc-3': () => import('lucide-react/icons/disc-3'),
  dog: () => import('lucide-react/icons/dog'),
  dumbbell: () => import('lucide-react/icons/dumbbell'),
  'ellipsis-vertical': () => import('lucide-react/icons/ellipsis-vertical'),
  fish: () => import('lucide-react/icons/fish'),
  flag: () => import('lucide-react/icons/flag'),
  'flower-2': () => import('lucide-react/icons/flower-2'),
  footprints: () => import('lucide-react/icons/footprints'),
  'gamepad-2': () => import('lucide-react/icons/gamepad-2'),
  globe: () => import('lucide-react/icons/globe'),
  'graduation-cap': () => import('lucide-react/icons/graduation-cap'),
  guitar: () => import('lucide-react/icons/guitar'),
  'hand-heart': () => import('lucide-react/icons/hand-heart'),
  handshake: () => import('lucide-react/icons/handshake'),
  'heart-handshake': () => import('lucide-react/icons/heart-handshake'),
  house: () => import('lucide-react/icons/house'),
  laptop: () => import('lucide-react/icons/laptop'),
  leaf: () => import('lucide-react/icons/leaf'),
  'life-buoy': () => import('lucide-react/icons/life-buoy'),
  mountain: () => import('lucide-react/icons/mountain'),
  palette: () => import('lucide-react/icons/palette'),
  paperclip: () => import('lucide-react/icons/paperclip'),
  'paw-print': () => import('lucide-react/icons/paw-print'),
  scissors: () => import('lucide-react/icons/scissors'),
  shirt: () => import('lucide-react/icons/shirt'),
  'shopping-basket': () => import('lucide-react/icons/shopping-basket'),
  sparkles: () => import('lucide-react/icons/sparkles'),
  sprout: () => import('lucide-react/icons/sprout'),
  stethoscope: () => import('lucide-react/icons/stethoscope'),
  tag: () => import('lucide-react/icons/tag'),
  tent: () => import('lucide-react/icons/tent'),
  ticket: () => import('lucide-react/icons/ticket'),
  'toy-brick': () => import('lucide-react/icons/toy-brick'),
  users: () => import('lucide-react/icons/users'),
  video: () => import('lucide-react/icons/video'),
  volleyball: () => import('lucide-react/icons/volleyball'),
  wrench: () => import('lucide-react/icons/wrench'),
} satisfies Record<string, () => Promise<{ default: LucideIcon }>>;

export type LucideIconName = keyof typeof lucideIcons;

export function isLucideIcon(name: string): name is LucideIconName {
  return Object.hasOwn(lucideIcons, name);
}

/** A Lucide icon by name; a name not known here draws a plain tag. */
const glyphs = new Map<string, LazyExoticComponent<LucideIcon>>();

/** One lazy component a name, made once, so that a drawn icon is never loaded or suspended again. */
function glyphOf(name: string): LazyExoticComponent<LucideIcon> {
  let glyph = glyphs.get(name);
  if (!glyph) {
    glyph = lazy(isLucideIcon(name) ? lucideIcons[name] : lucideIcons.tag);
    glyphs.set(name, glyph);
  }
  return glyph;
}

export function LucideGlyph({ name, size, className }: { name: string; size: number; className?: string }) {
  const Drawn = glyphOf(name);
  return <Drawn size={size} className={className} aria-hidden="true" focusable="false" />;
}
