import type { ReactNode } from 'react';
import { Link } from 'react-router';
import appBar from '@/components/ui/app-bar.module.css';
import { Icon } from '@/components/ui/icon.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import type { UnreadState } from '@/data/unread.ts';
import { paths } from '@/lib/paths.ts';
import { BurgerMenu } from './burger-menu.tsx';
import { NavLinks } from './nav-links.tsx';
import styles from './navigation.module.css';

export interface TopBarProps {
  isCharity: boolean;
  isMobile: boolean;
  unread?: UnreadState;
  onLogOut: () => void;
  isAdmin?: boolean;
  /** The notification bell, beside the menu. */
  bell?: ReactNode;
}

/**
 * The signed-in header. Wide screens carry the main navigation here; phones keep it in the
 * bottom bar and show the QR invite button (personal accounts only) beside the menu.
 */
export function TopBar({ isCharity, isMobile, unread = {}, onLogOut, isAdmin = false, bell }: TopBarProps) {
  return (
    <header className={appBar.bar}>
      <div className={appBar.inner}>
        <Link to={paths.seek} className={`${appBar.brand} ${styles.brandPushed}`} aria-label="Swapsies, go to Seek">
          <Logo />
        </Link>
        {isMobile ? (
          isCharity ? null : (
            <Link to={paths.friends} className={styles.iconButton} aria-label="Invite friends with your QR code">
              <Icon name="qr" size={24} />
            </Link>
          )
        ) : (
          <NavLinks
            isCharity={isCharity}
            unread={unread}
            listClassName={styles.topLinks}
            linkClassName={styles.topLink}
          />
        )}
        {bell}
        <BurgerMenu onLogOut={onLogOut} isAdmin={isAdmin} />
      </div>
    </header>
  );
}
