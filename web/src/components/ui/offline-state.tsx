import { EmptyState } from './empty-state.tsx';

/**
 * The one state a screen shows, instead of its own error or a loader that waits, when it is offline
 * with nothing saved to show (the offline banner says the rest).
 */
export function OfflineState({ headingLevel }: { headingLevel?: 1 | 2 | 3 }) {
  return <EmptyState variant="offline" headingLevel={headingLevel} />;
}
