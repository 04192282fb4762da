import type { ComponentType } from 'react';
import { DropIcon, FriendsIcon, SeekIcon, SettingsIcon, SwapIcon } from './icons.tsx';

export type UnreadKey = 'swaps' | 'friends';

export interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType;
  /** 001 §6: charities have no Drop and no Friends. */
  hiddenForCharity: boolean;
  /** Which unread dot it carries (001 §2.9). */
  unread?: UnreadKey;
}

/** The bottom and top navigation of 001 §2.9, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Drop', to: '/my-items', Icon: DropIcon, hiddenForCharity: true },
  { label: 'Seek', to: '/seek', Icon: SeekIcon, hiddenForCharity: false },
  { label: 'Swap', to: '/swaps', Icon: SwapIcon, hiddenForCharity: false, unread: 'swaps' },
  { label: 'Friends', to: '/friends', Icon: FriendsIcon, hiddenForCharity: true, unread: 'friends' },
  { label: 'Settings', to: '/profile', Icon: SettingsIcon, hiddenForCharity: false },
];

export interface LinkItem {
  label: string;
  to: string;
}

/** About and Tech Support, in the burger menu and the footer. */
export const INFO_LINKS: readonly LinkItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Tech Support', to: '/tech-support' },
];

/** The burger menu's links above Legal. */
export const MENU_LINKS: readonly LinkItem[] = [{ label: 'Settings', to: '/profile' }, ...INFO_LINKS];

/** The moderation page, in the menu of admins only (product-decisions §6). */
export const ADMIN_LINK: LinkItem = { label: 'Moderation', to: '/admin' };

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms of Service', to: '/legal/terms-of-service' },
  { label: 'Cookies Policy', to: '/legal/cookies-policy' },
] as const;

export function visibleNavItems(isCharity: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !(isCharity && item.hiddenForCharity));
}

export type UnreadState = Partial<Record<UnreadKey, boolean>>;
