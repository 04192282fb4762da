import { type ReactNode, Suspense, useState } from 'react';
import { ReportRequestContext, type ReportTarget } from '@/data/report-request.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';

// The dialog (its form, the text field, the modal) is a chunk of its own, loaded when a report is
// first asked for: public pages never open it.
const ReportDialog = lazyWithPreload(() => import('./report-dialog.tsx').then((m) => m.ReportDialog));

/** Loads the dialog ahead of its first report (the tests use it in place of a warmed cache). */
export const preloadReportDialog = ReportDialog.preload;

/** Holds the one report dialog of the app; screens open it through useRequestReport(). */
export function ReportProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return (
    <ReportRequestContext value={setTarget}>
      {children}
      {target ? (
        <Suspense fallback={null}>
          {/* A new target starts a fresh form. */}
          <ReportDialog key={`${target.type}-${target.id}`} target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </ReportRequestContext>
  );
}
