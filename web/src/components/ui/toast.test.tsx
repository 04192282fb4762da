import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToastOptions, ToastProvider, useToast } from './toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      show
    </button>
  );
}

function showToast(options: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
  return () => screen.queryByText(options.message)?.closest('[data-state]') ?? null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  it('appears after 10 ms, stays 5000 ms by default, fades out over 300 ms, then is removed', () => {
    const toast = showToast({ type: 'success', message: 'Item added' });
    expect(toast()).toHaveAttribute('data-state', 'entering');
    advance(9);
    expect(toast()).toHaveAttribute('data-state', 'entering');
    advance(1);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    advance(4999);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toast()).toHaveAttribute('data-state', 'leaving');
    advance(299);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
  });

  it('honours its own duration', () => {
    const toast = showToast({ message: 'Quick one', duration: 3000 });
    advance(10);
    advance(2999);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toast()).toHaveAttribute('data-state', 'leaving');
  });

  it.each([0, -1])('stays until closed when the duration is %i', (duration) => {
    const toast = showToast({ message: 'Sticky', duration });
    advance(60_000);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toast()).toHaveAttribute('data-state', 'leaving');
    advance(300);
    expect(toast()).toBeNull();
  });

  it('can be closed by hand before its time', () => {
    const toast = showToast({ message: 'Bye' });
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toast()).toHaveAttribute('data-state', 'leaving');
    advance(300);
    expect(toast()).toBeNull();
  });

  it('runs its action and then closes', () => {
    const onClick = vi.fn();
    const toast = showToast({
      type: 'info',
      title: 'Match!',
      message: 'You matched with Sam',
      action: { label: 'View', onClick },
    });
    advance(10);
    expect(screen.getByText('Match!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(toast()).toHaveAttribute('data-state', 'leaving');
  });

  it('announces through a live region, errors as alerts', () => {
    showToast({ type: 'error', message: 'Failed to like item' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to like item');
  });

  it('pauses auto-dismissal while hovered', () => {
    const toast = showToast({ message: 'Hover me', duration: 1000 });
    advance(10);
    advance(500);
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.mouseEnter(region);
    advance(5000);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    fireEvent.mouseLeave(region);
    advance(499);
    expect(toast()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toast()).toHaveAttribute('data-state', 'leaving');
  });
});
