import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { useRovingFocus } from '@/lib/use-roving-focus.ts';
import { Icon, type IconName } from './icon.tsx';
import styles from './menu.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** Shown and reachable, but not chosen: `description` should say why. */
  disabled?: boolean;
  /** A line under the label, which is also the item's accessible description. */
  description?: string;
  /** An item that ends something (Unmatch): drawn in the error colour. */
  danger?: boolean;
}

export interface MenuProps {
  /** The button's name, also the menu's, e.g. "More actions". */
  label: string;
  items: readonly MenuItem[];
  /** Show the label beside the ⋮ rather than only to screen readers. */
  showLabel?: boolean;
  className?: string;
  triggerClassName?: string;
  /** A class for the open menu, where it must sit differently (a chat message's, a sheet on a phone). */
  menuClassName?: string;
  /** The button's drawing: ⋮ unless told. */
  icon?: IconName;
  /** The state from the caller's own useMenuButton, for a menu opened from elsewhere too. */
  state?: MenuButtonState;
}

/** Where focus goes when the menu opens: the first item, or the last (ArrowUp on the button). */
type Opening = 'first' | 'last';

/**
 * The menu's state: open or not, where focus goes, and what its keys do. Exported for a menu opened
 * from elsewhere too (a chat message's long-press): `show` opens it as the button would.
 */
export function useMenuButton(itemCount: number) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { refAt, targetOf, focusedIndex, focusAt } = useRovingFocus('ArrowUp', 'ArrowDown');
  const close = useCallback(() => setOpening(null), []);

  useDismiss(open, wrapRef, buttonRef, close);

  useEffect(() => {
    if (opening === null) return;
    focusAt(opening === 'first' ? 0 : itemCount - 1);
  }, [opening, itemCount, focusAt]);

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close();
    buttonRef.current?.focus();
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetOf(event.key, focusedIndex(), itemCount);
    if (target !== undefined) {
      event.preventDefault();
      focusAt(target);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Nothing to do sideways in a menu, but the page's own shortcuts must not act meanwhile.
      event.preventDefault();
    }
  };

  // useDismiss closes on Escape; marking the key used keeps it from also meaning "back" to the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') event.preventDefault();
  };

  const toggle = () => setOpening(open ? null : 'first');
  const show = useCallback((at: Opening = 'first') => setOpening(at), []);
  return { open, wrapRef, buttonRef, refAt, choose, toggle, show, onButtonKeyDown, onMenuKeyDown, onKeyDown };
}

export type MenuButtonState = ReturnType<typeof useMenuButton>;

/** The open menu's items, each a menuitem that focus moves along (see useMenuButton). */
function MenuList({
  id,
  label,
  items,
  menu,
  className,
}: {
  id: string;
  label: string;
  items: readonly MenuItem[];
  menu: MenuButtonState;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="menu"
      aria-label={label}
      className={[styles.menu, className].filter(Boolean).join(' ')}
      onKeyDown={menu.onMenuKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={menu.refAt(index)}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={[styles.item, item.danger && styles.danger].filter(Boolean).join(' ')}
          aria-disabled={item.disabled || undefined}
          // The description is said as such, not as part of the name.
          aria-label={item.description ? item.label : undefined}
          aria-describedby={item.description ? `${id}-${item.key}` : undefined}
          onClick={() => menu.choose(item)}
        >
          {item.icon}
          <span className={styles.words}>
            {item.label}
            {item.description ? (
              <span id={`${id}-${item.key}`} className={styles.description}>
                {item.description}
              </span>
            ) : null}
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * A WAI-ARIA menu button with its menu: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; ArrowUp, ArrowDown, Home and End move; Escape, Tab or a press outside
 * close it. Choosing an item closes the menu and gives focus back to the button first, so that
 * a dialog the item opens hands focus back there too.
 */
export function Menu({
  label,
  items,
  showLabel = false,
  className,
  triggerClassName,
  menuClassName,
  icon = 'ellipsis-vertical',
  state,
}: MenuProps) {
  const menuId = useId();
  const ownState = useMenuButton(items.length);
  const menu = state ?? ownState;
  const { open } = menu;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only watches Escape on its way up from the button and menu
    <div ref={menu.wrapRef} className={[styles.wrap, className].filter(Boolean).join(' ')} onKeyDown={menu.onKeyDown}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={[styles.trigger, showLabel ? styles.labelled : '', triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={showLabel ? undefined : label}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        <Icon name={icon} size={20} />
        {showLabel ? <span>{label}</span> : null}
      </button>
      {open ? <MenuList id={menuId} label={label} items={items} menu={menu} className={menuClassName} /> : null}
    </div>
  );
}
