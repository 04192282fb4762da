import {
  CommitmentStatus,
  type Handover,
  type HandoverAnswer,
  HandoverStatus,
  handoverWords,
  type Match,
  type MatchesAnswer,
  matchMessages,
  StandIn,
} from '@swapsies/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { idsOf, type MockAnswer, type RouteStubs, refusal } from '@/testing/api.tsx';
import {
  handover,
  makeMatch,
  matchAnswer,
  matchesAnswer,
  renderMatches,
  standIn,
  startEachTestAt,
  VIEWER_ID,
} from '@/testing/matches.tsx';

/** Saturday 12 December 2026, noon: winter, so UK time is UTC. */
const NOW = Date.parse('2026-12-12T12:00:00.000Z');
const PARTNER = 42;

startEachTestAt(NOW);

function handoverAnswer(open: Handover): MockAnswer<HandoverAnswer> {
  return { body: { Success: true, ErrorCode: '', Handover: open } };
}

/** The match answers `first`, then `after` once any handover call has been made. */
function renderWith(first: Match, after: Match = first, handlers: RouteStubs = {}) {
  let acted = false;
  const answered = (open: Handover) => () => {
    acted = true;
    return handoverAnswer(open);
  };
  const matches = (): MockAnswer<MatchesAnswer> => matchesAnswer([acted ? after : first]);
  return renderMatches('/matches/5', {
    getMatch: () => matchAnswer(acted ? after : first),
    getMatches: matches,
    proposeHandover: answered(handover()),
    acceptHandover: answered(handover({ Status: HandoverStatus.Accepted })),
    declineHandover: answered(handover({ Status: HandoverStatus.Declined })),
    cancelHandover: answered(handover({ Status: HandoverStatus.Cancelled })),
    ...handlers,
  });
}

/** jsdom's Blob has no text(): its contents through a FileReader. */
function textOf(file: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    if (file) reader.readAsText(file);
  });
}

async function findCard() {
  return screen.findByRole('region', { name: handoverWords.cardLabel });
}

describe('the handover card, in each state', () => {
  it('offers "Arrange handover" when none is open, and a commitment to hold the items', async () => {
    const { user } = renderWith(makeMatch());
    const card = await findCard();
    expect(within(card).getByText(handoverWords.none)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: handoverWords.arrange })).toBeEnabled();
    expect(within(card).getByText(handoverWords.noCommitmentYet)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: handoverWords.makeCommitment }));
    expect(screen.getByRole('dialog', { name: matchMessages.requestCommitTitle })).toBeInTheDocument();
  });

  it('says an agreed handover holds the items once a commitment is accepted', async () => {
    const commitment = {
      ID: 77,
      Status: CommitmentStatus.Accepted,
      User1: VIEWER_ID,
      User2: PARTNER,
      Items1: [11],
      Items2: [21],
      TTL: 2,
      ExpiresAt: new Date(NOW + 2 * 3_600_000).toISOString(),
    };
    renderWith(makeMatch({ Commitment: commitment }));
    const card = await findCard();
    expect(within(card).getByText(handoverWords.holdsItems)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: handoverWords.makeCommitment })).not.toBeInTheDocument();
  });

  it("shows the viewer's own proposal waiting for the partner, with Cancel only", async () => {
    renderWith(makeMatch({ Handover: handover() }));
    const card = await findCard();
    expect(within(card).getByText(handoverWords.proposedByMe('Alex'))).toBeInTheDocument();
    expect(within(card).getByText('Mon 14 Dec, 10:30')).toHaveAttribute('datetime', '2026-12-14T10:30:00.000Z');
    expect(within(card).getByText('Outside Headingley library')).toBeInTheDocument();
    expect(within(card).getByText('I will have a red scarf')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: handoverWords.accept })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: handoverWords.addToCalendar })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: handoverWords.cancel })).toBeInTheDocument();
  });

  it('lets the partner of a proposal accept it, and then it is agreed', async () => {
    const proposed = makeMatch({ Handover: handover({ ProposedBy: PARTNER, Note: '' }) });
    const agreed = makeMatch({ Handover: handover({ ProposedBy: PARTNER, Status: HandoverStatus.Accepted }) });
    const { api, user } = renderWith(proposed, agreed);
    const card = await findCard();
    expect(within(card).getByText(handoverWords.proposedToMe('Alex'))).toBeInTheDocument();
    expect(within(card).queryByText(handoverWords.note)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: handoverWords.decline })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: handoverWords.proposeAnother })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: handoverWords.accept }));
    await waitFor(() => expect(idsOf(api.callsTo('acceptHandover'))).toEqual(['31']));
    expect(await within(card).findByText(handoverWords.agreed)).toBeInTheDocument();
    expect(await screen.findByText(handoverWords.acceptedToast)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: handoverWords.accept })).not.toBeInTheDocument();
  });

  it('declines a proposal, after which "Arrange handover" is offered again', async () => {
    const { api, user } = renderWith(makeMatch({ Handover: handover({ ProposedBy: PARTNER }) }), makeMatch());
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: handoverWords.decline }));
    await waitFor(() => expect(idsOf(api.callsTo('declineHandover'))).toEqual(['31']));
    expect(await within(card).findByRole('button', { name: handoverWords.arrange })).toBeInTheDocument();
  });

  it('says why an answer failed', async () => {
    const { user } = renderWith(makeMatch({ Handover: handover({ ProposedBy: PARTNER }) }), makeMatch(), {
      acceptHandover: refusal(409, 'HANDOVER_ANSWERED'),
    });
    await user.click(within(await findCard()).getByRole('button', { name: handoverWords.accept }));
    expect(await screen.findByText(handoverWords.acceptFailed)).toBeInTheDocument();
    expect(screen.getByText('This arrangement has already been answered or replaced')).toBeInTheDocument();
  });

  it('cancels an agreed handover after asking, from either side', async () => {
    const agreed = makeMatch({ Handover: handover({ Status: HandoverStatus.Accepted }) });
    const { api, user } = renderWith(agreed, makeMatch());
    const card = await findCard();
    expect(within(card).getByText(handoverWords.agreed)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: handoverWords.cancel }));
    const dialog = screen.getByRole('dialog', { name: handoverWords.cancelTitle });
    expect(within(dialog).getByText(handoverWords.cancelText('Alex'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: handoverWords.cancel }));
    await waitFor(() => expect(idsOf(api.callsTo('cancelHandover'))).toEqual(['31']));
    expect(await within(card).findByRole('button', { name: handoverWords.arrange })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: handoverWords.cancelTitle })).not.toBeInTheDocument();
  });

  it('downloads an agreed handover as a calendar invite, with the bearer token', async () => {
    const saved: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      value: vi.fn((file: Blob) => {
        saved.push(file);
        return 'blob:invite';
      }),
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('swapsies-handover-5.ics');
      expect(this.href).toBe('blob:invite');
    });
    const invite = 'BEGIN:VCALENDAR\r\nUID:handover-5@swapsies\r\nEND:VCALENDAR\r\n';
    const agreed = makeMatch({ Handover: handover({ Status: HandoverStatus.Accepted }) });
    const { api, user } = renderWith(agreed, agreed, { getHandoverCalendar: { file: invite } });
    await user.click(within(await findCard()).getByRole('button', { name: handoverWords.addToCalendar }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = api.callsTo('getHandoverCalendar');
    expect(call?.params.id).toBe('5');
    expect(call?.headers).toMatchObject({ Authorization: 'Bearer token-123', Accept: 'text/calendar' });
    expect(await textOf(saved[0])).toBe(invite);
    click.mockRestore();
  });

  it('says so when the invite cannot be had', async () => {
    const agreed = makeMatch({ Handover: handover({ Status: HandoverStatus.Accepted }) });
    const { user } = renderWith(agreed, agreed, { getHandoverCalendar: refusal(404, 'WRONG_HANDOVER') });
    await user.click(within(await findCard()).getByRole('button', { name: handoverWords.addToCalendar }));
    expect(await screen.findByText(handoverWords.calendarFailed)).toBeInTheDocument();
  });

  it('offers the handover on a pint match, without a commitment to make', async () => {
    // A pint buyer's side is the stand-in: there is no commitment to offer.
    renderWith(makeMatch({ Type: 2, Items1: [standIn(StandIn.Pint)] }));
    const card = await findCard();
    expect(within(card).getByRole('button', { name: handoverWords.arrange })).toBeInTheDocument();
    expect(within(card).queryByText(handoverWords.noCommitmentYet)).not.toBeInTheDocument();
  });
});

describe('proposing a handover', () => {
  async function openForm(match: Match = makeMatch(), name: string = handoverWords.arrange) {
    const rendered = renderWith(match, makeMatch({ Handover: handover() }));
    await rendered.user.click(within(await findCard()).getByRole('button', { name }));
    return rendered;
  }

  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  const fill = (date: string, time: string) => {
    fireEvent.change(field(handoverWords.date), { target: { value: date } });
    fireEvent.change(field(handoverWords.time), { target: { value: time } });
  };

  it('checks the time, the place and the note as the server does, and sends nothing until they pass', async () => {
    const { api, user } = await openForm();
    const dialog = screen.getByRole('dialog', { name: handoverWords.proposeTitle });
    const send = within(dialog).getByRole('button', { name: handoverWords.send });
    await user.click(send);
    expect(within(dialog).getByText(handoverWords.dateMissing)).toBeInTheDocument();
    expect(within(dialog).getByText(handoverWords.timeMissing)).toBeInTheDocument();
    expect(within(dialog).getByText(handoverWords.placeMissing)).toBeInTheDocument();
    expect(field(handoverWords.date)).toHaveFocus();

    fill('2026-12-12', '12:20');
    fireEvent.change(field(handoverWords.place), { target: { value: '   ' } });
    await user.click(send);
    expect(within(dialog).getByText(handoverWords.tooSoon)).toBeInTheDocument();
    expect(within(dialog).getByText(handoverWords.placeMissing)).toBeInTheDocument();

    fill('2026-12-27', '12:30');
    fireEvent.change(field(handoverWords.place), { target: { value: 'Outside Headingley library' } });
    fireEvent.change(field(handoverWords.noteLabel), { target: { value: 'x'.repeat(501) } });
    await user.click(send);
    expect(within(dialog).getByText(handoverWords.tooFar)).toBeInTheDocument();
    expect(within(dialog).getByText(handoverWords.noteTooLong)).toBeInTheDocument();
    expect(api.callsTo('proposeHandover')).toHaveLength(0);
  });

  it('sends the UK time as an instant with the place and note, then shows the proposal', async () => {
    const { api, user } = await openForm();
    const dialog = screen.getByRole('dialog', { name: handoverWords.proposeTitle });
    fill('2026-12-14', '10:30');
    fireEvent.change(field(handoverWords.place), { target: { value: ' Outside Headingley library ' } });
    fireEvent.change(field(handoverWords.noteLabel), { target: { value: 'I will have a red scarf' } });
    await user.click(within(dialog).getByRole('button', { name: handoverWords.send }));

    await waitFor(() => expect(api.callsTo('proposeHandover')).toHaveLength(1));
    const [call] = api.callsTo('proposeHandover');
    expect(call?.params.id).toBe('5');
    expect(call?.body).toEqual({
      At: '2026-12-14T10:30:00.000Z',
      Place: 'Outside Headingley library',
      Note: 'I will have a red scarf',
    });
    expect(await screen.findByText(handoverWords.proposedToast)).toBeInTheDocument();
    expect(await within(await findCard()).findByText(handoverWords.proposedByMe('Alex'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: handoverWords.proposeTitle })).not.toBeInTheDocument();
  });

  it('leaves an empty note out', async () => {
    const { api, user } = await openForm();
    fill('2026-12-14', '10:30');
    fireEvent.change(field(handoverWords.place), { target: { value: 'The market cross' } });
    await user.click(screen.getByRole('button', { name: handoverWords.send }));
    await waitFor(() => expect(api.callsTo('proposeHandover')).toHaveLength(1));
    expect(api.callsTo('proposeHandover')[0]?.body).toEqual({
      At: '2026-12-14T10:30:00.000Z',
      Place: 'The market cross',
    });
  });

  it('shows the safety tips with the first proposal in a match, and not again on this device', async () => {
    const { user } = await openForm();
    const dialog = screen.getByRole('dialog', { name: handoverWords.proposeTitle });
    expect(within(dialog).getByText(handoverWords.safetyTitle)).toBeInTheDocument();
    for (const tip of handoverWords.safetyTips) expect(within(dialog).getByText(tip)).toBeInTheDocument();
    fill('2026-12-14', '10:30');
    fireEvent.change(field(handoverWords.place), { target: { value: 'The market cross' } });
    await user.click(within(dialog).getByRole('button', { name: handoverWords.send }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: handoverWords.proposeTitle })).not.toBeInTheDocument(),
    );

    // Propose another time, from the menu: the tips were seen in this match.
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    await user.click(await screen.findByRole('menuitem', { name: handoverWords.proposeAnother }));
    const again = screen.getByRole('dialog', { name: handoverWords.proposeAnotherTitle });
    expect(within(again).queryByText(handoverWords.safetyTitle)).not.toBeInTheDocument();
  });

  it('lets the partner of a proposal propose another time', async () => {
    const { api, user } = await openForm(
      makeMatch({ Handover: handover({ ProposedBy: PARTNER }) }),
      handoverWords.proposeAnother,
    );
    const dialog = screen.getByRole('dialog', { name: handoverWords.proposeAnotherTitle });
    fill('2026-12-15', '18:00');
    fireEvent.change(within(dialog).getByLabelText(handoverWords.place, { exact: false }), {
      target: { value: 'The market cross' },
    });
    await user.click(within(dialog).getByRole('button', { name: handoverWords.send }));
    await waitFor(() => expect(api.callsTo('proposeHandover')).toHaveLength(1));
    expect(api.callsTo('proposeHandover')[0]?.body).toMatchObject({ At: '2026-12-15T18:00:00.000Z' });
  });

  it("puts the server's field messages on the fields", async () => {
    const { user } = renderWith(makeMatch(), makeMatch(), {
      proposeHandover: refusal(400, 'VALIDATION_ERROR', {
        Errors: [{ Field: 'Place', Message: 'The place is not allowed' }],
      }),
    });
    await user.click(within(await findCard()).getByRole('button', { name: handoverWords.arrange }));
    fill('2026-12-14', '10:30');
    fireEvent.change(field(handoverWords.place), { target: { value: 'The market cross' } });
    await user.click(screen.getByRole('button', { name: handoverWords.send }));
    expect(await screen.findByText('The place is not allowed')).toBeInTheDocument();
    expect(field(handoverWords.place)).toHaveFocus();
  });
});

describe('the matches list', () => {
  it('says a proposal waits for the viewer, and not one the viewer made', async () => {
    renderMatches('/matches', {
      getMatches: matchesAnswer([
        makeMatch({ Handover: handover({ ProposedBy: PARTNER }) }),
        makeMatch({
          ID: 6,
          User2: { ...makeMatch().User2, ID: 43, FirstName: 'Bo' },
          Handover: handover({ ProposedBy: VIEWER_ID }),
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Alex Jones' });
    expect(within(card).getByText(handoverWords.proposedToMe('Alex'))).toHaveClass('waiting');
    const mine = await screen.findByRole('article', { name: 'Bo Jones' });
    expect(within(mine).queryByText(handoverWords.proposedToMe('Bo'))).not.toBeInTheDocument();
    expect(within(mine).getByText(matchMessages.stateMatched)).toBeInTheDocument();
  });

  it('previews a handover change as its line, not as an empty message', async () => {
    const at = new Date(NOW - 60_000).toISOString();
    const line = {
      HandoverID: 31,
      Action: HandoverStatus.Proposed,
      At: '2026-12-14T10:30:00.000Z',
      Place: 'The market cross',
    };
    renderMatches('/matches', {
      getMatches: matchesAnswer([
        makeMatch({
          Handover: handover(),
          LastMessage: { Text: '', IsDeleted: false, SenderID: PARTNER, CreatedAt: at, Handover: line },
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Alex Jones' });
    expect(within(card).getByText('Alex proposed Mon 14 Dec, 10:30 at The market cross')).toBeInTheDocument();
  });

  it("words the viewer's own change as theirs, without the 'You:' of a message", async () => {
    const at = new Date(NOW - 60_000).toISOString();
    const line = { HandoverID: 31, Action: HandoverStatus.Accepted, At: '2026-12-14T10:30:00.000Z', Place: 'Here' };
    renderMatches('/matches', {
      getMatches: matchesAnswer([
        makeMatch({ LastMessage: { Text: '', IsDeleted: false, SenderID: VIEWER_ID, CreatedAt: at, Handover: line } }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Alex Jones' });
    expect(within(card).getByText('You accepted')).toBeInTheDocument();
  });
});
