import { type AdminReport, adminWords, moderationQueueWords, PAGE_TARGET } from '@swapsies/contract';
import { useResolveReport } from '../api/resolve-report.ts';
import { reporterText } from '../lib/format.ts';
import { Detail, LongDetail } from './detail.tsx';
import { OpenCard } from './open-list.tsx';

/** Only web addresses become links: a report's Url is whatever the reporter sent. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/** A visitor's report of a page: they named an address, not a thing a moderator can act on, so it is only resolved. */
export function PageReportCard({ report, onResolved }: { report: AdminReport; onResolved: () => void }) {
  const resolve = useResolveReport();
  return (
    <OpenCard
      title={report.Reason || 'Report'}
      kind={moderationQueueWords.targetKind[PAGE_TARGET]}
      createdAt={report.CreatedAt}
      resolve={resolve}
      id={report.ID}
      label={adminWords.markResolved}
      done="Report marked resolved."
      failed="Could not resolve the report"
      onResolved={onResolved}
    >
      <Detail term="Reporter">{reporterText(report)}</Detail>
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
