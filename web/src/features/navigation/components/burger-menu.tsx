import { navigationWords, supportMessages } from '@swapsies/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '@/components/ui/icon.tsx';
import { paths } from '@/lib/paths.ts';
import { usePopover } from '@/lib/use-popover.ts';
import { LegalLinks, LinkItems } from './link-items.tsx';
import { ADMIN_LINK, MENU_LINKS } from './nav-items.ts';
import styles from './navigation.module.css';

export interface BurgerMenuProps {
  onLogOut: () => void;
  /** Admins also get the moderation page. */
  isAdmin?: boolean;
}

/**
 * The burger menu of signed-in pages: Settings, About, Tech Support, Feedback, Legal, a copyright
 * line and Log Out. Feedback opens the contact form, told which page it was opened from.
 */
export function BurgerMenu({ onLogOut, isAdmin = false }: BurgerMenuProps) {
  const { pathname } = useLocation();
  const { open, close, id: menuId, wrapRef, buttonRef, buttonProps } = usePopover<HTMLDivElement>();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const feedback = { label: supportMessages.feedback, to: paths.contactFrom(pathname) };

  const logOut = () => {
    close();
    // Focus goes back to the menu button first, so the dialog can return it there when it closes.
    buttonRef.current?.focus();
    onLogOut();
  };

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        {...buttonProps}
        className={styles.iconButton}
        aria-label={open ? navigationWords.closeMenu : navigationWords.openMenu}
      >
        <Icon name={open ? 'close' : 'menu'} size={24} />
      </button>
      <div ref={panelRef} id={menuId} className={styles.menu} hidden={!open}>
        <nav aria-label={navigationWords.menu}>
          <ul className={styles.menuList}>
            <LinkItems
              links={[...MENU_LINKS, feedback, ...(isAdmin ? [ADMIN_LINK] : [])]}
              className={styles.menuItem}
            />
            <li>
              <p className={styles.menuGroupLabel} id={`${menuId}-legal`}>
                {navigationWords.legal}
              </p>
              <LegalLinks className={styles.subList} aria-labelledby={`${menuId}-legal`} />
            </li>
          </ul>
        </nav>
        <div className={styles.divider} />
        <button type="button" className={`${styles.menuItem} ${styles.logOut}`} onClick={logOut}>
          {navigationWords.logOut}
        </button>
        <p className={styles.copyright}>{navigationWords.menuCopyright(new Date().getFullYear())}</p>
      </div>
    </div>
  );
}
