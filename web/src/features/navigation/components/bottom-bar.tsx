import { NavLink } from 'react-router';
import { type UnreadState, visibleNavItems } from './nav-items.ts';
import styles from './navigation.module.css';

export interface BottomBarProps {
  isCharity: boolean;
  unread?: UnreadState;
}

/** The phone navigation of 001 §2.9, fixed to the bottom of the screen. */
export function BottomBar({ isCharity, unread = {} }: BottomBarProps) {
  return (
    <nav className={styles.bottomBar} aria-label="Main">
      <ul className={styles.bottomList}>
        {visibleNavItems(isCharity).map(({ label, to, Icon, unread: key }) => (
          <li key={to}>
            <NavLink to={to} className={styles.bottomLink}>
              <Icon />
              {label}
              {key && unread[key] ? (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <span className="visually-hidden"> (new activity)</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
