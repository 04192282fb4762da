import { type AdminReport, adminWords } from '@swapsies/contract';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { Detail, LongDetail } from './detail.tsx';
import { OpenCard, OpenList } from './open-list.tsx';

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

function ReportCard({ report, onResolved }: { report: AdminReport; onResolved: () => void }) {
  const resolve = useResolveReport();
  return (
    <OpenCard
      title={report.Reason || 'Report'}
      createdAt={report.CreatedAt}
      resolve={resolve}
      id={report.ID}
      label={adminWords.markResolved}
      done="Report marked resolved."
      failed="Could not resolve the report"
      onResolved={onResolved}
    >
      <Detail term="Reporter">{reporterText(report)}</Detail>
      <Detail term="Target">{targetText(report)}</Detail>
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
    </OpenCard>
  );
}

/** The open reports, each to be marked resolved once dealt with. */
export function ReportsList() {
  const reports = useReports();
  return (
    <OpenList
      query={reports}
      entries={reports.data?.Reports}
      noun="reports"
      renderEntry={(report, onResolved) => <ReportCard report={report} onResolved={onResolved} />}
    />
  );
}
