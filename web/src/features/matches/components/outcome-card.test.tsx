import {
  codeMessages,
  type Handover,
  type HandoverAnswer,
  HandoverStatus,
  handoverWords,
  type Match,
  matchMessages,
  outcomeWords,
} from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockAnswer, type RouteStubs, refusal } from '@/testing/api.tsx';
import { handover, makeMatch, matchAnswer, matchesAnswer, renderMatches, startEachTestAt } from '@/testing/matches.tsx';

/** Saturday 12 December 2026, noon: winter, so UK time is UTC. */
const NOW = Date.parse('2026-12-12T12:00:00.000Z');

startEachTestAt(NOW);

/** An agreed handover two hours ago, at 10:00 UK time. */
const past = (overrides: Partial<Handover> = {}) =>
  handover({ Status: HandoverStatus.Accepted, At: '2026-12-12T10:00:00.000Z', ...overrides });

/** The match answers `first`, then `after` once the outcome has been given. */
function renderWith(first: Match, after: Match = first, handlers: RouteStubs = {}) {
  let answered = false;
  return renderMatches('/matches/5', {
    getMatch: () => matchAnswer(answered ? after : first),
    getMatches: () => matchesAnswer([answered ? after : first]),
    reportOutcome: (call): MockAnswer<HandoverAnswer> => {
      answered = true;
      const { Outcome } = call.body as { Outcome: Handover['Outcome'] };
      return { body: { Success: true, ErrorCode: '', Handover: { ...(first.Handover ?? past()), Outcome } } };
    },
    ...handlers,
  });
}

const findCard = () => screen.findByRole('region', { name: outcomeWords.title });
const answerButton = async (name: string) => within(await findCard()).getByRole('button', { name });

describe('"Did the swap happen?"', () => {
  it('is not asked before the agreed time, nor of a proposal that was never agreed', async () => {
    renderWith(makeMatch({ Handover: past({ Status: HandoverStatus.Proposed }) }));
    expect(await screen.findByRole('region', { name: handoverWords.cardLabel })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: outcomeWords.title })).not.toBeInTheDocument();
  });

  it('comes by itself once the agreed time passes while the match is open', async () => {
    renderWith(makeMatch({ Handover: past({ At: new Date(NOW + 300).toISOString() }) }));
    expect(await screen.findByRole('region', { name: handoverWords.cardLabel })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: outcomeWords.title })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: outcomeWords.title }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('asks once the time has passed, naming it, with the three answers', async () => {
    renderWith(makeMatch({ Handover: past() }));
    const card = await findCard();
    expect(within(card).getByText(outcomeWords.asked('Sat 12 Dec, 10:00', 'Outside Headingley library'))).toBeVisible();
    const group = within(card).getByRole('group', { name: outcomeWords.title });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([outcomeWords.answers.happened, outcomeWords.answers['no-show'], outcomeWords.answers.rearranged]);
  });

  it('leads "Yes" into the exchange confirmation, and then says what the viewer answered', async () => {
    const { api, user } = renderWith(
      makeMatch({ Handover: past() }),
      makeMatch({ Handover: past({ Outcome: 'happened' }) }),
    );
    await user.click(await answerButton(outcomeWords.answers.happened));
    await waitFor(() => expect(api.callsTo('reportOutcome')).toHaveLength(1));
    const [call] = api.callsTo('reportOutcome');
    expect(call?.params.id).toBe('5');
    expect(call?.body).toEqual({ Outcome: 'happened' });
    expect(await screen.findByRole('dialog', { name: matchMessages.swappedTitle })).toBeInTheDocument();
    expect(within(await findCard()).getByText(outcomeWords.answered.happened)).toBeInTheDocument();
    expect(within(await findCard()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('records "They didn\'t show" and says so, with no confirmation to give', async () => {
    const { api, user } = renderWith(
      makeMatch({ Handover: past() }),
      makeMatch({ Handover: past({ Outcome: 'no-show' }) }),
    );
    await user.click(await answerButton(outcomeWords.answers['no-show']));
    await waitFor(() => expect(api.callsTo('reportOutcome')[0]?.body).toEqual({ Outcome: 'no-show' }));
    expect(await within(await findCard()).findByText(outcomeWords.answered['no-show']('Alex'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a new proposal after "We rearranged"', async () => {
    const { api, user } = renderWith(
      makeMatch({ Handover: past() }),
      makeMatch({ Handover: past({ Outcome: 'rearranged' }) }),
    );
    await user.click(await answerButton(outcomeWords.answers.rearranged));
    await waitFor(() => expect(api.callsTo('reportOutcome')[0]?.body).toEqual({ Outcome: 'rearranged' }));
    expect(await screen.findByRole('dialog', { name: handoverWords.proposeAnotherTitle })).toBeInTheDocument();
    expect(within(await findCard()).getByText(outcomeWords.answered.rearranged)).toBeInTheDocument();
  });

  it('records "Yes" without opening the confirmation the viewer has already given', async () => {
    const exchange = { ConfirmedBy: 7, ItemIDs: [11, 21], ExpiresAt: new Date(NOW + 3_600_000).toISOString() };
    const { api, user } = renderWith(
      makeMatch({ Exchange: exchange, Handover: past() }),
      makeMatch({ Exchange: exchange, Handover: past({ Outcome: 'happened' }) }),
    );
    await user.click(await answerButton(outcomeWords.answers.happened));
    await waitFor(() => expect(api.callsTo('reportOutcome')).toHaveLength(1));
    expect(await within(await findCard()).findByText(outcomeWords.answered.happened)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: matchMessages.swappedTitle })).not.toBeInTheDocument();
  });

  it('says why an answer was refused, in the contract words, and asks nothing more', async () => {
    const { user } = renderWith(
      makeMatch({ Handover: past() }),
      makeMatch({ Handover: past({ Outcome: 'no-show' }) }),
      { reportOutcome: refusal(409, 'OUTCOME_GIVEN') },
    );
    await user.click(await answerButton(outcomeWords.answers.happened));
    expect(await screen.findByText(outcomeWords.failed)).toBeInTheDocument();
    expect(screen.getByText(codeMessages.OUTCOME_GIVEN as string)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: matchMessages.swappedTitle })).not.toBeInTheDocument();
  });

  it('says when it is not yet due', async () => {
    const { user } = renderWith(makeMatch({ Handover: past() }), makeMatch({ Handover: past() }), {
      reportOutcome: refusal(409, 'OUTCOME_NOT_DUE'),
    });
    await user.click(await answerButton(outcomeWords.answers['no-show']));
    expect(await screen.findByText(codeMessages.OUTCOME_NOT_DUE as string)).toBeInTheDocument();
  });

  it('shows the answer given elsewhere, without the question', async () => {
    renderWith(makeMatch({ Handover: past({ Outcome: 'no-show' }) }));
    const card = await findCard();
    expect(within(card).getByText(outcomeWords.answered['no-show']('Alex'))).toBeInTheDocument();
    expect(within(card).queryByRole('group')).not.toBeInTheDocument();
  });
});
