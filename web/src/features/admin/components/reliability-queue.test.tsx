import { reliabilityQueueWords as words } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  disagreement,
  queue,
  reliabilityQueue,
  reliabilityQueueThen,
  reliabilityReview,
  renderAdminPage,
} from '@/testing/admin.tsx';
import { forId, ok, refusal } from '@/testing/api.tsx';

afterEach(() => vi.unstubAllGlobals());

const noShow = reliabilityReview({
  Kind: 'no-show',
  ID: 62,
  Reason: 'no-show',
  Text: '',
  HandoverAt: '2026-12-09T10:30:00.000Z',
  HandoverPlace: 'Outside Headingley library',
  AboutGaveFeedback: null,
});

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: words.title }));
}

describe('AdminPage reliability', () => {
  it('lists each thumbs down and no-show with who, about whom, why and when, then the disagreements', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getReliabilityQueue: reliabilityQueue([reliabilityReview(), noShow], [disagreement()]),
    });
    await openPanel(user);
    const reviews = await screen.findByRole('list', { name: words.reviews });
    const [down, missed] = within(reviews).getAllByRole('article');
    expect(down).toHaveAccessibleName(words.reviewTitle('Thumbs down', 'Jo Bloggs'));
    expect(down).toHaveTextContent(`${words.from}Sam Smith (@sam_smith_01)`);
    expect(down).toHaveTextContent(`${words.about}Jo Bloggs (@jo_bloggs)`);
    expect(down).toHaveTextContent(`${words.reason}Rude`);
    expect(down).toHaveTextContent('Shouted at me on the doorstep.');
    expect(down).toHaveTextContent(`${words.aboutGave}No`);
    expect(down).not.toHaveTextContent(words.handover);

    expect(missed).toHaveAccessibleName(words.reviewTitle('Reported no-show', 'Jo Bloggs'));
    expect(missed).toHaveTextContent(`${words.handover}Wed 9 Dec, 10:30 at Outside Headingley library`);
    expect(missed).toHaveTextContent(`${words.aboutGave}Not yet open`);

    const disagreements = screen.getByRole('list', { name: words.disagreements });
    const [pair] = within(disagreements).getAllByRole('article');
    expect(pair).toHaveAccessibleName(words.disagreementTitle('Sam Smith and Jo Bloggs'));
    expect(pair).toHaveTextContent(`${words.handover}Wed 9 Dec, 10:30 at The market cross`);
    expect(pair).toHaveTextContent(`Sam Smith (@sam_smith_01)${words.answer.happened}`);
    expect(pair).toHaveTextContent(`Jo Bloggs (@jo_bloggs)${words.answer['no-show']}`);
  });

  it('lets a thumbs down count, and drops a no-show, each by its kind and id', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getReliabilityQueue: reliabilityQueueThen(
        reliabilityQueue([reliabilityReview(), noShow]),
        reliabilityQueue([noShow]),
      ),
      reviewReliability: ok,
    });
    await openPanel(user);
    const down = await screen.findByRole('article', { name: words.reviewTitle('Thumbs down', 'Jo Bloggs') });
    await user.click(within(down).getByRole('button', { name: words.counts }));
    expect(await screen.findByText(words.counted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: words.reviewTitle('Thumbs down', 'Jo Bloggs') })).toBeNull(),
    );
    const missed = screen.getByRole('article', { name: words.reviewTitle('Reported no-show', 'Jo Bloggs') });
    await user.click(within(missed).getByRole('button', { name: words.drop }));
    expect(await screen.findByText(words.dropped)).toBeInTheDocument();

    const calls = api.callsTo('reviewReliability');
    expect(calls.map((call) => [call.params, call.body])).toEqual([
      [{ kind: 'feedback', id: '61' }, { Counts: true }],
      [{ kind: 'no-show', id: '62' }, { Counts: false }],
    ]);
  });

  it('closes a disagreement, and then says all is caught up', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getReliabilityQueue: reliabilityQueueThen(reliabilityQueue([], [disagreement()]), reliabilityQueue([])),
      closeDisagreement: forId(31, ok),
    });
    await openPanel(user);
    const pair = await screen.findByRole('article', { name: words.disagreementTitle('Sam Smith and Jo Bloggs') });
    await user.click(within(pair).getByRole('button', { name: words.close }));
    expect(await screen.findByText(words.closed)).toBeInTheDocument();
    expect(api.callsTo('closeDisagreement').map((call) => call.params.id)).toEqual(['31']);
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
  });

  it('says why a decision was refused, and keeps the entry', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getReliabilityQueue: reliabilityQueue([reliabilityReview()]),
      reviewReliability: refusal(404, 'NOT_FOUND'),
    });
    await openPanel(user);
    const down = await screen.findByRole('article', { name: words.reviewTitle('Thumbs down', 'Jo Bloggs') });
    await user.click(within(down).getByRole('button', { name: words.drop }));
    expect(await screen.findByText(words.decideFailed)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: words.reviewTitle('Thumbs down', 'Jo Bloggs') })).toBeInTheDocument();
  });

  it('offers Retry when the panel fails to load', async () => {
    let fail = true;
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getReliabilityQueue: () => (fail ? refusal(500, 'INTERNAL_ERROR') : reliabilityQueue([])),
    });
    await openPanel(user);
    expect(await screen.findByRole('heading', { name: words.failed })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(words.empty)).toBeInTheDocument();
  });
});
