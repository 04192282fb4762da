import type { ConfirmExchangeAnswer } from '@swapsies/contract';
import { type Match, MatchType, matchMessages, StandIn } from '@swapsies/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { forId, type MockAnswer, mockApi, ok, type RouteStubs, refusal, userItem } from '@/testing/api.tsx';
import {
  charityMember,
  makeMatch,
  matchAnswer,
  member,
  renderMatches,
  standIn,
  tent,
  VIEWER_ID,
} from '@/testing/matches.tsx';
import { SwappedModal } from './swapped-modal.tsx';

function confirmAnswer(Completed: boolean, ExpiresAt: string | null = null): MockAnswer<ConfirmExchangeAnswer> {
  return { body: { Success: true, ErrorCode: '', Completed, ExpiresAt } };
}

function renderDetail(match: Match, handlers: RouteStubs = {}, dashboard = {}) {
  return renderMatches('/matches/5', { getMatch: forId(5, matchAnswer(match)), ...handlers }, { dashboard });
}

/**
 * Opens 'Swapped?' from wherever the match puts it: the primary button when confirming is the next
 * action, otherwise the menu (with "Withdraw confirmation" once the viewer confirmed).
 */
async function openSwapped(user: ReturnType<typeof userEvent.setup>, label: string = matchMessages.confirmSwap) {
  const actions = await screen.findByRole('group', { name: matchMessages.actions });
  const primary = within(actions).queryByRole('button', { name: label });
  if (primary) await user.click(primary);
  else {
    await user.click(within(actions).getByRole('button', { name: matchMessages.moreActions }));
    await user.click(
      screen.getByRole('menuitem', { name: new RegExp(`^(${label}|${matchMessages.withdrawConfirmation})$`) }),
    );
  }
  return screen.findByRole('dialog', { name: matchMessages.swappedTitle });
}

describe("the 'Swapped?' dialog", () => {
  it('lists the items of both sides, says the partner has an hour, and Select All picks them all', async () => {
    const { api, user } = renderDetail(makeMatch({ Items2: [tent(), tent({ ID: 22, Name: 'Sleeping bag' })] }), {
      confirmExchange: forId(5, confirmAnswer(false, '2030-01-01T12:00:00.000Z')),
    });
    const dialog = await openSwapped(user);
    expect(within(dialog).getByText(matchMessages.confirmWindow('Alex'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    expect(within(dialog).getByText(matchMessages.confirmNone)).toBeInTheDocument();
    expect(api.callsTo('confirmExchange')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: matchMessages.selectAll }));
    for (const name of ['Blue bike', 'Camping tent', 'Sleeping bag']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
    }
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sleeping bag' }));
    expect(within(dialog).getByRole('checkbox', { name: matchMessages.selectAll })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    await waitFor(() => expect(api.callsTo('confirmExchange')).toHaveLength(1));
    expect(api.callsTo('confirmExchange')[0]?.body).toEqual({ ItemIDs: [11, 21] });
  });

  it('has no Select All with a single item to pick', async () => {
    const { user } = renderDetail(
      makeMatch({
        Type: MatchType.Pint,
        Items1: [standIn(StandIn.Pint)],
        User1: member(),
        User2: member({ ID: VIEWER_ID }),
        Items2: [userItem()],
      }),
    );
    const dialog = await openSwapped(user);
    expect(within(dialog).getByText(matchMessages.pintRecipientConfirm('Alex'))).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Blue bike' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: matchMessages.selectAll })).not.toBeInTheDocument();
  });

  it('after the first confirmation says how long the partner has, and the confirmation can be withdrawn', async () => {
    const { api, user } = renderDetail(makeMatch(), {
      confirmExchange: forId(5, confirmAnswer(false, '2030-01-01T12:00:00.000Z')),
      unconfirmExchange: forId(5, ok),
    });
    const dialog = await openSwapped(user);
    await user.click(within(dialog).getByRole('checkbox', { name: matchMessages.selectAll }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    expect(
      await within(dialog).findByText(/You confirmed the swap\. Alex has until .+ to confirm it too\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.unconfirm }));
    await waitFor(() => expect(api.callsTo('unconfirmExchange')).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: matchMessages.confirm })).toBeInTheDocument();
  });

  it('shows a waiting confirmation of the viewer from the match', async () => {
    const { user } = renderDetail(
      makeMatch({ Exchange: { ConfirmedBy: VIEWER_ID, ItemIDs: [11], ExpiresAt: '2030-01-01T12:00:00.000Z' } }),
    );
    const dialog = await openSwapped(user);
    expect(within(dialog).getByRole('button', { name: matchMessages.unconfirm })).toBeInTheDocument();
  });

  it('completes the exchange: the success panel, a refreshed dashboard, and on to /matches', async () => {
    const { api, user, router } = renderDetail(
      makeMatch({ Exchange: { ConfirmedBy: 42, ItemIDs: [21], ExpiresAt: '2030-01-01T12:00:00.000Z' } }),
      { confirmExchange: forId(5, confirmAnswer(true)) },
    );
    const dialog = await openSwapped(user);
    expect(within(dialog).getByText(matchMessages.partnerConfirmed('Alex'))).toBeInTheDocument();
    const dashboardCalls = api.callsTo('getDashboard').length;
    await user.click(within(dialog).getByRole('checkbox', { name: 'Camping tent' }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    expect(await within(dialog).findByText(matchMessages.confirmSuccess)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('getDashboard').length).toBeGreaterThan(dashboardCalls));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.goToMatches }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });

  it('keeps the success panel when the live stream refetches the match it ended', async () => {
    const waiting = makeMatch({ Exchange: { ConfirmedBy: 42, ItemIDs: [21], ExpiresAt: '2030-01-01T12:00:00.000Z' } });
    let current = waiting;
    const { queryClient, router, user } = renderDetail(waiting, {
      getMatch: () => matchAnswer(current),
      confirmExchange: forId(5, confirmAnswer(true)),
    });
    const dialog = await openSwapped(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Camping tent' }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    expect(await within(dialog).findByText(matchMessages.confirmSuccess)).toBeInTheDocument();

    current = makeMatch({ Deleted: true, DeletedBy: VIEWER_ID, Exchange: null });
    await act(() => queryClient.invalidateQueries({ queryKey: ['matches', 5] }));
    // A redirect would go by the router's next turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(dialog).getByText(matchMessages.confirmSuccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches/5');
    await user.click(within(dialog).getByRole('button', { name: matchMessages.goToMatches }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });

  it('says when the confirmation failed', async () => {
    const { user } = renderDetail(makeMatch(), { confirmExchange: refusal(409, 'MATCH_ENDED') });
    const dialog = await openSwapped(user);
    await user.click(within(dialog).getByRole('checkbox', { name: matchMessages.selectAll }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    expect(await within(dialog).findByText(matchMessages.confirmFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This match has ended');
  });

  it('lets the pint buyer confirm with an empty list', async () => {
    const { api, user } = renderDetail(makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] }), {
      confirmExchange: forId(5, confirmAnswer(false, '2030-01-01T12:00:00.000Z')),
    });
    const dialog = await openSwapped(user);
    expect(within(dialog).getByText(matchMessages.pintBuyerConfirm('Alex'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    await waitFor(() => expect(api.callsTo('confirmExchange')[0]?.body).toEqual({ ItemIDs: [] }));
  });

  it('lets the charity confirm receipt of every item of the donor', async () => {
    const { api, user } = renderDetail(
      makeMatch({
        Type: MatchType.Charity,
        User1: charityMember({ ID: VIEWER_ID }),
        Items1: [standIn(StandIn.Charity)],
        Items2: [tent(), tent({ ID: 22, Name: 'Sleeping bag' })],
      }),
      { confirmExchange: forId(5, confirmAnswer(false, '2030-01-01T12:00:00.000Z')) },
      { Type: 2 },
    );
    const dialog = await openSwapped(user, matchMessages.confirmReceived);
    expect(within(dialog).getByText(matchMessages.charityConfirm('Alex'))).toBeInTheDocument();
    expect(within(dialog).getByText('Sleeping bag')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.confirm }));
    await waitFor(() => expect(api.callsTo('confirmExchange')[0]?.body).toEqual({ ItemIDs: [21, 22] }));
  });

  it('lets the donor pick what they gave the charity', async () => {
    const { user } = renderDetail(
      makeMatch({ Type: MatchType.Charity, User2: charityMember(), Items2: [standIn(StandIn.Charity)] }),
    );
    const dialog = await openSwapped(user, matchMessages.confirmDonation);
    expect(within(dialog).getByText(matchMessages.donorConfirm('Leeds Food Bank'))).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Blue bike' })).toBeInTheDocument();
  });

  it('hides the confirm button from a donor when the donation stand-in is missing', async () => {
    const { user } = renderDetail(makeMatch({ Type: MatchType.Charity, User2: charityMember(), Items2: [tent()] }));
    await screen.findByRole('heading', { level: 1, name: 'Leeds Food Bank' });
    expect(screen.queryByRole('button', { name: matchMessages.confirmDonation })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    expect(screen.queryByRole('menuitem', { name: matchMessages.confirmDonation })).not.toBeInTheDocument();
  });

  it('says so when the viewer has no items to exchange', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    mockApi({});
    const match = makeMatch({
      Type: MatchType.Pint,
      User1: member(),
      Items1: [standIn(StandIn.Pint)],
      User2: member({ ID: VIEWER_ID }),
      Items2: [],
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: <SwappedModal match={match} viewerId={VIEWER_ID} partnerName="Alex" open onClose={() => {}} />,
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: matchMessages.swappedTitle });
    expect(within(dialog).getByText(matchMessages.confirmNoItems)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: matchMessages.confirm })).not.toBeInTheDocument();
  });
});

describe('the completed swaps beside the partner', () => {
  it.each([
    [0, '0 completed swaps'],
    [1, '1 completed swap'],
    [4, '4 completed swaps'],
  ])('shows %i as "%s"', async (count, text) => {
    renderDetail(makeMatch({ User2: member({ CompletedSwaps: count }) }));
    const card = await screen.findByRole('region', { name: 'Your match' });
    expect(within(card).getByText(text)).toBeInTheDocument();
  });
});
