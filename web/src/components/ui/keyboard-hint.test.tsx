import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/testing/api.tsx';
import { KEYBOARD_QUERY, KeyboardHint } from './keyboard-hint.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A browser whose media queries match only those given. */
function stubMedia(matching: string[]) {
  stubMatchMedia((query) => matching.includes(query));
}

describe('KeyboardHint', () => {
  it('shows where there is a mouse on a wide screen', () => {
    stubMedia([KEYBOARD_QUERY]);
    render(<KeyboardHint>Tip: press → to swap or ← to skip.</KeyboardHint>);
    expect(screen.getByText('Tip: press → to swap or ← to skip.')).toBeVisible();
  });

  it('is not there on a phone (touch, or the phone-width layout), which has no arrow keys', () => {
    stubMedia(['(pointer: coarse)', '(max-width: 767.98px)']);
    const { container } = render(<KeyboardHint>Tip: press → to swap or ← to skip.</KeyboardHint>);
    expect(container).toBeEmptyDOMElement();
  });
});
