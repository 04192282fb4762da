import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(onRefresh = vi.fn((): Promise<unknown> => Promise.resolve())) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>Content</p>
    </PullToRefresh>,
  );
  const indicator = screen.getByTestId('pull-to-refresh-indicator');
  const container = indicator.parentElement as HTMLElement;
  return { onRefresh, indicator, container };
}

/** One finger moving straight down from y = 100 by each of the given distances. */
function pull(container: HTMLElement, ...distances: number[]) {
  fireEvent.touchStart(container, { touches: [{ clientX: 50, clientY: 100 }] });
  for (const distance of distances) {
    fireEvent.touchMove(container, { touches: [{ clientX: 50, clientY: 100 + distance }] });
  }
}

describe('PullToRefresh', () => {
  it('follows the finger up to 100 px and says when letting go will refresh', () => {
    const { indicator, container } = setup();
    pull(container, 30);
    expect(indicator).toHaveStyle({ height: '30px' });
    expect(indicator).toHaveTextContent('Pull to refresh');
    pull(container, 160);
    expect(indicator).toHaveStyle({ height: '100px' });
    expect(indicator).toHaveTextContent('Release to refresh');
  });

  it('does nothing when let go before 60 px', () => {
    const { onRefresh, indicator, container } = setup();
    pull(container, 59);
    fireEvent.touchEnd(container);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(indicator).toHaveStyle({ height: '0px' });
  });

  it('refreshes beyond 60 px and keeps the indicator for 1 s even when the refresh is quicker', async () => {
    const { onRefresh, indicator, container } = setup();
    pull(container, 40, 80);
    fireEvent.touchEnd(container);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Refreshing' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByRole('status', { name: 'Refreshing' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status', { name: 'Refreshing' })).not.toBeInTheDocument();
    expect(indicator).toHaveStyle({ height: '0px' });
  });

  it('keeps the indicator until a slow refresh settles, even when it fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onRefresh = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { container } = setup(onRefresh);
    pull(container, 90);
    fireEvent.touchEnd(container);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('status', { name: 'Refreshing' })).toBeInTheDocument();
    // A second pull while refreshing does not start another refresh.
    pull(container, 90);
    fireEvent.touchEnd(container);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('offline')));
    expect(screen.queryByRole('status', { name: 'Refreshing' })).not.toBeInTheDocument();
  });

  it('leaves sideways swipes, upward scrolls and pulls below the top of the page alone', () => {
    const { onRefresh, indicator, container } = setup();
    fireEvent.touchStart(container, { touches: [{ clientX: 50, clientY: 100 }] });
    fireEvent.touchMove(container, { touches: [{ clientX: 150, clientY: 130 }] });
    fireEvent.touchEnd(container);
    pull(container, -40);
    fireEvent.touchEnd(container);
    expect(indicator).toHaveStyle({ height: '0px' });

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    pull(container, 90);
    fireEvent.touchEnd(container);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('snaps back when the touch is cancelled', () => {
    const { onRefresh, indicator, container } = setup();
    pull(container, 90);
    fireEvent.touchCancel(container);
    expect(indicator).toHaveStyle({ height: '0px' });
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
