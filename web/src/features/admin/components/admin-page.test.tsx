import {
  commonWords,
  httpMessages,
  MODERATION_REASON_MAX,
  moderationQueueWords as moderation,
  REVIEW_REASON_MAX,
} from '@swapsies/contract';
import { exactly } from '@swapsies/contract/tuple';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '@/lib/media.ts';
import {
  changesEntry,
  moderationEntry,
  moderationQueue,
  moderationQueueThen,
  newItemEntry,
  openSupportRequests,
  pageEntry,
  queue,
  queueItem,
  queueThen,
  renderAdminPage,
  report,
  supportRequest,
} from '@/testing/admin.tsx';
import { dashboardAnswer, forId, idsOf, ok, refusal, smallCategoryTree } from '@/testing/api.tsx';

afterEach(() => vi.unstubAllGlobals());

const findEntry = (name: string) => screen.findByRole('article', { name });

describe('AdminPage access', () => {
  it('tells a non-admin they may not, and never calls the admin API', async () => {
    const { api } = renderAdminPage({ getDashboard: { body: dashboardAnswer({ IsAdmin: false }) } });
    expect(await screen.findByText(httpMessages.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument();
    // Give any stray query the chance to go out before checking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.filter((call) => call.path.startsWith('/admin'))).toEqual([]);
  });

  it('shows the three tabs to an admin, the queue first', async () => {
    const { user } = renderAdminPage({ getReviewQueue: queue(), getModerationQueue: moderationQueue() });
    const queueTab = await screen.findByRole('tab', { name: 'Review queue' });
    const reportsTab = screen.getByRole('tab', { name: moderation.title });
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'false');
    expect(queueTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nothing to review. All caught up!')).toBeInTheDocument();

    await user.click(queueTab);
    await user.keyboard('{ArrowRight}');
    expect(reportsTab).toHaveFocus();
    expect(reportsTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(moderation.empty)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: moderation.title })).toBeVisible();
  });
});

describe('AdminPage review queue', () => {
  it('shows a new item with its owner, photos and details', async () => {
    renderAdminPage({ getReviewQueue: queue(newItemEntry()) });
    const entry = await findEntry('Blue bike');
    expect(within(entry).getByText('New item')).toBeInTheDocument();
    expect(entry).toHaveTextContent('By Jo Bloggs @jo_bloggs_1');
    const photo = within(entry).getByRole('img', { name: 'Blue bike, photo 1 of 2' });
    expect(photo).toHaveAttribute('src', mediaUrl('items/11-1-thumb.jpg', 'media-token'));
    expect(photo.closest('a')).toHaveAttribute('href', mediaUrl('items/11-1.jpg', 'media-token'));
    expect(entry).toHaveTextContent('A sturdy blue bike, rarely ridden, with a basket.');
    expect(entry).toHaveTextContent('Leeds');
    expect(entry).toHaveTextContent('Sports & Fitness › Cycling › Bikes');
    expect(entry).toHaveTextContent('PintFriends');
    expect(entry).toHaveTextContent('CharityOffered to charities');
    expect(within(entry).queryByRole('table')).not.toBeInTheDocument();
  });

  it('compares pending changes with the item as it is', async () => {
    renderAdminPage({ getReviewQueue: queue(changesEntry()) });
    const entry = await findEntry('Tent');
    expect(within(entry).getByText('Changes')).toBeInTheDocument();
    const table = within(entry).getByRole('table', { name: 'Proposed changes' });
    const rows = exactly(within(table).getAllByRole('row').slice(1), 3, 'changed fields');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Location', 'Pint', 'Photos']);
    expect(rows[0]).toHaveTextContent('LocationLeedsYork');
    expect(rows[1]).toHaveTextContent('PintFriendsFriends of Friends');
    expect(within(rows[2]).getAllByRole('img', { name: /^Tent, photo/ })).toHaveLength(3);
    expect(within(table).getByRole('list', { name: 'Proposed photos' })).toBeInTheDocument();
  });

  it('approves a new item, says so and fetches the queue again', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queueThen([newItemEntry()], []),
      approveItem: forId(11, ok),
    });
    const entry = await findEntry('Blue bike');
    await user.click(within(entry).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Blue bike” approved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('approveItem'))).toEqual(['11']);
    expect(api.callsTo('getReviewQueue')).toHaveLength(2);
    expect(await screen.findByText('Nothing to review. All caught up!')).toBeInTheDocument();
  });

  it('approves pending changes through their own call', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queueThen([changesEntry()], []),
      approveChanges: forId(12, ok),
    });
    await user.click(within(await findEntry('Tent')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Changes to “Tent” approved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('approveChanges'))).toEqual(['12']);
    expect(api.callsTo('approveItem')).toHaveLength(0);
  });

  it('reports a refused decision and keeps the entry', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(newItemEntry()),
      approveItem: forId(11, refusal(403, 'FORBIDDEN')),
    });
    const approve = within(await findEntry('Blue bike')).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not approve');
    expect(alert).toHaveTextContent(httpMessages.forbidden);
    await waitFor(() => expect(api.callsTo('getReviewQueue')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Blue bike' })).toBeInTheDocument();
    expect(approve).toHaveFocus();
  });

  it('disapproves with the reason given', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queueThen([newItemEntry()], []),
      disapproveItem: forId(11, ok),
    });
    await user.click(within(await findEntry('Blue bike')).getByRole('button', { name: 'Disapprove' }));
    const dialog = screen.getByRole('dialog', { name: 'Disapprove “Blue bike”?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('maxlength', String(REVIEW_REASON_MAX));
    await user.type(reason, '  Photos show a different item.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    expect(await screen.findByText('“Blue bike” disapproved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('disapproveItem'))).toEqual(['11']);
    expect(api.callsTo('disapproveItem')[0]?.body).toEqual({ Reason: 'Photos show a different item.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('getReviewQueue')).toHaveLength(2);
  });

  it('disapproves pending changes without a reason', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queueThen([changesEntry()], []),
      disapproveChanges: forId(12, ok),
    });
    await user.click(within(await findEntry('Tent')).getByRole('button', { name: 'Disapprove' }));
    const dialog = screen.getByRole('dialog', { name: 'Disapprove the changes to “Tent”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    expect(await screen.findByText('Changes to “Tent” disapproved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('disapproveChanges'))).toEqual(['12']);
    expect(api.callsTo('disapproveChanges')[0]?.body).toEqual({});
  });

  it('moves an item to the category chosen in the picker', async () => {
    const moved = queueItem({
      CategoryPath: '14-3-8',
      SubcategoryItemID: 8,
      SubcategoryItemName: 'Helmets',
    });
    const { api, user } = renderAdminPage({
      getReviewQueue: queueThen([newItemEntry()], [newItemEntry(moved)]),
      getCategories: { body: { Success: true, ErrorCode: '', Categories: smallCategoryTree() } },
      changeCategory: forId(11, { body: { Success: true, ErrorCode: '', Item: moved } }),
    });
    await user.click(within(await findEntry('Blue bike')).getByRole('button', { name: 'Change category' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the category of “Blue bike”' });
    expect(await within(dialog).findByRole('radio', { name: 'Bikes' })).toBeChecked();
    // The first Escape clears the picker's search, not the dialog.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search categories' }), 'hel');
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('searchbox', { name: 'Search categories' })).toHaveValue('');
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a different category from the current one.');
    expect(api.callsTo('changeCategory')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Helmets' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('“Blue bike” moved to Sports & Fitness › Cycling › Helmets.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('changeCategory'))).toEqual(['11']);
    expect(api.callsTo('changeCategory')[0]?.body).toEqual({ CategoryPath: '14-3-8' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await findEntry('Blue bike')).toHaveTextContent('Sports & Fitness › Cycling › Helmets');
  });

  it('offers Retry when the queue fails to load', async () => {
    let fail = true;
    const { user } = renderAdminPage({
      getReviewQueue: () => (fail ? refusal(500, 'INTERNAL_ERROR') : queue(newItemEntry())),
    });
    expect(await screen.findByRole('heading', { name: 'Could not load the review queue' })).toBeInTheDocument();
    expect(screen.getByText(httpMessages.internal)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findEntry('Blue bike')).toBeInTheDocument();
  });
});

/** The moderation queue's tab, opened, and its `count` entries in order (failing when there are not `count`). */
async function openModerationQueue<N extends number>(user: ReturnType<typeof userEvent.setup>, count: N) {
  await user.click(await screen.findByRole('tab', { name: moderation.title }));
  const list = await screen.findByRole('list', { name: moderation.entries });
  return exactly(within(list).getAllByRole('article'), count, 'moderation queue entries');
}

const tent = moderationEntry({
  TargetType: 'item',
  TargetID: 12,
  Reporters: 2,
  Reports: moderationEntry()
    .Reports.slice(0, 2)
    .map((each) => ({ ...each, TargetType: 'item', TargetID: 12 })),
  Content: {
    Title: 'Tent',
    Text: 'Two-person tent.',
    Photos: [{ Path: 'items/12-1.jpg', Thumbnail: 'items/12-1-thumb.jpg' }],
  },
  Hidden: false,
  HiddenAt: null,
});

const message = moderationEntry({
  TargetType: 'message',
  TargetID: 301,
  Reporters: 1,
  Reports: [
    report({
      ID: 40,
      TargetType: 'message',
      TargetID: 301,
      Reason: 'Harassment or bullying',
      Text: '',
      Url: '',
      TargetText: 'Give me the bike or else.',
    }),
  ],
  Content: { Title: '', Text: 'Give me the bike, please.', Photos: [] },
  Hidden: false,
  HiddenAt: null,
  OwnerSuspended: true,
});

describe('AdminPage moderation queue', () => {
  it('shows each reported thing in the server’s order, with its reporters, content, owner, state and reports', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueue(moderationEntry(), tent, message, pageEntry()),
    });
    const [profile, item, chat, page] = await openModerationQueue(user, 4);

    expect(profile).toHaveAccessibleName('Jo Bloggs');
    expect(within(profile).getByText('Profile')).toBeInTheDocument();
    expect(profile).toHaveTextContent(moderation.reporters(3));
    expect(profile).toHaveTextContent(moderation.by('jo_bloggs_1'));
    expect(profile).toHaveTextContent(`${moderation.hidden} ${moderation.since} 8 Mar 2025`);
    expect(profile).toHaveTextContent('Cheap watches at my shop!');
    expect(within(profile).getByRole('img', { name: 'Jo Bloggs, photo 1 of 1' })).toHaveAttribute(
      'src',
      mediaUrl('profiles/42-thumb.jpg', 'media-token'),
    );
    const reports = within(within(profile).getByRole('region', { name: moderation.reports })).getAllByRole('listitem');
    expect(reports.map((each) => each.textContent)).toEqual([
      expect.stringMatching(/^Inappropriate contentThe bio links to a shop\.@alex_smith_9 · 6 Mar 2025/),
      expect.stringMatching(/^Spam@kim_lee_2 · 7 Mar 2025/),
      expect.stringMatching(/^Spam@pat_jones_5 · 8 Mar 2025/),
    ]);

    expect(item).toHaveAccessibleName('Tent');
    expect(item).toHaveTextContent(moderation.reporters(2));
    expect(item).toHaveTextContent(moderation.visible);
    expect(item).not.toHaveTextContent(moderation.hidden);

    // A message has no title: it is named by its kind and number, and shows its words then and now.
    expect(chat).toHaveAccessibleName('Message #301');
    expect(chat).toHaveTextContent(moderation.reporters(1));
    expect(chat).toHaveTextContent('Give me the bike, please.');
    expect(chat).toHaveTextContent(`${moderation.reportedText}Give me the bike or else.`);
    expect(chat).toHaveTextContent(moderation.ownerSuspended);

    expect(page).toHaveAccessibleName('Scam or fraud');
    expect(page).toHaveTextContent('Page ·');
    expect(page).toHaveTextContent(`Reporter${moderation.reportedByVisitor('kim@example.co.uk')}`);
    expect(within(page).getByRole('link', { name: 'https://swapsies.example/items/11' })).toHaveAttribute(
      'href',
      'https://swapsies.example/items/11',
    );
  });

  it('offers Suspend only for an owner not yet suspended, and only Resolve for a visitor’s page report', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueue(moderationEntry(), message, pageEntry()),
    });
    const [profile, chat, page] = await openModerationQueue(user, 3);
    const buttons = (entry: HTMLElement) =>
      within(entry)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(profile)).toEqual([moderation.restore, moderation.remove, moderation.suspend]);
    expect(buttons(chat)).toEqual([moderation.restore, moderation.remove]);
    expect(buttons(page)).toEqual(['Mark resolved']);
  });

  it('says when the reported thing is gone', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueue(tent, { ...tent, TargetID: 13, Content: null, Owner: null }),
    });
    const [, gone] = await openModerationQueue(user, 2);
    expect(gone).toHaveAccessibleName('Item #13');
    expect(gone).toHaveTextContent(moderation.gone);
    expect(within(gone).queryByRole('button', { name: moderation.suspend })).not.toBeInTheDocument();
  });

  it('leaves a reported thing up, with no reason needed, and fetches the queue again', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueueThen([moderationEntry()], []),
      restoreReported: ok,
    });
    const [profile] = await openModerationQueue(user, 1);
    await user.click(within(profile).getByRole('button', { name: moderation.restore }));
    const dialog = screen.getByRole('dialog', { name: moderation.restoreTitle });
    expect(dialog).toHaveTextContent(moderation.restoreNote);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('maxlength', String(MODERATION_REASON_MAX));
    expect(reason).not.toHaveAttribute('aria-required');
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    expect(await screen.findByText(moderation.done.restored)).toBeInTheDocument();
    expect(api.callsTo('restoreReported').map((call) => [call.params, call.body])).toEqual([
      [{ type: 'user', id: '42' }, {}],
    ]);
    expect(await screen.findByText(moderation.empty)).toBeInTheDocument();
    expect(api.callsTo('getModerationQueue')).toHaveLength(2);
  });

  it('refuses to remove without a reason, then removes with the reason given', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueueThen([tent], []),
      removeReported: ok,
    });
    const [item] = await openModerationQueue(user, 1);
    await user.click(within(item).getByRole('button', { name: moderation.remove }));
    const dialog = screen.getByRole('dialog', { name: moderation.removeTitle('Item') });
    expect(dialog).toHaveTextContent(moderation.removeNote);
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('aria-required', 'true');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(moderation.reasonRequired));
    expect(reason).toHaveFocus();
    expect(api.callsTo('removeReported')).toHaveLength(0);

    await user.type(reason, ' Sells counterfeit goods. ');
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    expect(await screen.findByText(moderation.done.removed)).toBeInTheDocument();
    expect(api.callsTo('removeReported').map((call) => [call.params, call.body])).toEqual([
      [{ type: 'item', id: '12' }, { Reason: 'Sells counterfeit goods.' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suspends the owner’s account with a required reason', async () => {
    const suspended = { ...moderationEntry(), OwnerSuspended: true };
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueueThen([moderationEntry()], [suspended]),
      suspendUser: forId(42, ok),
    });
    const [profile] = await openModerationQueue(user, 1);
    await user.click(within(profile).getByRole('button', { name: moderation.suspend }));
    const dialog = screen.getByRole('dialog', { name: moderation.suspendTitle('jo_bloggs_1') });
    expect(dialog).toHaveTextContent(moderation.suspendNote);
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    expect(within(dialog).getByText(moderation.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('suspendUser')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Repeated scams.');
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    const toasts = screen.getByRole('region', { name: commonWords.notifications });
    expect(await within(toasts).findByText(moderation.done.suspended)).toBeInTheDocument();
    expect(idsOf(api.callsTo('suspendUser'))).toEqual(['42']);
    expect(api.callsTo('suspendUser')[0]?.body).toEqual({ Reason: 'Repeated scams.' });
    const entry = await findEntry('Jo Bloggs');
    await waitFor(() => expect(entry).toHaveTextContent(moderation.ownerSuspended));
    expect(within(entry).queryByRole('button', { name: moderation.suspend })).not.toBeInTheDocument();
  });

  it('keeps the dialog and says why when a decision is refused', async () => {
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueue(tent),
      removeReported: refusal(404, 'NOT_FOUND'),
    });
    const [item] = await openModerationQueue(user, 1);
    await user.click(within(item).getByRole('button', { name: moderation.remove }));
    const dialog = screen.getByRole('dialog', { name: moderation.removeTitle('Item') });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: moderation.confirm }));
    expect(await screen.findByText(moderation.actionFailed.removed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: moderation.removeTitle('Item') })).toBeInTheDocument();
  });

  it('resolves a visitor’s page report', async () => {
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: moderationQueueThen([pageEntry()], []),
      resolveReport: forId(30, ok),
    });
    const [page] = await openModerationQueue(user, 1);
    await user.click(within(page).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Report marked resolved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('resolveReport'))).toEqual(['30']);
    expect(await screen.findByText(moderation.empty)).toBeInTheDocument();
  });

  it('offers Retry when the queue fails to load', async () => {
    let fail = true;
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getModerationQueue: () => (fail ? refusal(500, 'INTERNAL_ERROR') : moderationQueue(tent)),
    });
    await user.click(await screen.findByRole('tab', { name: moderation.title }));
    expect(await screen.findByRole('heading', { name: moderation.failed })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findEntry('Tent')).toBeInTheDocument();
  });
});

describe('AdminPage support messages', () => {
  it('lists open contact and tech-support messages and resolves one', async () => {
    let resolved = false;
    const contact = supportRequest({
      ID: 3,
      Kind: 'contact',
      Type: 1,
      Page: '/matches/4',
      Subject: 'Message from the contact form',
      Message: 'Love the app!\nOne idea though.',
    });
    const anonymous = supportRequest({
      UserID: null,
      Username: '',
      Login: 'kim@example.co.uk',
      ReplyTo: 'kim@example.co.uk',
      Type: 2,
      Subject: 'feature-request',
    });
    const { api, user } = renderAdminPage({
      getReviewQueue: queue(),
      getSupportRequests: () => (resolved ? openSupportRequests(anonymous) : openSupportRequests(contact, anonymous)),
      resolveSupportRequest: (call) => {
        if (call.params.id !== '3') return refusal(404, 'NOT_FOUND');
        resolved = true;
        return ok;
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Support' }));
    const list = await screen.findByRole('list', { name: 'Open support messages' });
    const [first, second] = exactly(within(list).getAllByRole('article'), 2, 'support messages');
    expect(first).toHaveAccessibleName('Message from the contact form');
    expect(first).toHaveTextContent('Contact');
    expect(first).toHaveTextContent('From@alex_smith_9');
    expect(within(first).getByRole('link', { name: 'alex@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:alex@example.co.uk',
    );
    expect(first).toHaveTextContent('Page/matches/4');
    expect(within(first).getByText(/Love the app!/)).toHaveClass('longText');
    expect(within(first).getByText('7 Mar 2025', { exact: false })).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Feature request');
    expect(second).toHaveTextContent('Tech support · feature request');
    expect(second).toHaveTextContent('Fromkim@example.co.uk (not a member)');

    await user.click(within(first).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Message marked resolved.')).toBeInTheDocument();
    expect(idsOf(api.callsTo('resolveSupportRequest'))).toEqual(['3']);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
  });

  it('says when there is nothing open, and offers Retry when the list fails', async () => {
    let fail = true;
    const { user } = renderAdminPage({
      getReviewQueue: queue(),
      getSupportRequests: () => (fail ? refusal(500, 'INTERNAL_ERROR') : openSupportRequests()),
    });
    await user.click(await screen.findByRole('tab', { name: 'Support' }));
    expect(await screen.findByRole('heading', { name: 'Could not load the support messages' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open support messages.')).toBeInTheDocument();
  });
});
