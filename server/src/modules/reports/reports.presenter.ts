/** A report as the admins' queue shows it. */
import type { AdminReport } from '@swapsies/contract';
import type { reports } from '../../db/schema.ts';

/** `reporterUsername` is null for a visitor's report (or a reporter who has since left). */
export function toAdminReport(report: typeof reports.$inferSelect, reporterUsername: string | null): AdminReport {
  return {
    ID: report.id,
    ReporterID: report.reporterId,
    ReporterUsername: reporterUsername ?? '',
    ReporterEmail: report.reporterEmail ?? '',
    TargetType: report.targetType ?? 'page',
    TargetID: report.targetId,
    Reason: report.reason,
    Text: report.text,
    Url: report.url ?? '',
    TargetText: report.targetText ?? '',
    CreatedAt: report.createdAt.toISOString(),
  };
}
