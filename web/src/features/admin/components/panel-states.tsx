import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describeError } from '@/lib/describe-error.ts';

export function PanelLoading({ label }: { label: string }) {
  return <Spinner centered label={label} />;
}

export interface PanelErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A list that failed to load, with the catalogue's reason and a Retry button. */
export function PanelError({ title, error, onRetry, retrying }: PanelErrorProps) {
  return (
    <EmptyState
      variant="error"
      title={title}
      message={describeError(error)}
      error={error}
      headingLevel={2}
      actions={
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
    />
  );
}

export interface PanelPendingProps {
  query: UseQueryResult<unknown>;
  /** The error's title. */
  failed: string;
  /** The spinner's label. */
  loading: string;
}

/** A list's panel before its answer has come: the spinner, or the error with Retry. */
export function PanelPending({ query, failed, loading }: PanelPendingProps) {
  if (query.isError) {
    return (
      <PanelError title={failed} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  }
  return <PanelLoading label={loading} />;
}
