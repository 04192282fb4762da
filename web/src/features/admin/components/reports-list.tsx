import type { AdminReport } from '@swapsies/contract';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useReports } from '@/features/admin/api/get-reports.ts';
import { useResolveReport } from '@/features/admin/api/resolve-report.ts';
import { formatDateTime } from '@/features/admin/lib/format.ts';
import { describeError } from '@/lib/describe-error.ts';
import styles from './admin.module.css';
import { PanelError, PanelLoading } from './panel-states.tsx';

/** Only web addresses become links: a report's Url is whatever the reporter sent. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

function reporterText(report: AdminReport): string {
  if (report.ReporterUsername) return `@${report.ReporterUsername}`;
  return report.ReporterEmail || 'Anonymous';
}

function targetText(report: AdminReport): string {
  return report.TargetID === null ? report.TargetType : `${report.TargetType} #${report.TargetID}`;
}

/** Words someone else wrote, of any length: a full-width row that keeps their line breaks. */
function LongDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.wide}>
      <dt>{term}</dt>
      <dd className={styles.longText}>{children}</dd>
    </div>
  );
}

function ReportCard({ report, onResolved }: { report: AdminReport; onResolved: () => void }) {
  const resolve = useResolveReport();
  const toast = useToast();
  const titleId = useId();

  const markResolved = async () => {
    if (resolve.isPending) return;
    try {
      await resolve.mutateAsync(report.ID);
      toast.success('Report marked resolved.');
      onResolved();
    } catch (error) {
      toast.error(describeError(error), { title: 'Could not resolve the report' });
    }
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {report.Reason || 'Report'}
        </h3>
        <p className={styles.meta}>
          <time dateTime={report.CreatedAt}>{formatDateTime(report.CreatedAt)}</time>
        </p>
      </header>
      <dl className={styles.details}>
        <div>
          <dt>Reporter</dt>
          <dd>{reporterText(report)}</dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{targetText(report)}</dd>
        </div>
        {report.TargetText ? <LongDetail term="Message">{report.TargetText}</LongDetail> : null}
        {report.Text ? <LongDetail term="Text">{report.Text}</LongDetail> : null}
        {report.Url ? (
          <LongDetail term="Address">
            {isWebAddress(report.Url) ? (
              <a href={report.Url} target="_blank" rel="noreferrer noopener">
                {report.Url}
              </a>
            ) : (
              report.Url
            )}
          </LongDetail>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={markResolved}
          aria-disabled={resolve.isPending || undefined}
          aria-describedby={titleId}
        >
          {resolve.isPending ? 'Resolving…' : 'Mark resolved'}
        </Button>
      </div>
    </article>
  );
}

/** The open reports, each to be marked resolved once dealt with. */
export function ReportsList() {
  const reports = useReports();
  const rootRef = useRef<HTMLDivElement>(null);

  if (!reports.data) {
    if (reports.isError) {
      return (
        <PanelError
          title="Could not load the reports"
          error={reports.error}
          onRetry={() => reports.refetch()}
          retrying={reports.isFetching}
        />
      );
    }
    return <PanelLoading label="Loading the reports" />;
  }

  const list = reports.data.Reports;
  return (
    <div ref={rootRef} tabIndex={-1} className={styles.panelBody}>
      {list.length === 0 ? (
        <p className={styles.empty}>No open reports.</p>
      ) : (
        <ul className={styles.list} aria-label="Open reports">
          {list.map((report) => (
            <li key={report.ID}>
              <ReportCard report={report} onResolved={() => rootRef.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
