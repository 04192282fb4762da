import { FeedType, feedMessages } from '@swapsies/contract';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './feed-page.module.css';

/** 001 §2.2: Friends, Friends+, Everyone, in that order. */
const TABS = [
  { type: FeedType.Friends, label: feedMessages.tabFriends },
  { type: FeedType.FriendsPlus, label: feedMessages.tabFriendsPlus },
  { type: FeedType.Everyone, label: feedMessages.tabEveryone },
] as const;

const tabId = (type: FeedType) => `feed-tab-${type}`;
const PANEL_ID = 'feed-panel';

export interface FeedTabsProps {
  active: FeedType;
  onChange: (type: FeedType) => void;
  /** The chosen filter's content. */
  children: ReactNode;
}

/** The audience filters as WAI-ARIA tabs; the arrow keys move between them (and so do not swap or skip there). */
export function FeedTabs({ active, onChange, children }: FeedTabsProps) {
  const tabRefs = useRef<Partial<Record<FeedType, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((tab) => tab.type === active);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (!next) return;
    onChange(next.type);
    tabRefs.current[next.type]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={feedMessages.audience} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.type}
            ref={(element) => {
              tabRefs.current[tab.type] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.type)}
            aria-selected={tab.type === active}
            aria-controls={PANEL_ID}
            tabIndex={tab.type === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.type)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(active)}>
        {children}
      </div>
    </>
  );
}
