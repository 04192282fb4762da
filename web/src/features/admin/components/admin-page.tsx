import { httpMessages } from '@swapsies/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDashboard } from '../../../lib/dashboard.ts';
import styles from './admin.module.css';
import { PanelError, PanelLoading } from './panel-states.tsx';
import { ReportsList } from './reports-list.tsx';
import { ReviewQueue } from './review-queue.tsx';

const TABS = [
  { key: 'queue', label: 'Review queue' },
  { key: 'reports', label: 'Reports' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The two lists, as tabs (WAI-ARIA tabs: arrows, Home and End move between them and show the tab). */
function Moderation({ mediaToken }: { mediaToken: string | undefined }) {
  const [active, setActive] = useState<TabKey>('queue');
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (!next) return;
    setActive(next.key);
    tabRefs.current[next.key]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Moderation" className={styles.tabs} onKeyDown={onTabKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`admin-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`admin-panel-${tab.key}`}
          aria-labelledby={`admin-tab-${tab.key}`}
          hidden={tab.key !== active}
          className={styles.panel}
        >
          {tab.key !== active ? null : tab.key === 'queue' ? <ReviewQueue mediaToken={mediaToken} /> : <ReportsList />}
        </div>
      ))}
    </>
  );
}

/**
 * /admin (product-decisions §6): admins work through the review queue and the reports. Anyone
 * else sees only that they may not, and the admin API is never called for them.
 */
export function AdminPage() {
  const dashboard = useDashboard();

  if (!dashboard.data) {
    if (dashboard.isError) {
      return (
        <div className={styles.page}>
          <PanelError
            title="Could not load your account"
            error={dashboard.error}
            onRetry={() => dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </div>
      );
    }
    return <PanelLoading label="Loading" />;
  }

  if (!dashboard.data.User.IsAdmin) {
    return (
      <div className={styles.page}>
        <Alert tone="error" live={false}>
          {httpMessages.forbidden}
        </Alert>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Moderation</h1>
        <p className={styles.lead}>Review new items and changes, and work through the reports.</p>
      </header>
      <Moderation mediaToken={dashboard.data.MediaToken} />
    </div>
  );
}
