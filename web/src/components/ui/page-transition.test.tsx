import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/api.tsx';
import type { PageTransition as PageTransitionType, TransitionType } from './page-transition.tsx';

// A fresh module per test: the page the app opens on (the first shown) plays no entrance.
let PageTransition: typeof PageTransitionType;
beforeEach(async () => {
  vi.resetModules();
  ({ PageTransition } = await import('./page-transition.tsx'));
});

const wrapperOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('PageTransition', () => {
  it('shows the page the app opens on at once, then plays the entrance on the next page', () => {
    const { rerender } = render(
      <PageTransition transitionKey="/welcome">
        <p>Welcome</p>
      </PageTransition>,
    );
    expect(wrapperOf('Welcome')).toHaveAttribute('data-transition', 'none');
    expect(wrapperOf('Welcome')).not.toHaveClass('page');
    expect(wrapperOf('Welcome').getAttribute('class')).toBeNull();
    rerender(
      <PageTransition transitionKey="/register">
        <p>Register</p>
      </PageTransition>,
    );
    expect(wrapperOf('Register')).toHaveAttribute('data-transition', 'fade');
    expect(wrapperOf('Register')).toHaveClass('page', 'fade');
  });

  it('plays the entrance when mounted after the first page (another layout)', () => {
    render(
      <PageTransition transitionKey="/welcome">
        <p>Welcome</p>
      </PageTransition>,
    ).unmount();
    render(
      <PageTransition transitionKey="/seek" type="slide-up">
        <p>Seek</p>
      </PageTransition>,
    );
    expect(wrapperOf('Seek')).toHaveAttribute('data-transition', 'slide-up');
  });

  it.each(['fade', 'slide-up', 'slide-in-right', 'scale', 'appear'] as TransitionType[])('plays %s', (type) => {
    const page = (key: string) => (
      <PageTransition transitionKey={key} type={type}>
        <p>Page</p>
      </PageTransition>
    );
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    expect(wrapperOf('Page')).toHaveAttribute('data-transition', type);
    expect(wrapperOf('Page')).toHaveClass(type);
  });

  it('lasts 250 ms by default', () => {
    const page = (key: string) => (
      <PageTransition transitionKey={key}>
        <p>Page</p>
      </PageTransition>
    );
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    expect(wrapperOf('Page')).toHaveAttribute('data-transition', 'fade');
    expect(wrapperOf('Page').style.getPropertyValue('--page-duration')).toBe('250ms');
  });

  it('plays no entrance where the member prefers reduced motion', () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    try {
      const page = (key: string) => (
        <PageTransition transitionKey={key} type="slide-up">
          <p>Page</p>
        </PageTransition>
      );
      const { rerender } = render(page('/a'));
      rerender(page('/b'));
      expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(wrapperOf('Page')).toHaveAttribute('data-transition', 'none');
      expect(wrapperOf('Page').getAttribute('class')).toBeNull();
      expect(wrapperOf('Page').style.getPropertyValue('--page-duration')).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('replays on a new key and keeps the content usable at once', async () => {
    let clicks = 0;
    const page = (key: string) => (
      <PageTransition transitionKey={key}>
        <button type="button" onClick={() => (clicks += 1)}>
          Go
        </button>
      </PageTransition>
    );
    const { rerender } = render(page('/a'));
    rerender(page('/b'));
    const first = screen.getByRole('button', { name: 'Go' }).parentElement;
    rerender(page('/c'));
    const second = screen.getByRole('button', { name: 'Go' }).parentElement;
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('data-transition', 'fade');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(clicks).toBe(1);
    expect(getComputedStyle(second as HTMLElement).pointerEvents).not.toBe('none');
  });
});
