import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageTransition, type TransitionType } from './page-transition.tsx';

describe('PageTransition', () => {
  it.each(['fade', 'slide-up', 'slide-in-right', 'scale', 'appear'] as TransitionType[])('plays %s', (type) => {
    render(
      <PageTransition transitionKey="/a" type={type}>
        <p>Page</p>
      </PageTransition>,
    );
    const wrapper = screen.getByText('Page').parentElement;
    expect(wrapper).toHaveAttribute('data-transition', type);
    expect(wrapper).toHaveClass(type);
  });

  it('lasts 1200 ms by default', () => {
    render(
      <PageTransition transitionKey="/a">
        <p>Page</p>
      </PageTransition>,
    );
    const wrapper = screen.getByText('Page').parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('data-transition', 'fade');
    expect(wrapper.style.getPropertyValue('--page-duration')).toBe('1200ms');
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
    const first = screen.getByRole('button', { name: 'Go' }).parentElement;
    rerender(page('/b'));
    const second = screen.getByRole('button', { name: 'Go' }).parentElement;
    expect(second).not.toBe(first);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(clicks).toBe(1);
    expect(getComputedStyle(second as HTMLElement).pointerEvents).not.toBe('none');
  });
});
