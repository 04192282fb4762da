import { type AdminReport, moderationQueueWords, type UserItem } from '@swapsies/contract';
import { britishFormat } from '@/lib/date-format.ts';

const dateTime = britishFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time for people; an unreadable one is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

const PINT_LEVEL_NAMES = ['Off', 'Friends', 'Friends of Friends'] as const;

/** The item forms' names for the Pint levels. */
export function pintText(level: number): string {
  return PINT_LEVEL_NAMES[level] ?? String(level);
}

export function charityText(offered: boolean): string {
  return offered ? 'Offered to charities' : 'Not offered to charities';
}

/** "Category › Subcategory › Item", or the bare path when the names are missing. */
export function categoryText(
  item: Pick<UserItem, 'CategoryName' | 'SubcategoryName' | 'SubcategoryItemName' | 'CategoryPath'>,
): string {
  return (
    [item.CategoryName, item.SubcategoryName, item.SubcategoryItemName].filter(Boolean).join(' › ') || item.CategoryPath
  );
}

/** Who made a report: a member by their username, a visitor by the email they gave. */
export function reporterText(report: Pick<AdminReport, 'ReporterUsername' | 'ReporterEmail'>): string {
  if (report.ReporterUsername) return moderationQueueWords.reportedBy(report.ReporterUsername);
  return moderationQueueWords.reportedByVisitor(report.ReporterEmail);
}
