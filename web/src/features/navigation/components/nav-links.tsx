import { navigationWords } from '@swapsies/contract';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icon.tsx';
import type { UnreadState } from '@/data/unread.ts';
import { visibleNavItems } from './nav-items.ts';
import styles from './navigation.module.css';

export interface NavLinksProps {
  isCharity: boolean;
  unread: UnreadState;
  /** For the nav landmark. */
  className?: string;
  listClassName?: string;
  linkClassName?: string;
}

/** The main navigation (top bar on wide screens, bottom bar on phones), with the unread dots. */
export function NavLinks({ isCharity, unread, className, listClassName, linkClassName }: NavLinksProps) {
  return (
    <nav className={className} aria-label={navigationWords.mainNavigation}>
      <ul className={listClassName}>
        {visibleNavItems(isCharity).map(({ label, to, icon, unread: key }) => (
          <li key={to}>
            <NavLink to={to} className={linkClassName}>
              <Icon name={icon} size={24} />
              {label}
              {key && unread[key] ? (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className="visually-hidden">{navigationWords.newActivity}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
