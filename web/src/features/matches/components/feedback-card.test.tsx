import {
  codeMessages,
  FEEDBACK_TEXT_MAX,
  type FeedbackAnswer,
  type FeedbackBody,
  feedbackMessages,
  feedbackWords,
  type Match,
  type MatchFeedback,
  matchMessages,
} from '@swapsies/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockAnswer, type RouteStubs, refusal } from '@/testing/api.tsx';
import { makeMatch, matchAnswer, matchesAnswer, renderMatches, startEachTestAt } from '@/testing/matches.tsx';

/** Saturday 12 December 2026, noon: winter, so UK time is UTC. */
const NOW = Date.parse('2026-12-12T12:00:00.000Z');
/** The window closes a week after the swap was confirmed: Thursday 17 December. */
const OPEN_UNTIL = '2026-12-17T09:00:00.000Z';

startEachTestAt(NOW);

function feedback(overrides: Partial<MatchFeedback> = {}): MatchFeedback {
  return { OpenUntil: OPEN_UNTIL, Given: null, Received: null, ...overrides };
}

/** A swap confirmed by both, which ended the match and opened feedback. */
function swapped(overrides: Partial<MatchFeedback> = {}): Match {
  return makeMatch({ Deleted: true, DeletedBy: 7, Feedback: feedback(overrides) });
}

/** The match answers `first`, then `after` once feedback has been given. */
function renderWith(first: Match, after: Match = first, handlers: RouteStubs = {}) {
  let given = false;
  return renderMatches('/matches/5', {
    getMatch: () => matchAnswer(given ? after : first),
    getMatches: () => matchesAnswer([given ? after : first]),
    giveFeedback: (): MockAnswer<FeedbackAnswer> => {
      given = true;
      return { body: { Success: true, ErrorCode: '', Feedback: after.Feedback ?? feedback() } };
    },
    ...handlers,
  });
}

const findCard = () => screen.findByRole('region', { name: feedbackWords.title });
const choice = (name: string) => screen.getByRole('radio', { name });
const send = () => screen.getByRole('button', { name: feedbackWords.send });
const given = (body: Partial<FeedbackBody>) => ({ Positive: true, Reason: null, Text: '', ...body });

describe('the feedback card', () => {
  it('is not on a match whose feedback has not opened', async () => {
    renderWith(makeMatch());
    expect(await screen.findByRole('region', { name: matchMessages.yourMatch })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: feedbackWords.title })).not.toBeInTheDocument();
  });

  it('opens an ended, swapped match for its feedback: the form, double-blind and reviewed, and no match actions', async () => {
    renderWith(swapped());
    const card = await findCard();
    const thumbs = within(card).getByRole('group', { name: feedbackWords.legend('Alex') });
    expect(within(thumbs).getAllByRole('radio')).toHaveLength(2);
    expect(within(card).getByText(feedbackWords.doubleBlind('Alex', 'Thu 17 Dec'))).toBeInTheDocument();
    expect(within(card).getByText(feedbackWords.reviewed)).toBeInTheDocument();
    // No reasons until it is a thumbs down.
    expect(within(card).queryByRole('group', { name: feedbackWords.reasonLegend })).not.toBeInTheDocument();
    expect(screen.getByText(matchMessages.swapConfirmed)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: matchMessages.actions })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arranging the handover' })).not.toBeInTheDocument();
  });

  it('still sends an ended match without feedback back to the list', async () => {
    renderWith(makeMatch({ Deleted: true, DeletedBy: 7 }));
    expect(await screen.findByRole('heading', { name: matchMessages.title })).toBeInTheDocument();
  });

  it('gives a thumbs up with no reason, then says so and when the partner’s shows', async () => {
    const { api, user } = renderWith(swapped(), swapped({ Given: given({}) }));
    await findCard();
    await user.click(send());
    expect(screen.getByText(feedbackWords.chooseOne)).toBeInTheDocument();
    expect(choice(feedbackWords.thumbsUp)).toHaveFocus();
    expect(api.callsTo('giveFeedback')).toHaveLength(0);

    await user.click(choice(feedbackWords.thumbsUp));
    await user.click(send());
    await waitFor(() => expect(api.callsTo('giveFeedback')).toHaveLength(1));
    const [call] = api.callsTo('giveFeedback');
    expect(call?.params.id).toBe('5');
    expect(call?.body).toEqual({ Positive: true });
    const card = await findCard();
    expect(await within(card).findByText(feedbackWords.gaveUp('Alex'))).toBeInTheDocument();
    expect(within(card).getByText(feedbackWords.receivedOn('Alex', 'Thu 17 Dec'))).toBeInTheDocument();
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
    expect(await screen.findByText(feedbackWords.sent)).toBeInTheDocument();
  });

  it('asks a thumbs down for its reason, and Other for words, before sending anything', async () => {
    const { api, user } = renderWith(
      swapped(),
      swapped({ Given: given({ Positive: false, Reason: 'other', Text: 'Sold it on' }) }),
    );
    await findCard();
    await user.click(choice(feedbackWords.thumbsDown));
    const reasons = screen.getByRole('group', { name: feedbackWords.reasonLegend });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['No-show', 'Late', 'Stopped replying', 'Rude', 'Item not as described', 'Other']);
    await user.click(send());
    expect(screen.getByText(feedbackMessages.reasonNeeded)).toBeInTheDocument();
    expect(choice('No-show')).toHaveFocus();

    await user.click(choice('Other'));
    const text = screen.getByLabelText(feedbackWords.text, { exact: false });
    expect(text).toHaveAttribute('aria-required', 'true');
    expect(text).toHaveAttribute('maxlength', String(FEEDBACK_TEXT_MAX));
    fireEvent.change(text, { target: { value: '   ' } });
    await user.click(send());
    expect(screen.getByText(feedbackMessages.textNeeded)).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(api.callsTo('giveFeedback')).toHaveLength(0);

    fireEvent.change(text, { target: { value: ' Sold it on ' } });
    await user.click(send());
    await waitFor(() => expect(api.callsTo('giveFeedback')).toHaveLength(1));
    expect(api.callsTo('giveFeedback')[0]?.body).toEqual({ Positive: false, Reason: 'other', Text: 'Sold it on' });
    expect(await within(await findCard()).findByText(feedbackWords.gaveDown('Alex', 'Other'))).toBeInTheDocument();
  });

  it('sends a thumbs down with a reason and no words, the words being optional', async () => {
    const { api, user } = renderWith(swapped(), swapped({ Given: given({ Positive: false, Reason: 'late' }) }));
    await findCard();
    await user.click(choice(feedbackWords.thumbsDown));
    await user.click(choice('Late'));
    expect(screen.getByLabelText(feedbackWords.text, { exact: false })).not.toHaveAttribute('aria-required', 'true');
    await user.click(send());
    await waitFor(() => expect(api.callsTo('giveFeedback')[0]?.body).toEqual({ Positive: false, Reason: 'late' }));
  });

  it('says why feedback was refused, in the contract words', async () => {
    const { user } = renderWith(swapped(), swapped(), { giveFeedback: refusal(409, 'FEEDBACK_GIVEN') });
    await findCard();
    await user.click(choice(feedbackWords.thumbsUp));
    await user.click(send());
    expect(await screen.findByText(codeMessages.FEEDBACK_GIVEN as string)).toBeInTheDocument();
    expect(screen.getAllByText(feedbackWords.failed).length).toBeGreaterThan(0);
  });

  it("shows the partner's once both have given theirs, only as up or down", async () => {
    renderWith(swapped({ Given: given({}), Received: { Positive: false } }));
    const card = await findCard();
    expect(within(card).getByText(feedbackWords.gaveUp('Alex'))).toBeInTheDocument();
    expect(within(card).getByText(feedbackWords.receivedDown('Alex'))).toBeInTheDocument();
  });

  it('says it has closed when the window passed without the viewer’s, showing what came', async () => {
    renderWith(swapped({ OpenUntil: '2026-12-11T09:00:00.000Z', Received: { Positive: true } }));
    const card = await findCard();
    expect(within(card).getByText(feedbackWords.closed)).toBeInTheDocument();
    expect(within(card).getByText(feedbackWords.receivedUp('Alex'))).toBeInTheDocument();
    expect(within(card).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('is on an active match after a recorded no-show, beside its actions', async () => {
    renderWith(makeMatch({ Feedback: feedback() }));
    expect(await findCard()).toBeInTheDocument();
    expect(screen.getByRole('group', { name: matchMessages.actions })).toBeInTheDocument();
  });
});

describe('an ended match in the list', () => {
  it('leads to its feedback while it may be given, and to the match once given', async () => {
    renderMatches('/matches', {
      getMatches: matchesAnswer([
        swapped(),
        { ...swapped({ Given: given({}) }), ID: 6, User2: { ...makeMatch().User2, ID: 43, FirstName: 'Bo' } },
      ]),
    });
    const open = await screen.findByRole('article', { name: 'Alex Jones' });
    expect(within(open).getByRole('link', { name: feedbackWords.leaveOn('Alex Jones') })).toHaveAttribute(
      'href',
      '/matches/5',
    );
    const done = await screen.findByRole('article', { name: 'Bo Jones' });
    expect(within(done).getByRole('link', { name: matchMessages.viewMatch('Bo Jones') })).toHaveAttribute(
      'href',
      '/matches/6',
    );
    expect(within(done).getByRole('button', { name: matchMessages.acknowledgeMatch('Bo Jones') })).toBeInTheDocument();
  });
});
