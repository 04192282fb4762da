import { FEED_LOADING_MS, type FeedItem } from '@swapsies/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forId, never, ok } from '@/testing/api.tsx';
import {
  exploreAnswer,
  exploreInTurn,
  feedItem,
  findCard,
  likeAnswer,
  myBike,
  myBooks,
  renderFeedPage,
} from '@/testing/feed.tsx';
import { PHOTO_WAIT_MS } from '../hooks/use-feed.ts';

// Each test shows items of its own: a photo decoded ahead stays ready for the rest of the file.
const itemsFrom = (firstId: number): [FeedItem, FeedItem] => [
  feedItem({ ID: firstId, Name: `Item ${firstId}` }),
  feedItem({ ID: firstId + 1, Name: `Item ${firstId + 1}` }),
];
/** The card's first photo: the address of its thumbnail, which names it (LazyImage's src). */
const photoOf = (id: number) => `/api/v1/file?path=items%2F${id}-1-thumb.jpg&token=media-token`;
/** The frame of the card's photo of item `id` (LazyImage's, which says whether it has loaded). */
const photoFrame = (card: HTMLElement, id: number) =>
  [...card.querySelectorAll('img')].find((img) => img.getAttribute('src') === photoOf(id))?.closest('[data-state]');
/** What an image chooses its file from: its <picture>'s sources (type, srcset, sizes), then its own srcset and sizes. */
const sourcesOf = (img: Element) => [
  ...[...(img.closest('picture')?.querySelectorAll('source') ?? [])].map(
    (source) => `${source.getAttribute('type')} ${source.getAttribute('srcset')} ${source.getAttribute('sizes')}`,
  ),
  `${img.getAttribute('srcset')} ${img.getAttribute('sizes')}`,
];
const loader = () => screen.queryByRole('status', { name: 'Finding the next item' });

/**
 * jsdom decodes no images: HTMLImageElement.decode stands in, recording each address asked for
 * (with whether the loading animation was on screen) and settling as `settle` says.
 */
function stubDecode(settle: () => Promise<void> = () => Promise.resolve()) {
  const decoded: Array<{ src: string | null; sources: string[]; duringAnimation: boolean }> = [];
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      decoded.push({ src: this.getAttribute('src'), sources: sourcesOf(this), duringAnimation: loader() !== null });
      return settle();
    },
  });
  return decoded;
}

afterEach(() => {
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('the next card', () => {
  it('plays the loading animation from the press, before the Skip is answered', async () => {
    const [first, second] = itemsFrom(61);
    renderFeedPage({ exploreItem: exploreInTurn(first, second), skipItem: never });
    const card = await findCard('Item 61');
    fireEvent.click(within(card).getByRole('button', { name: 'Skip' }));
    // In the same task as the press: the frame after it shows the animation.
    expect(loader()).toBeInTheDocument();
  });

  it('is asked for, and its photo decoded, during the animation; it shows with its photo loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const decoded = stubDecode();
    const [first, second] = itemsFrom(71);
    const explored: number[] = [];
    let pressedAt = 0;
    const { api } = renderFeedPage({
      exploreItem: () => {
        explored.push(Date.now() - pressedAt);
        return exploreAnswer(explored.length === 1 ? first : second);
      },
      skipItem: forId(71, ok),
    });
    const card = await findCard('Item 71');
    pressedAt = Date.now();
    fireEvent.click(within(card).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(decoded.map((entry) => entry.src)).toContain(photoOf(72)));
    expect(api.callsTo('exploreItem')).toHaveLength(2);
    // The request went out after the Skip was recorded, within the animation's second.
    expect(explored[1]).toBeLessThan(FEED_LOADING_MS);
    expect(decoded.find((entry) => entry.src === photoOf(72))?.duringAnimation).toBe(true);
    expect(loader()).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(FEED_LOADING_MS));
    const next = await findCard('Item 72');
    // Decoded ahead: the card's photo is loaded as it first shows, not fetched now.
    expect(photoFrame(next, 72)).toHaveAttribute('data-state', 'loaded');
    // The preload chose from the very sources the card's <picture> offers (WebP first), so fetched the same file.
    const photo = [...next.querySelectorAll('img')].find((img) => img.getAttribute('src') === photoOf(72));
    expect(photo?.closest('picture')).not.toBeNull();
    expect(decoded.find((entry) => entry.src === photoOf(72))?.sources).toEqual(sourcesOf(photo as HTMLImageElement));
  });

  it('waits for its photo after the animation, and shows without it once the photo is late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const decoded = stubDecode(() => new Promise(() => {}));
    const [first, second] = itemsFrom(81);
    renderFeedPage({ exploreItem: exploreInTurn(first, second), skipItem: forId(81, ok) });
    // The first card's photo never decodes either: it shows once its wait is over.
    await act(() => vi.advanceTimersByTimeAsync(PHOTO_WAIT_MS));
    fireEvent.click(within(await findCard('Item 81')).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(decoded.map((entry) => entry.src)).toContain(photoOf(82)));
    await act(() => vi.advanceTimersByTimeAsync(FEED_LOADING_MS + 100));
    expect(loader()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PHOTO_WAIT_MS));
    const next = await findCard('Item 82');
    expect(photoFrame(next, 82)).toHaveAttribute('data-state', 'loading');
  });

  it('comes back, and no animation plays, when a Swap needs an offer first', async () => {
    const [first, second] = itemsFrom(91);
    const { user } = renderFeedPage(
      {
        exploreItem: exploreInTurn(first, second),
        likeItem: forId(91, likeAnswer({ ItemsForExange: [myBike, myBooks] })),
      },
      { dashboard: { Items: [myBike, myBooks] } },
    );
    await user.click(within(await findCard('Item 91')).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByRole('dialog', { name: 'What would you like to offer?' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Item 91' })).toBeInTheDocument();
    expect(loader()).not.toBeInTheDocument();
  });
});
