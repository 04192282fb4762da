/** The feed card's "press → to swap" tip is for keyboards only: a phone has no arrow keys. */
import { feedMessages } from '@swapsies/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYBOARD_QUERY } from '@/components/ui/keyboard-hint.tsx';
import { stubMatchMedia } from '@/testing/api.tsx';
import { exploreAnswer, findCard, kettle, renderFeedPage } from '@/testing/feed.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubMedia(matching: string[]) {
  stubMatchMedia((query) => matching.includes(query));
}

describe('the keyboard tip on the feed card', () => {
  it('is not on a phone', async () => {
    stubMedia(['(max-width: 767.98px)', '(pointer: coarse)']);
    renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    await findCard('Red kettle');
    expect(screen.queryByText(feedMessages.keyboardHint)).not.toBeInTheDocument();
  });

  it('is there with a mouse on a wide screen', async () => {
    stubMedia([KEYBOARD_QUERY]);
    renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    await findCard('Red kettle');
    expect(screen.getByText(feedMessages.keyboardHint)).toBeVisible();
  });
});
