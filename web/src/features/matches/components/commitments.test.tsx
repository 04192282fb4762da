import {
  COMMITMENT_CHECK_MS,
  type Commitment,
  CommitmentStatus,
  commitmentMessages,
  type Match,
  matchMessages,
} from '@swapsies/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idsOf, ok, type RouteStubs, refusal, userItem } from '@/testing/api.tsx';
import { makeMatch, matchAnswer, renderMatches, tent, VIEWER_ID } from '@/testing/matches.tsx';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

afterEach(() => vi.useRealTimers());

/** Sam (the viewer) asked Alex for the bike and the tent for 2 hours; not accepted yet. */
function commitment(overrides: Partial<Commitment> = {}): Commitment {
  return {
    ID: 77,
    Status: CommitmentStatus.Pending,
    User1: VIEWER_ID,
    User2: 42,
    Items1: [11],
    Items2: [21],
    TTL: 2,
    ExpiresAt: null,
    ...overrides,
  };
}

/** The match answers `first`, then `after` once any commitment call has been made. */
function renderWith(first: Match, after: Match = first, handlers: RouteStubs = {}) {
  let acted = false;
  const actedOk = () => {
    acted = true;
    return ok;
  };
  return renderMatches('/matches/5', {
    getMatch: () => matchAnswer(acted ? after : first),
    offerCommitment: actedOk,
    acceptCommitment: actedOk,
    rejectCommitment: actedOk,
    recallCommitment: actedOk,
    clearCommitment: actedOk,
    ...handlers,
  });
}

function useClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
}

describe('the commitment status bar', () => {
  it('says a request is not accepted yet while pending', async () => {
    renderWith(makeMatch({ Commitment: commitment() }));
    expect(await screen.findByText(matchMessages.commitmentPending)).toBeInTheDocument();
  });

  it('counts down an accepted commitment every minute, then shows it expired with Clear', async () => {
    useClock();
    const accepted = commitment({
      Status: CommitmentStatus.Accepted,
      ExpiresAt: new Date(NOW + HOUR + 2 * 60 * 1000 + 30 * 1000).toISOString(),
    });
    const { api, user } = renderWith(makeMatch({ Commitment: accepted }), makeMatch());
    expect(await screen.findByText('1 hour, 2 minutes remaining')).toBeInTheDocument();
    // Once ExpiresAt is set the commitment buttons are gone.
    expect(screen.queryByRole('button', { name: matchMessages.requestCommit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: matchMessages.recall })).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(COMMITMENT_CHECK_MS));
    expect(screen.getByText('1 hour, 1 minute remaining')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(61 * COMMITMENT_CHECK_MS));
    expect(screen.getByText(matchMessages.commitmentLastMinute)).toBeInTheDocument();

    const fetchesBefore = api.callsTo('getMatch').length;
    await act(async () => vi.advanceTimersByTime(COMMITMENT_CHECK_MS));
    expect(screen.getByText(matchMessages.commitmentExpired)).toBeInTheDocument();
    // The expiry seen on screen refreshes the match.
    await waitFor(() => expect(api.callsTo('getMatch').length).toBeGreaterThan(fetchesBefore));

    await user.click(screen.getByRole('button', { name: matchMessages.clear }));
    await waitFor(() => expect(idsOf(api.callsTo('clearCommitment'))).toEqual(['77']));
    await waitFor(() => expect(screen.queryByText(matchMessages.commitmentExpired)).not.toBeInTheDocument());
  });

  it('shows an ExpiresAt already past as expired', async () => {
    useClock();
    renderWith(makeMatch({ Commitment: commitment({ Status: 2, ExpiresAt: new Date(NOW - 1000).toISOString() }) }));
    expect(await screen.findByText(matchMessages.commitmentExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: matchMessages.clear })).toBeInTheDocument();
  });
});

describe("'Request to Commit'", () => {
  async function openRequest(match: Match = makeMatch(), handlers: RouteStubs = {}) {
    const rendered = renderWith(match, makeMatch({ Commitment: commitment({ TTL: 5 }) }), handlers);
    await rendered.user.click(await screen.findByRole('button', { name: matchMessages.requestCommit }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: matchMessages.requestCommitTitle }) };
  }

  it('asks for an item of each side and a duration of 1 to 24 hours', async () => {
    const { user, dialog, api } = await openRequest();
    const send = within(dialog).getByRole('button', { name: matchMessages.sendRequest });
    expect(within(dialog).getByLabelText(matchMessages.commitDuration)).toHaveValue(24);

    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(commitmentMessages.noOwnItems);
    await user.click(within(dialog).getByRole('checkbox', { name: /Blue bike/ }));
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(commitmentMessages.noTheirItems);
    await user.click(within(dialog).getByRole('checkbox', { name: /Camping tent/ }));

    const duration = within(dialog).getByLabelText(matchMessages.commitDuration);
    for (const typed of ['0', '25', '2.5']) {
      await user.clear(duration);
      await user.type(duration, typed);
      await user.click(send);
      expect(await within(dialog).findByText(commitmentMessages.badDuration)).toBeInTheDocument();
    }
    expect(api.callsTo('offerCommitment')).toHaveLength(0);
  });

  it('sends the picked items and duration, then shows the pending request', async () => {
    const { user, dialog, api } = await openRequest(
      makeMatch({ Items1: [userItem(), userItem({ ID: 12, Name: 'Red kettle', Committed: true })] }),
    );
    // A committed item cannot be reserved again: it is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: /Red kettle/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Blue bike/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Camping tent/ }));
    const duration = within(dialog).getByLabelText(matchMessages.commitDuration);
    await user.clear(duration);
    await user.type(duration, '5');
    await user.click(within(dialog).getByRole('button', { name: matchMessages.sendRequest }));

    await waitFor(() => expect(api.callsTo('offerCommitment')).toHaveLength(1));
    const [call] = api.callsTo('offerCommitment');
    expect(call?.params.id).toBe('5');
    expect(call?.body).toEqual({ UserItemIDs: [11], DesiredItemIDs: [21], TTL: 5 });
    expect(await screen.findByText(matchMessages.commitmentPending)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: matchMessages.requestCommitTitle })).not.toBeInTheDocument();
    // Nothing is asked of the requester now: Recall waits in the menu.
    expect(screen.queryByRole('button', { name: matchMessages.requestCommit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    expect(screen.getByRole('menuitem', { name: matchMessages.recall })).toBeInTheDocument();
  });

  it('says the request failed with the refusal', async () => {
    const { user, dialog } = await openRequest(makeMatch(), {
      offerCommitment: refusal(409, 'ITEM_COMMITTED'),
    });
    await user.click(within(dialog).getByRole('checkbox', { name: /Blue bike/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Camping tent/ }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.sendRequest }));
    expect(await screen.findByText(matchMessages.requestFailed)).toBeInTheDocument();
    expect(screen.getByText('Hmm. Selected items are already committed in another match')).toBeInTheDocument();
  });

  it('is disabled, saying why, when a side has no free item', async () => {
    renderWith(makeMatch({ Items2: [tent({ Committed: true })] }));
    const button = await screen.findByRole('button', { name: matchMessages.requestCommit });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(matchMessages.noFreeItemsReason);
    expect(screen.getByText(matchMessages.noFreeItemsReason)).toBeVisible();
  });
});

describe("'Ready to commit?' and Recall", () => {
  /** Alex asked Sam (the viewer) for the bike, offering the tent, for 3 hours. */
  const incoming = makeMatch({
    Commitment: commitment({ User1: 42, User2: VIEWER_ID, Items1: [21], Items2: [11], TTL: 3 }),
  });

  it('opens by itself for the recipient, and Accept starts the countdown', async () => {
    useClock();
    const accepted = makeMatch({
      Commitment: commitment({ Status: 2, ExpiresAt: new Date(NOW + 3 * HOUR + 30 * 1000).toISOString() }),
    });
    const { api, user } = renderWith(incoming, accepted);
    const dialog = await screen.findByRole('dialog', { name: matchMessages.readyToCommitTitle });
    expect(within(dialog).getByText(matchMessages.readyToCommitText('Alex', 3))).toBeInTheDocument();
    expect(within(dialog).getByText('Blue bike')).toBeInTheDocument();
    expect(within(dialog).getByText('Camping tent')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: matchMessages.accept }));
    await waitFor(() => expect(idsOf(api.callsTo('acceptCommitment'))).toEqual(['77']));
    expect(await screen.findByText('3 hours, 0 minutes remaining')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: matchMessages.readyToCommitTitle })).not.toBeInTheDocument();
  });

  it('Reject turns the request down', async () => {
    const { api, user } = renderWith(incoming, makeMatch());
    const dialog = await screen.findByRole('dialog', { name: matchMessages.readyToCommitTitle });
    await user.click(within(dialog).getByRole('button', { name: matchMessages.reject }));
    await waitFor(() => expect(idsOf(api.callsTo('rejectCommitment'))).toEqual(['77']));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: matchMessages.readyToCommitTitle })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(matchMessages.commitmentPending)).not.toBeInTheDocument();
    expect(api.callsTo('acceptCommitment')).toHaveLength(0);
  });

  it('says an accept failed', async () => {
    const { user } = renderWith(incoming, incoming, { acceptCommitment: refusal(409, 'COMMITMENT_ACCEPTED') });
    const dialog = await screen.findByRole('dialog', { name: matchMessages.readyToCommitTitle });
    await user.click(within(dialog).getByRole('button', { name: matchMessages.accept }));
    expect(await screen.findByText(matchMessages.acceptFailed)).toBeInTheDocument();
  });

  it('closes on Escape without answering or leaving the match', async () => {
    const { api, user, router } = renderWith(incoming);
    await screen.findByRole('dialog', { name: matchMessages.readyToCommitTitle });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: matchMessages.readyToCommitTitle })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/matches/5');
    expect(screen.getByText(matchMessages.commitmentPending)).toBeInTheDocument();
    expect(api.callsTo('acceptCommitment')).toHaveLength(0);
    expect(api.callsTo('rejectCommitment')).toHaveLength(0);
    // It opens again from the match's menu.
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    await user.click(screen.getByRole('menuitem', { name: matchMessages.answerRequest }));
    expect(screen.getByRole('dialog', { name: matchMessages.readyToCommitTitle })).toBeInTheDocument();
  });

  it('answers from the page once the dialog is closed: Accept first, Reject beside it', async () => {
    const { api, user } = renderWith(incoming, makeMatch());
    await screen.findByRole('dialog', { name: matchMessages.readyToCommitTitle });
    await user.keyboard('{Escape}');
    const actions = await screen.findByRole('group', { name: matchMessages.actions });
    const buttons = within(actions).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      matchMessages.accept,
      matchMessages.reject,
      matchMessages.chat,
      matchMessages.moreActions,
    ]);
    await user.click(within(actions).getByRole('button', { name: matchMessages.reject }));
    await waitFor(() => expect(idsOf(api.callsTo('rejectCommitment'))).toEqual(['77']));
    expect(api.callsTo('acceptCommitment')).toHaveLength(0);
  });

  it('does not open for the requester, who can recall the request', async () => {
    const { api, user } = renderWith(makeMatch({ Commitment: commitment() }), makeMatch());
    await screen.findByText(matchMessages.commitmentPending);
    expect(screen.queryByRole('dialog', { name: matchMessages.readyToCommitTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: matchMessages.requestCommit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    await user.click(screen.getByRole('menuitem', { name: matchMessages.recall }));
    await waitFor(() => expect(idsOf(api.callsTo('recallCommitment'))).toEqual(['77']));
    expect(await screen.findByRole('button', { name: matchMessages.requestCommit })).toBeEnabled();
    expect(screen.queryByText(matchMessages.commitmentPending)).not.toBeInTheDocument();
  });
});
