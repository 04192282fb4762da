import type { UnreadState } from '@/data/unread.ts';
import { NavLinks } from './nav-links.tsx';
import styles from './navigation.module.css';

export interface BottomBarProps {
  isCharity: boolean;
  unread?: UnreadState;
}

/** The phone navigation, fixed to the bottom of the screen. */
export function BottomBar({ isCharity, unread = {} }: BottomBarProps) {
  return (
    <NavLinks
      isCharity={isCharity}
      unread={unread}
      className={styles.bottomBar}
      listClassName={styles.bottomList}
      linkClassName={styles.bottomLink}
    />
  );
}
