import {
  blockWords,
  commonWords,
  type EmptyAnswer,
  REPORT_TEXT_MAX,
  reportMessages,
  reportReasons,
} from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { type ReportTarget, useRequestReport } from '@/data/report-request.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { type MockHandler, mockApi, ok, type RouteStubs, refusal } from '@/testing/api.tsx';
import { preloadReportDialog, ReportProvider } from './report-provider.tsx';

await preloadReportDialog(); // as a browser that has the dialog's chunk (see testing/render-app.tsx)

afterEach(() => vi.unstubAllGlobals());

const alexToBlock = { id: 42, firstName: 'Alex' };
const kettle: ReportTarget = { type: 'item', id: 51, name: 'Red kettle', owner: alexToBlock };
const alex: ReportTarget = { type: 'user', id: 42, name: 'Alex Jones', owner: alexToBlock };
const threat: ReportTarget = { type: 'message', id: 301, name: 'Alex', owner: alexToBlock };

function Opener({ target }: { target: ReportTarget }) {
  const requestReport = useRequestReport();
  return (
    <button type="button" onClick={() => requestReport(target)}>
      Open
    </button>
  );
}

async function openReport(target: ReportTarget, answer: MockHandler<EmptyAnswer> = ok, handlers: RouteStubs = {}) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({ report: answer, ...handlers });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ReportProvider>
          <Opener target={target} />
        </ReportProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { api, user };
}

const send = () => screen.getByRole('button', { name: reportMessages.send });

describe('the report dialog', () => {
  it('asks what is wrong with an item, sends the reason and the words, then thanks', async () => {
    const { api, user } = await openReport(kettle);
    const dialog = screen.getByRole('dialog', { name: reportMessages.itemTitle('Red kettle') });
    const reasons = within(dialog).getByRole('group', { name: reportMessages.reasonLegend });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(reportReasons.item);
    await user.click(within(reasons).getByRole('radio', { name: 'Scam or fraud' }));
    const text = within(dialog).getByRole('textbox', { name: /^Tell us more ?\(optional\)$/ });
    expect(text).toHaveAttribute('maxLength', String(REPORT_TEXT_MAX));
    await user.type(text, 'Asks for payment by bank transfer first.');
    await user.click(send());

    const thanks = await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    expect(within(thanks).getByText(reportMessages.thanksText)).toBeInTheDocument();
    expect(api.callsTo('report').map((call) => call.body)).toEqual([
      { TargetType: 'item', TargetID: 51, Reason: 'Scam or fraud', Text: 'Asks for payment by bank transfer first.' },
    ]);
    await user.click(within(thanks).getByRole('button', { name: reportMessages.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    {
      kind: 'a member',
      target: alex,
      title: reportMessages.memberTitle('Alex Jones'),
      reason: 'Harassment or bullying',
    },
    // A message's title names no one: its text is what the moderators judge.
    { kind: 'a chat message', target: threat, title: reportMessages.messageTitle, reason: 'Offensive content' },
  ])('offers reasons that fit $kind when reporting $kind', async ({ target, title, reason }) => {
    const { api, user } = await openReport(target);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(reportReasons[target.type]);
    await user.click(within(dialog).getByRole('radio', { name: reason }));
    await user.click(send());
    await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    expect(api.callsTo('report')[0]?.body).toEqual({
      TargetType: target.type,
      TargetID: target.id,
      Reason: reason,
      Text: '',
    });
  });

  it('asks for a reason, and for words when the reason is Something else', async () => {
    const { api, user } = await openReport(kettle);
    await user.click(send());
    expect(screen.getByText(reportMessages.chooseReason)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: reportMessages.reasonLegend })).toHaveAccessibleDescription(
      reportMessages.chooseReason,
    );

    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(screen.queryByText(reportMessages.chooseReason)).not.toBeInTheDocument();
    // The words are no longer optional.
    const text = screen.getByRole('textbox', { name: reportMessages.textLabel });
    await user.click(send());
    expect(text).toHaveAccessibleDescription(expect.stringContaining(reportMessages.textNeeded));
    expect(text).toHaveFocus();
    expect(api.callsTo('report')).toHaveLength(0);
  });

  it("shows the server's own message when it refuses the report as invalid", async () => {
    const { user } = await openReport(
      kettle,
      refusal(400, 'VALIDATION_ERROR', {
        Message: 'Text must not contain control characters',
        Errors: [{ Field: 'Text', Message: 'Text must not contain control characters' }],
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Text must not contain control characters');
    expect(screen.getByRole('dialog', { name: reportMessages.itemTitle('Red kettle') })).toBeInTheDocument();
  });

  it('says when too many reports were sent, keeping what was written', async () => {
    const { user } = await openReport(kettle, refusal(429, 'TOO_MANY_REQUESTS'));
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.type(screen.getByRole('textbox'), 'Same advert every day.');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reportMessages.failed);
    expect(alert).toHaveTextContent(reportMessages.tooMany);
    expect(screen.getByRole('textbox')).toHaveValue('Same advert every day.');
  });

  it('closes on Cancel without sending anything', async () => {
    const { api, user } = await openReport(kettle);
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: reportMessages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('report')).toHaveLength(0);
  });
});

describe('"Also block" in the report dialog', () => {
  const alsoBlock = () => screen.getByRole('checkbox', { name: blockWords.alsoBlock('Alex') });
  const toasts = () => screen.getByRole('region', { name: commonWords.notifications });

  it.each([
    { kind: 'an item', target: kettle },
    { kind: 'a member', target: alex },
    { kind: 'a message', target: threat },
  ])('is offered, unticked, when reporting $kind of a member, saying they are not told', async ({ target }) => {
    await openReport(target);
    expect(alsoBlock()).not.toBeChecked();
    expect(alsoBlock()).toHaveAccessibleDescription(blockWords.alsoBlockHint('Alex'));
  });

  it('is not offered when the opener says the owner cannot be blocked', async () => {
    await openReport({ ...kettle, owner: null });
    expect(screen.getByRole('dialog', { name: reportMessages.itemTitle('Red kettle') })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('ticked, sends the report and then blocks the owner, and the opener moves on', async () => {
    const onBlocked = vi.fn();
    const { api, user } = await openReport({ ...threat, onBlocked }, ok, { blockUser: ok });
    await user.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(alsoBlock());
    await user.click(send());

    await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    expect(await within(toasts()).findByText(blockWords.blocked('Alex'))).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toEqual(['report', 'blockUser']);
    expect(api.callsTo('blockUser')[0]?.params).toEqual({ id: '42' });
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('unticked, only reports', async () => {
    const onBlocked = vi.fn();
    const { api, user } = await openReport({ ...alex, onBlocked }, ok, { blockUser: ok });
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(send());
    await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    expect(api.callsTo('blockUser')).toHaveLength(0);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('blocks no one when the report is refused', async () => {
    const { api, user } = await openReport(kettle, refusal(429, 'TOO_MANY_REQUESTS'), { blockUser: ok });
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(alsoBlock());
    await user.click(send());
    expect(await screen.findByText(reportMessages.tooMany)).toBeInTheDocument();
    expect(api.callsTo('blockUser')).toHaveLength(0);
    // Still ticked, for the next try.
    expect(alsoBlock()).toBeChecked();
  });

  it('still thanks for the report when the block fails, and says the block failed', async () => {
    const onBlocked = vi.fn();
    const { user } = await openReport({ ...kettle, onBlocked }, ok, { blockUser: refusal(500, 'INTERNAL_ERROR') });
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(alsoBlock());
    await user.click(send());
    await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    expect(await within(toasts()).findByText(blockWords.blockFailed)).toBeInTheDocument();
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
