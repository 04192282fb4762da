import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { LegalLinks, LinkItems } from './link-items.tsx';
import { ADMIN_LINK, MENU_LINKS } from './nav-items.ts';
import styles from './navigation.module.css';

export interface BurgerMenuProps {
  onLogOut: () => void;
  /** Admins also get the moderation page (product-decisions §6). */
  isAdmin?: boolean;
}

/** 001 §2.9: Settings, About, Tech Support, Legal, a copyright line and Log Out. */
export function BurgerMenu({ onLogOut, isAdmin = false }: BurgerMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, wrapRef, buttonRef, close);

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const logOut = () => {
    setOpen(false);
    // Focus goes back to the menu button first, so the dialog can return it there when it closes.
    buttonRef.current?.focus();
    onLogOut();
  };

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={panelRef} id={menuId} className={styles.menu} hidden={!open}>
        <nav aria-label="Menu">
          <ul className={styles.menuList}>
            <LinkItems links={isAdmin ? [...MENU_LINKS, ADMIN_LINK] : MENU_LINKS} className={styles.menuItem} />
            <li>
              <p className={styles.menuGroupLabel} id={`${menuId}-legal`}>
                Legal
              </p>
              <LegalLinks className={styles.subList} aria-labelledby={`${menuId}-legal`} />
            </li>
          </ul>
        </nav>
        <div className={styles.divider} />
        <button type="button" className={`${styles.menuItem} ${styles.logOut}`} onClick={logOut}>
          Log Out
        </button>
        <p className={styles.copyright}>© {new Date().getFullYear()} Swapsies. Made in the UK.</p>
      </div>
    </div>
  );
}
