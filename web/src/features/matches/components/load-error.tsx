import { matchMessages } from '@swapsies/contract';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export interface LoadErrorProps {
  title: string;
  message: string;
  /** The failure: an outage of the API is said as such, in place of the title and message. */
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A matches list or match detail that could not load: what failed, and Retry. */
export function LoadError({ title, message, error, retrying, onRetry }: LoadErrorProps) {
  return (
    <EmptyState
      variant="error"
      title={title}
      message={message}
      error={error}
      actions={
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : matchMessages.retry}
        </Button>
      }
    />
  );
}
