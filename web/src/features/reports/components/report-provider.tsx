import { type ReactNode, useState } from 'react';
import { ReportRequestContext, type ReportTarget } from '@/lib/report-request.ts';
import { ReportDialog } from './report-dialog.tsx';

/** Holds the one report dialog of the app; screens open it through useRequestReport(). */
export function ReportProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return (
    <ReportRequestContext value={setTarget}>
      {children}
      {target ? (
        // A new target starts a fresh form.
        <ReportDialog key={`${target.type}-${target.id}`} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </ReportRequestContext>
  );
}
