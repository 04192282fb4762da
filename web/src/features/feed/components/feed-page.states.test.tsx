import { httpMessages } from '@swapsies/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { refusal, reliability, serviceUnavailable, unreachable } from '@/testing/api.tsx';
import { exploreAnswer, exploreInTurn, exploreTypes, findCard, kettle, lamp, renderFeedPage } from '@/testing/feed.tsx';

describe('feed states', () => {
  it('shows the card of the next item: photos, category, location, name, owner and description', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    expect(screen.getByRole('heading', { level: 1, name: 'Swipe and Seek' })).toBeInTheDocument();
    const card = await findCard('Red kettle');
    expect(within(card).getByRole('region', { name: 'Photos of Red kettle' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Category: Home & Garden' })).toBeInTheDocument();
    expect(within(card).getByText('York')).toBeInTheDocument();
    expect(within(card).getByText('From Jo')).toBeInTheDocument();
    expect(within(card).getByText('A cheerful red kettle that boils fast.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Swap' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Skip' })).toBeEnabled();
  });

  it("shows the owner's reliability line under their name", async () => {
    renderFeedPage({ exploreItem: exploreAnswer({ ...kettle, Reliability: reliability({ Swaps: 1, NoShows: 2 }) }) });
    const card = await findCard('Red kettle');
    expect(card).toHaveTextContent('1 swap · 2 no-shows');
    expect(within(card).getByText('Over the last 6 months: 1 swap, 2 no-shows')).toBeInTheDocument();
  });

  it("shows the photo at the card's size: WebP first, the stored JPEG as the fallback, the thumbnail wherever it is enough", async () => {
    renderFeedPage({
      exploreItem: exploreAnswer({
        ...kettle,
        Photos: [{ ID: 1, Path: 'items/k.jpg', Thumbnail: 'items/k-thumb.jpg' }],
      }),
    });
    const card = await findCard('Red kettle');
    const file = (path: string) => `/api/v1/file?path=${encodeURIComponent(path)}&token=media-token`;
    const photo = within(card)
      .getByRole('button', { name: 'Open Red kettle, photo 1 in the photo viewer' })
      .querySelector('img');
    const source = photo?.parentElement?.querySelector('source');
    expect(photo?.parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      `${file('items/k-small.webp')} 400w, ${file('items/k-thumb.webp')} 800w, ${file('items/k.webp')} 2048w`,
    );
    expect(source).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
    expect(photo).toHaveAttribute('src', file('items/k-thumb.jpg'));
    expect(photo).toHaveAttribute('srcset', `${file('items/k-thumb.jpg')} 800w, ${file('items/k.jpg')} 2048w`);
  });

  it('says when a photo is no longer available', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    const card = await findCard('Red kettle');
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(within(card).getByText('Image no longer available')).toBeInTheDocument();
  });

  it('reloads on a pull down from the top of the page', async () => {
    const { api } = renderFeedPage({ exploreItem: exploreInTurn(kettle, lamp) });
    await findCard('Red kettle');
    const area = screen.getByTestId('pull-to-refresh-indicator').parentElement as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientX: 50, clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 50, clientY: 190 }] });
    fireEvent.touchEnd(area);
    expect(await findCard('Brass lamp')).toBeInTheDocument();
    expect(api.callsTo('getDashboard')).toHaveLength(2);
  });

  it('plays the loading animation while the first item loads', async () => {
    renderFeedPage({ exploreItem: () => new Promise(() => {}) });
    expect(await screen.findByRole('status', { name: 'Finding the next item' })).toBeInTheDocument();
  });

  it('asks a member without items of their own to give first, without asking for an item', async () => {
    const { api } = renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { dashboard: { Items: [] } });
    expect(await screen.findByRole('heading', { name: 'Give to get!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute('href', '/add-item');
    expect(api.callsTo('exploreItem')).toHaveLength(0);
  });

  it('asks the same when the server answers NO_OWN_ITEMS', async () => {
    renderFeedPage({ exploreItem: refusal(400, 'NO_OWN_ITEMS') });
    expect(await screen.findByRole('heading', { name: 'Give to get!' })).toBeInTheDocument();
  });

  it('says when everything on Friends has been seen, with ways to see more', async () => {
    const { user, router } = renderFeedPage({ exploreItem: exploreAnswer(null) });
    expect(await screen.findByRole('heading', { name: "You've seen it all!" }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Items' })).toHaveAttribute('href', '/add-item');
    expect(screen.getByRole('link', { name: 'Invite Friends' })).toHaveAttribute('href', '/friends');
    await user.click(screen.getByRole('button', { name: 'Open more categories' }));
    expect(localStorage.getItem(localKeys.openCategorySelector)).toBe('true');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('offers only Add Items when everything on Everyone has been seen, anywhere', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(null) }, { storedFilter: '1', dashboard: { SearchRadius: 0 } });
    expect(await screen.findByRole('heading', { name: "You've seen it all!" }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite Friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open more categories' })).not.toBeInTheDocument();
  });

  it('shows the Friends+ progress under 5 friends, without asking for an item', async () => {
    const { api } = renderFeedPage(
      { exploreItem: exploreAnswer(kettle) },
      { storedFilter: '3', dashboard: { FriendsCount: 2 } },
    );
    expect(await screen.findByRole('heading', { name: 'Friends of Friends Mode' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2/5 friends added' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('link', { name: 'Invite Friends' })).toHaveAttribute('href', '/friends');
    expect(api.callsTo('exploreItem')).toHaveLength(0);
  });

  it('shows the Friends+ progress when the server answers NOT_ENOUGH_FRIENDS', async () => {
    renderFeedPage(
      { exploreItem: refusal(400, 'NOT_ENOUGH_FRIENDS') },
      { storedFilter: '3', dashboard: { FriendsCount: 5 } },
    );
    expect(await screen.findByRole('heading', { name: 'Friends of Friends Mode' })).toBeInTheDocument();
  });

  it('says something went wrong when the item fails to load, and Try Again loads it', async () => {
    let fail = true;
    const { user } = renderFeedPage({
      exploreItem: () => (fail ? refusal(500, 'INTERNAL_ERROR') : exploreAnswer(kettle)),
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to load next item')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await findCard('Red kettle')).toBeInTheDocument();
  });

  it("says Swapsies can't be reached, not that something went wrong, when an outage stops the item", async () => {
    renderFeedPage({ exploreItem: serviceUnavailable });
    expect(
      await screen.findByRole('heading', { name: httpMessages.serviceUnavailable }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load next item')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says the server cannot be reached when there is no answer', async () => {
    renderFeedPage({ exploreItem: unreachable });
    expect(
      await screen.findByText('Failed to connect to the server. Please try again later', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says the user data failed to load, and Try Again asks again', async () => {
    const { api, user } = renderFeedPage({ getDashboard: refusal(500, 'INTERNAL_ERROR') });
    expect(await screen.findByText('Failed to load user data', undefined, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(api.callsTo('getDashboard').length).toBeGreaterThan(1);
  });
});

describe('filters', () => {
  it('starts on Friends and remembers the chosen tab', async () => {
    const first = renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { dashboard: { FriendsCount: 6 } });
    const tabs = await screen.findByRole('tablist', { name: 'Whose items to see' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Friends', 'Friends+', 'Everyone']);
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    await findCard('Red kettle');
    await first.user.click(screen.getByRole('tab', { name: 'Friends+' }));
    expect(screen.getByRole('tab', { name: 'Friends+' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem(localKeys.feedFilter)).toBe('3');
    await findCard('Red kettle');
    expect(exploreTypes(first.api)).toEqual(['2', '3']);
    first.unmount();

    renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { dashboard: { FriendsCount: 6 } });
    expect(await screen.findByRole('tab', { name: 'Friends+' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    await findCard('Red kettle');
    screen.getByRole('tab', { name: 'Friends' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Everyone' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Everyone' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Everyone as coming soon when the server disables it', async () => {
    const { api } = renderFeedPage(
      { exploreItem: exploreAnswer(kettle) },
      { storedFilter: '1', config: { EveryoneFeed: 'disabled' } },
    );
    expect(await screen.findByRole('heading', { name: 'Coming soon, bear with us!' })).toBeInTheDocument();
    expect(api.callsTo('exploreItem')).toHaveLength(0);
  });

  it('browses Everyone, open unless the server disables it', async () => {
    const { api } = renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { storedFilter: '1' });
    await findCard('Red kettle');
    expect(exploreTypes(api)).toEqual(['1']);
  });

  it('gives charities no tabs, always asks for type 1, and says when there is nothing for now', async () => {
    const { api } = renderFeedPage(
      { exploreItem: exploreAnswer(null) },
      { dashboard: { Type: 2, Items: [] }, storedFilter: '3' },
    );
    expect(await screen.findByRole('heading', { name: "That's it for now" }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Please check back later')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // Charities always use type 1, Everyone, whatever filter is remembered on this device.
    expect(exploreTypes(api)).toEqual(['1']);
  });

  it('lets charities browse items without items of their own', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { dashboard: { Type: 2, Items: [] } });
    expect(await findCard('Red kettle')).toBeInTheDocument();
  });
});
