import { offlineWords } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { OfflineState } from './empty-state.tsx';
import { OfflineBanner, useOfflineAction } from './offline.tsx';

function Send({ busy = false }: { busy?: boolean }) {
  const offline = useOfflineAction();
  return (
    <Button disabled={busy || offline.offline} aria-describedby={offline.describedBy()}>
      Send
    </Button>
  );
}

function goOffline() {
  act(() => window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  act(() => window.dispatchEvent(new Event('online')));
}

describe('the offline banner', () => {
  it('says "You\'re offline" in a polite live region while the browser is offline, and goes when it is back', () => {
    // The window's events reach TanStack's onlineManager once something listens to it.
    const stop = onlineManager.subscribe(() => {});
    const { container } = render(<OfflineBanner />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    goOffline();
    expect(region).toHaveTextContent(offlineWords.banner);
    expect(screen.getByText(offlineWords.banner)).toBeVisible();

    goOnline();
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByText(offlineWords.banner)).not.toBeInTheDocument();
    stop();
  });

  it("follows TanStack's onlineManager", () => {
    render(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(offlineWords.banner)).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(offlineWords.banner)).not.toBeInTheDocument();
  });
});

describe('an action while offline', () => {
  it('is disabled, described as "You\'re offline", and back on when the connection is', () => {
    render(
      <>
        <OfflineBanner />
        <Send />
      </>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription();

    act(() => onlineManager.setOnline(false));
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(offlineWords.offline);

    act(() => onlineManager.setOnline(true));
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription();
  });

  it("keeps the action's own description after the offline reason", () => {
    function Described() {
      const offline = useOfflineAction();
      return (
        <>
          <Button disabled aria-describedby={offline.describedBy('why')}>
            Offer more
          </Button>
          <p id="why">Nothing left to add</p>
        </>
      );
    }
    act(() => onlineManager.setOnline(false));
    render(
      <>
        <OfflineBanner />
        <Described />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Offer more' })).toHaveAccessibleDescription(
      `${offlineWords.offline} Nothing left to add`,
    );
  });
});

describe('the offline state', () => {
  it('says the screen will load when the connection is back', () => {
    render(<OfflineState />);
    expect(screen.getByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.getByText(offlineWords.screenMessage)).toBeInTheDocument();
  });
});
