import { adminWords, commonWords, httpMessages, moderationQueueWords, reliabilityQueueWords } from '@swapsies/contract';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import layout from '@/components/ui/layout.module.css';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useDashboard } from '@/data/dashboard.ts';
import styles from './admin.module.css';
import { ModerationQueue } from './moderation-queue.tsx';
import { PanelError, PanelLoading } from './panel-states.tsx';
import { ReliabilityQueue } from './reliability-queue.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { SupportList } from './support-list.tsx';

const TABS = [
  { key: 'queue', label: 'Review queue' },
  { key: 'reports', label: moderationQueueWords.title },
  { key: 'reliability', label: reliabilityQueueWords.title },
  { key: 'support', label: 'Support' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const PANELS: Record<TabKey, (mediaToken: string | undefined) => ReactNode> = {
  queue: (mediaToken) => <ReviewQueue mediaToken={mediaToken} />,
  reports: (mediaToken) => <ModerationQueue mediaToken={mediaToken} />,
  reliability: () => <ReliabilityQueue />,
  support: () => <SupportList />,
};

/** The lists, as tabs (WAI-ARIA tabs: arrows, Home and End move between them and show the tab). */
function Moderation({ mediaToken }: { mediaToken: string | undefined }) {
  const [active, setActive] = useState<TabKey>('queue');
  return (
    <Tabs label={adminWords.moderation} tabs={TABS} active={active} onChange={setActive}>
      {PANELS[active](mediaToken)}
    </Tabs>
  );
}

/**
 * /admin, the moderation page: admins work through the review queue, the reports, the thumbs
 * down and no-shows waiting to count (reliability), and the messages sent to the team from the
 * contact and tech-support forms. Anyone
 * else sees only that they may not, and the admin API is never called for them.
 */
export function AdminPage() {
  const dashboard = useDashboard();

  if (!dashboard.data) {
    if (dashboard.isError) {
      return (
        <div className={styles.page}>
          <PanelError
            title={adminWords.accountFailed}
            error={dashboard.error}
            onRetry={() => dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </div>
      );
    }
    return <PanelLoading label={commonWords.loading} />;
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
      <header className={layout.header}>
        <h1 className={layout.title}>{adminWords.moderation}</h1>
        <p className={styles.lead}>{adminWords.lead}</p>
      </header>
      <Moderation mediaToken={dashboard.data.MediaToken} />
    </div>
  );
}
