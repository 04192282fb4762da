import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SplashScreen } from '@/components/ui/splash-screen.tsx';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { SplashGate } from './splash-gate.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const splash = () => screen.queryByTestId('splash');

describe('splash', () => {
  it('lasts 5000 ms for a visitor without a session, fading during the last 1000 ms', () => {
    const onComplete = vi.fn();
    render(<SplashGate pathname="/" onComplete={onComplete} />);
    expect(splash()).toHaveAttribute('data-state', 'showing');
    advance(3999);
    expect(splash()).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(splash()).toHaveAttribute('data-state', 'fading');
    advance(999);
    expect(splash()).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(splash()).not.toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('lasts 4000 ms when signed in', () => {
    localStorage.setItem(localKeys.authToken, 'token');
    render(<SplashGate pathname="/seek" />);
    advance(2999);
    expect(splash()).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(splash()).toHaveAttribute('data-state', 'fading');
    advance(1000);
    expect(splash()).not.toBeInTheDocument();
  });

  it('shows once per session', () => {
    const first = render(<SplashGate pathname="/" />);
    expect(splash()).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.splashShown)).toBe('true');
    advance(5000);
    first.unmount();
    // A reload in the same session
    render(<SplashGate pathname="/" />);
    expect(splash()).not.toBeInTheDocument();
  });

  it('comes back in a new session (flag cleared, as on log out)', () => {
    sessionStorage.setItem(sessionKeys.splashShown, 'true');
    sessionStorage.removeItem(sessionKeys.splashShown);
    render(<SplashGate pathname="/welcome" />);
    expect(splash()).toBeInTheDocument();
  });

  it.each(['/tech-support', '/tech-support/'])('is never shown on %s', (pathname) => {
    render(<SplashGate pathname={pathname} />);
    expect(splash()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.splashShown)).toBeNull();
  });

  it('defaults to 2500 ms as a widget, fading from 1500 ms', () => {
    const onComplete = vi.fn();
    render(<SplashScreen onComplete={onComplete} />);
    advance(1499);
    expect(splash()).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(splash()).toHaveAttribute('data-state', 'fading');
    advance(1000);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('is a white overlay hidden from assistive technology', () => {
    render(<SplashGate pathname="/" />);
    expect(splash()).toHaveAttribute('aria-hidden', 'true');
  });
});
