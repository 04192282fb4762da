import type { IconName } from '@/components/ui/icon.tsx';
import type { UnreadKey } from '@/data/unread.ts';
import { paths } from '@/lib/paths.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** Charities have no Drop and no Friends. */
  hiddenForCharity: boolean;
  /** Which unread dot it carries. */
  unread?: UnreadKey;
}

/** The bottom and top navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Drop', to: paths.myItems, icon: 'drop', hiddenForCharity: true },
  { label: 'Seek', to: paths.seek, icon: 'seek', hiddenForCharity: false },
  { label: 'Swap', to: paths.swaps, icon: 'swap', hiddenForCharity: false, unread: 'swaps' },
  { label: 'Friends', to: paths.friends, icon: 'friends', hiddenForCharity: true, unread: 'friends' },
  { label: 'Settings', to: paths.profile, icon: 'settings', hiddenForCharity: false },
];

export interface LinkItem {
  label: string;
  to: string;
}

/** About and Tech Support, in the burger menu and the footer. */
export const INFO_LINKS: readonly LinkItem[] = [
  { label: 'About', to: paths.about },
  { label: 'Tech Support', to: paths.techSupport },
];

/** The burger menu's links above Legal. */
export const MENU_LINKS: readonly LinkItem[] = [{ label: 'Settings', to: paths.profile }, ...INFO_LINKS];

/** The moderation page, in the menu of admins only. */
export const ADMIN_LINK: LinkItem = { label: 'Moderation', to: paths.admin };

export function visibleNavItems(isCharity: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !(isCharity && item.hiddenForCharity));
}
