/** The feed near me (issue 28): distance on the card, no area, nothing near and looking further, Friends+ nearby only. */
import { areaMessages, feedMessages, profileMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, updatedUser } from '@/testing/api.tsx';
import { exploreAnswer, exploreTypes, feedItem, findCard, kettle, renderFeedPage } from '@/testing/feed.tsx';

const nearbyOnly = () => screen.findByRole('switch', { name: areaMessages.nearbyOnly });

describe('the card', () => {
  it('shows how far the owner is, and their town', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(feedItem({ Distance: 'about 3 miles', Town: 'Leeds' })) });
    expect(within(await findCard('Red kettle')).getByText('about 3 miles · Leeds')).toBeInTheDocument();
  });

  it('shows the town alone when the viewer has no area, and nothing when the owner has none', async () => {
    const { unmount } = renderFeedPage({ exploreItem: exploreAnswer(feedItem({ Town: 'Leeds' })) });
    expect(within(await findCard('Red kettle')).getByText('Leeds')).toBeInTheDocument();
    unmount();
    renderFeedPage({ exploreItem: exploreAnswer(kettle) });
    expect(within(await findCard('Red kettle')).queryByText(/ · |miles?$/)).not.toBeInTheDocument();
  });
});

describe('Everyone', () => {
  it('asks a member with no area to set one, and leads to it', async () => {
    const { user, router } = renderFeedPage({ exploreItem: refusal(400, 'NO_AREA') }, { storedFilter: '1' });
    expect(
      await screen.findByRole('heading', { name: areaMessages.noAreaTitle }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(areaMessages.noAreaText)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: areaMessages.setArea }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.hash).toBe('#area');
  });

  it('looks further when nothing is left near: the next radius out, and the feed asked again', async () => {
    const { user, api } = renderFeedPage(
      { exploreItem: exploreAnswer(null), updateUser: updatedUser({ SearchRadius: 10 }) },
      { storedFilter: '1', dashboard: { SearchRadius: 10 } },
    );
    expect(
      await screen.findByRole('heading', { name: areaMessages.nothingNearTitle }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(areaMessages.nothingNearText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: feedMessages.addItems })).toHaveAttribute('href', '/add-item');
    await user.click(screen.getByRole('button', { name: areaMessages.lookFurther }));
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ SearchRadius: 25 });
    await waitFor(() => expect(exploreTypes(api)).toEqual(['1', '1']));
  });

  it('lets a charity look further too', async () => {
    const { user, api } = renderFeedPage(
      { exploreItem: exploreAnswer(null), updateUser: updatedUser({ Type: 2 }) },
      { dashboard: { Type: 2, Items: [], SearchRadius: 25 } },
    );
    expect(await screen.findByRole('heading', { name: "That's it for now" }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: areaMessages.lookFurther }));
    await waitFor(() => expect(api.callsTo('updateUser')[0]?.body).toEqual({ SearchRadius: 0 }));
  });
});

describe('Friends+ nearby only', () => {
  it('is a switch on the tab that saves FriendsPlusNearby and asks for the feed again', async () => {
    const { user, api } = renderFeedPage(
      { exploreItem: exploreAnswer(kettle), updateUser: updatedUser({ FriendsCount: 6 }) },
      { storedFilter: '3', dashboard: { FriendsCount: 6 } },
    );
    await findCard('Red kettle');
    expect(await nearbyOnly()).not.toBeChecked();
    await user.click(await nearbyOnly());
    expect(await nearbyOnly()).toBeChecked();
    await waitFor(() => expect(api.callsTo('updateUser')).toHaveLength(1));
    expect(api.callsTo('updateUser')[0]?.body).toEqual({ FriendsPlusNearby: true });
    await waitFor(() => expect(exploreTypes(api)).toEqual(['3', '3']));
  });

  it('goes back when the server refuses, saying so', async () => {
    const { user } = renderFeedPage(
      { exploreItem: exploreAnswer(kettle), updateUser: refusal(500, 'INTERNAL_ERROR') },
      { storedFilter: '3', dashboard: { FriendsCount: 6, FriendsPlusNearby: true } },
    );
    await findCard('Red kettle');
    await user.click(await nearbyOnly());
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(await nearbyOnly()).toBeChecked();
  });

  it('is not on the other tabs', async () => {
    renderFeedPage({ exploreItem: exploreAnswer(kettle) }, { dashboard: { FriendsCount: 6 } });
    await findCard('Red kettle');
    expect(screen.queryByRole('switch', { name: areaMessages.nearbyOnly })).not.toBeInTheDocument();
  });
});
