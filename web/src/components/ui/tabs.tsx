import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { useRovingFocus } from '@/lib/use-roving-focus.ts';
import styles from './tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  /** What the tab shows; its text is the tab's accessible name, and so the panel's. */
  label: ReactNode;
}

export interface TabsProps<K extends string | number> {
  /** Names the tablist for screen readers, e.g. "Your people". */
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  /** Called with the chosen key: on a click, and on ArrowLeft, ArrowRight, Home and End. */
  onChange: (key: K) => void;
  /** The active tab's content, shown in the one tabpanel. */
  children: ReactNode;
  /** Added to the tablist, each tab and the panel, for what a page lays out differently. */
  className?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** Makes the panel a focus stop (WAI-ARIA tabs), for content that may hold nothing focusable. */
  focusablePanel?: boolean;
  panelRef?: Ref<HTMLDivElement>;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * WAI-ARIA tabs: one tab stop (the active tab); ArrowLeft and ArrowRight move to the previous
 * and next tab, wrapping around, Home and End to the first and last, and the tab moved to is
 * chosen and takes focus. The one tabpanel holds the active tab's content and is named by it.
 */
export function Tabs<K extends string | number>({
  label,
  tabs,
  active,
  onChange,
  children,
  className,
  tabClassName,
  panelClassName,
  focusablePanel = false,
  panelRef,
}: TabsProps<K>) {
  const baseId = useId();
  const { refAt, targetOf, focusAt } = useRovingFocus('ArrowLeft', 'ArrowRight');
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const activeIndex = tabs.findIndex((tab) => tab.key === active);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = targetOf(event.key, activeIndex, tabs.length);
    if (index === undefined || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[index];
    if (!next) return;
    onChange(next.key);
    focusAt(index);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={join(styles.tablist, className)} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={refAt(index)}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === activeIndex}
            aria-controls={panelId}
            tabIndex={index === activeIndex ? 0 : -1}
            className={join(styles.tab, tabClassName)}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={panelId}
        aria-labelledby={activeIndex >= 0 ? tabId(activeIndex) : undefined}
        className={join(styles.panel, panelClassName)}
        tabIndex={focusablePanel ? 0 : undefined}
      >
        {children}
      </div>
    </>
  );
}
