import { type DashboardAnswer, type EmptyAnswer, httpMessages, itemMessages, type UserItem } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import {
  dashboardAnswer,
  forId,
  idsOf,
  type MockAnswer,
  mockApi,
  ok,
  type RouteStubs,
  refusal,
  serviceUnavailable,
  unreachable,
  userItem,
} from '@/testing/api.tsx';
import { deleteErrorMessage } from '../api/delete-item.ts';
import { MyItemsPage } from './my-items-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(handlers: RouteStubs) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi(handlers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/my-items', element: <MyItemsPage /> },
      { path: '/add-item', element: <h1>Add Something</h1> },
      { path: '/edit-item/:itemId', element: <h1>Never Too Late To Update</h1> },
    ],
    { initialEntries: ['/my-items'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

function withItems(
  items: UserItem[],
  overrides: Parameters<typeof dashboardAnswer>[0] = {},
): MockAnswer<DashboardAnswer> {
  return { body: dashboardAnswer({ Items: items, ...overrides }) };
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('Your stuff', () => {
  it('invites the first item when there are none', async () => {
    const { router, user } = renderPage({ getDashboard: withItems([]) });
    const add = await screen.findByRole('link', { name: 'Add Your First Item' });
    expect(screen.getByText("Drop It, Don't Hold It")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your stuff' })).toBeInTheDocument();
    expect(screen.getByText('Add and manage your items')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(add);
    expect(router.state.location.pathname).toBe('/add-item');
  });

  it('shows a New Item card first, then a card per item', async () => {
    renderPage({
      getDashboard: withItems([userItem({ ID: 11, Name: 'Blue bike' }), userItem({ ID: 12, Name: 'Tent' })]),
    });
    const list = await screen.findByRole('list', { name: 'Your items' });
    const entries = within(list).getAllByRole('listitem');
    expect(within(entries[0] as HTMLElement).getByRole('link', { name: 'New Item' })).toHaveAttribute(
      'href',
      '/add-item',
    );
    expect(entries).toHaveLength(3);
    expect(within(entries[1] as HTMLElement).getByRole('article', { name: 'Blue bike' })).toBeInTheDocument();
    expect(within(entries[2] as HTMLElement).getByRole('article', { name: 'Tent' })).toBeInTheDocument();
  });

  it('hides the tagline from charity accounts', async () => {
    renderPage({ getDashboard: withItems([], { Type: 2 }) });
    await screen.findByRole('link', { name: 'Add Your First Item' });
    expect(screen.queryByText('Add and manage your items')).not.toBeInTheDocument();
  });
});

describe('an item card', () => {
  it('shows photos with the media token, name, description, location and an Edit link', async () => {
    const item = userItem({
      ID: 11,
      Photos: [
        { ID: 1, Path: 'items/a.jpg', Thumbnail: 'items/a-thumb.jpg' },
        { ID: 2, Path: '', Thumbnail: 'items/gone-thumb.jpg' },
        { ID: 3, Path: 'items/c.jpg', Thumbnail: '' },
      ],
    });
    const { router, user } = renderPage({ getDashboard: withItems([item]) });
    const card = await findCard('Blue bike');
    const photos = within(card).getByRole('region', { name: 'Photos of Blue bike' });
    expect(within(photos).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/file?path=items%2Fa-thumb.jpg&token=media-token',
    );
    // The photo without a Path is dropped (photosWithPath); the one without a thumbnail shows its Path.
    expect(within(photos).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(2);
    await user.click(within(photos).getByRole('button', { name: 'Next photo' }));
    expect(within(photos).getByRole('img')).toHaveAttribute('src', '/api/v1/file?path=items%2Fc.jpg&token=media-token');

    expect(within(card).getByText('A sturdy blue bike, rarely ridden, with a basket.')).toBeInTheDocument();
    expect(within(card).getByText('Leeds')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Status' })).not.toBeInTheDocument();
    const edit = within(card).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/edit-item/11');
    await user.click(edit);
    expect(router.state.location.pathname).toBe('/edit-item/11');
  });

  it('expands the category badge to the full path on a tap', async () => {
    const { user } = renderPage({ getDashboard: withItems([userItem()]) });
    const card = await findCard('Blue bike');
    const badge = within(card).getByRole('button', { name: 'Category: Sports & Fitness' });
    await user.click(badge);
    expect(badge).toHaveTextContent('Sports & Fitness › Cycling › Bikes');
  });

  it('flags an item that awaits approval, and still lets it be edited and deleted', async () => {
    renderPage({ getDashboard: withItems([userItem({ PendingApproval: true })]) });
    const card = await findCard('Blue bike');
    const status = within(card).getByRole('list', { name: 'Status' });
    expect(within(status).getByText('Pending approval')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  // The reason is written on the card, not in a tooltip that a phone never shows.
  it.each([
    ['a committed item', { Committed: true }, 'Committed', itemMessages.committedEditPage],
    ['an item with pending changes', { PendingChanges: true }, 'Changes Pending', itemMessages.pendingChangesCard],
  ])('locks %s, saying why in visible text', async (_case, state, flag, reason) => {
    renderPage({ getDashboard: withItems([userItem(state)]) });
    const card = await findCard('Blue bike');
    expect(within(card).getByText(flag)).toBeInTheDocument();
    expect(within(card).getByText(reason)).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    for (const name of ['Edit', 'Delete']) {
      const button = within(card).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
      expect(button).not.toHaveAttribute('title');
    }
  });
});

describe('deleting an item', () => {
  it('asks first, and Cancel keeps the item', async () => {
    const { api, user } = renderPage({ getDashboard: withItems([userItem()]) });
    const card = await findCard('Blue bike');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Blue bike”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(idsOf(api.callsTo('deleteItem'))).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('calls DELETE /items/{id}, refreshes the list and confirms with a toast', async () => {
    let items = [userItem({ ID: 11, Name: 'Blue bike' }), userItem({ ID: 12, Name: 'Tent' })];
    const { api, user } = renderPage({
      getDashboard: () => ({ body: dashboardAnswer({ Items: items }) }),
      deleteItem: () => {
        items = items.filter((item) => item.ID !== 11);
        return ok;
      },
    });
    const card = await findCard('Blue bike');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(idsOf(api.callsTo('deleteItem'))).toEqual(['11']);
    expect(api.callsTo('deleteItem')[0]?.headers.Authorization).toBe('Bearer token-123');
    expect(api.callsTo('getDashboard')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Blue bike' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tent' })).toBeInTheDocument();
    expect(screen.getByText('“Blue bike” has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your stuff' })).toHaveFocus();
  });

  it('shows "Deleting..." while the call is under way', async () => {
    let finish: (answer: MockAnswer<EmptyAnswer>) => void = () => {};
    const { user } = renderPage({
      getDashboard: withItems([userItem()]),
      deleteItem: () => new Promise((resolve) => (finish = resolve)),
    });
    const card = await findCard('Blue bike');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finish({ status: 200 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a committed item', 400, 'ITEM_COMMITTED', itemMessages.committedDelete],
    ['an item with pending changes', 409, 'CHANGES_PENDING', itemMessages.pendingChangesDelete],
    ['a gone item', 404, 'ITEM_NOT_FOUND', itemMessages.notFound],
    ['a server failure', 500, 'INTERNAL_ERROR', 'Internal server error. Please try again later.'],
  ])('tells of a failure for %s', async (_case, status, ErrorCode, message) => {
    const { api, user } = renderPage({
      getDashboard: withItems([userItem()]),
      deleteItem: forId(11, refusal(status, ErrorCode)),
    });
    const card = await findCard('Blue bike');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(itemMessages.deleteFailed);
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is refreshed anyway: the item may have become committed or gone meanwhile.
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(2));
  });

  it('tells when the server cannot be reached', async () => {
    const { user } = renderPage({
      getDashboard: withItems([userItem()]),
      deleteItem: unreachable,
    });
    const card = await findCard('Blue bike');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(itemMessages.deleteFailed);
    expect(alert).toHaveTextContent(httpMessages.unreachable);
  });

  it('falls back to "Unable to delete item. Please try again." for a failure that is not an API answer', () => {
    expect(deleteErrorMessage(new Error('boom'))).toBe(itemMessages.deleteFailedRetry);
  });
});

describe('loading', () => {
  it('shows skeleton cards while the items load', async () => {
    let finish: (answer: MockAnswer<DashboardAnswer>) => void = () => {};
    renderPage({ getDashboard: () => new Promise((resolve) => (finish = resolve)) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your items');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    finish({ body: dashboardAnswer({ Items: [userItem()] }) });
    expect(await findCard('Blue bike')).toBeInTheDocument();
    expect(screen.queryByText('Loading your items')).not.toBeInTheDocument();
  });

  it('says the items could not be loaded, and Retry loads them', async () => {
    let fail = true;
    const { api, user } = renderPage({
      getDashboard: () => (fail ? refusal(500, 'INTERNAL_ERROR') : { body: dashboardAnswer({ Items: [userItem()] }) }),
    });
    expect(await screen.findByRole('heading', { name: itemMessages.loadItemsFailed })).toBeInTheDocument();
    expect(screen.getByText(itemMessages.loadItemsFailedLater)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCard('Blue bike')).toBeInTheDocument();
    expect(api.callsTo('getDashboard')).toHaveLength(2);
    expect(screen.queryByText(itemMessages.loadItemsFailed)).not.toBeInTheDocument();
  });

  it("says an outage can't be reached, not that the items failed, when the dashboard gives up on one", async () => {
    let fail = true;
    const { user } = renderPage({
      getDashboard: () => (fail ? serviceUnavailable : { body: dashboardAnswer({ Items: [userItem()] }) }),
    });
    expect(await screen.findByRole('heading', { name: httpMessages.serviceUnavailable })).toBeInTheDocument();
    expect(screen.queryByText(itemMessages.loadItemsFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(itemMessages.loadItemsFailedLater)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCard('Blue bike')).toBeInTheDocument();
  });
});
