import { ErrorCode, httpMessages, messageFor } from '@swapsies/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { EmptyState, type EmptyStateVariant } from './empty-state.tsx';

function renderPanel(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('EmptyState', () => {
  it.each([
    ['no-items', 'Give to Get!'],
    ['no-matches', 'Your matches will live here'],
    ['no-explore', "You've seen it all!"],
    ['world-coming-soon', 'Coming soon, bear with us!'],
    ['error', 'Something went wrong'],
    ['default', "Don't fret, mate"],
  ] as [EmptyStateVariant, string][])('%s reads "%s"', (variant, title) => {
    renderPanel(<EmptyState variant={variant} />);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });

  it('no-items offers Add Item, to /add-item', () => {
    renderPanel(<EmptyState variant="no-items" />);
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute('href', '/add-item');
  });

  it('error offers Try Again', async () => {
    const onRetry = vi.fn();
    renderPanel(<EmptyState variant="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its own title, message and buttons', () => {
    renderPanel(
      <EmptyState
        title="That's it for now"
        message="Please check back later"
        actions={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: "That's it for now" })).toBeInTheDocument();
    expect(screen.getByText('Please check back later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("says an outage can't be reached in place of the error's title and message, and keeps its buttons", () => {
    const outage = new ApiError(messageFor(503, ErrorCode.SERVICE_UNAVAILABLE), 503, ErrorCode.SERVICE_UNAVAILABLE);
    const onRetry = vi.fn();
    renderPanel(
      <EmptyState
        variant="error"
        title="Failed to load items"
        message="Please try in a few."
        error={outage}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('region', { name: httpMessages.serviceUnavailable })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load items')).not.toBeInTheDocument();
    expect(screen.queryByText('Please try in a few.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('keeps its own words for any other failure', () => {
    const internal = new ApiError(httpMessages.internal, 500, ErrorCode.INTERNAL_ERROR);
    renderPanel(<EmptyState variant="error" title="Failed to load items" error={internal} />);
    expect(screen.getByRole('region', { name: 'Failed to load items' })).toBeInTheDocument();
  });
});
