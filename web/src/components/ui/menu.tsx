import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { useRovingFocus } from '@/lib/use-roving-focus.ts';
import { Icon } from './icon.tsx';
import styles from './menu.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

export interface MenuProps {
  /** The button's name, also the menu's, e.g. "More actions". */
  label: string;
  items: readonly MenuItem[];
  /** Show the label beside the ⋮ rather than only to screen readers. */
  showLabel?: boolean;
  className?: string;
  triggerClassName?: string;
}

/** Where focus goes when the menu opens: the first item, or the last (ArrowUp on the button). */
type Opening = 'first' | 'last';

/**
 * A WAI-ARIA menu button with its menu: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; ArrowUp, ArrowDown, Home and End move; Escape, Tab or a press outside
 * close it. Choosing an item closes the menu and gives focus back to the button first, so that
 * a dialog the item opens hands focus back there too.
 */
export function Menu({ label, items, showLabel = false, className, triggerClassName }: MenuProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { refAt, targetOf, focusedIndex, focusAt } = useRovingFocus('ArrowUp', 'ArrowDown');
  const close = useCallback(() => setOpening(null), []);

  useDismiss(open, wrapRef, buttonRef, close);

  useEffect(() => {
    if (opening === null) return;
    focusAt(opening === 'first' ? 0 : items.length - 1);
  }, [opening, items.length, focusAt]);

  const choose = (item: MenuItem) => {
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
    const target = targetOf(event.key, focusedIndex(), items.length);
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only watches Escape on its way up from the button and menu
    <div ref={wrapRef} className={[styles.wrap, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, showLabel ? styles.labelled : '', triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={showLabel ? undefined : label}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="ellipsis-vertical" size={20} />
        {showLabel ? <span>{label}</span> : null}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={refAt(index)}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => choose(item)}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
