/**
 * Test support for the add and edit pages: the pages in a memory router with a query client, the
 * API stubbed with mockApi (uploads included: uploadApi is routed through fetch and reports 40 %
 * progress at once), and the photo uploader replaced by a stand-in (see items-stand-ins.tsx).
 * Only tests import this file.
 */
import type { CategoriesAnswer, Category, ItemAnswer, RouteInput, RouteSpec, UserItem } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AddItemPage } from '@/features/items/components/add-item-page.tsx';
import { EditItemPage } from '@/features/items/components/edit-item-page.tsx';
import type { UploadOptions } from '@/lib/api-upload.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, type MockAnswer, mockApi, type RouteStubs, smallCategoryTree, userItem } from './api.tsx';

vi.mock('@/features/items/components/image-uploader.tsx', async () => ({
  ImageUploader: (await import('@/testing/items-stand-ins.tsx')).StandInUploader,
}));

vi.mock('@/lib/api-upload.ts', async () => {
  const { callApi } = await import('@/lib/api-client.ts');
  return {
    uploadApi: (route: RouteSpec, input: RouteInput<RouteSpec>, options: UploadOptions = {}) => {
      options.onProgress?.(0.4);
      return callApi(route, input, { signal: options.signal });
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What createItem and updateItem answer: the item as saved. */
export function itemAnswer(item: UserItem): MockAnswer<ItemAnswer> {
  return { body: { Success: true, ErrorCode: '', Item: item } };
}

function categoriesAnswer(categories: Category[]): MockAnswer<CategoriesAnswer> {
  return { body: { Success: true, ErrorCode: '', Categories: categories } };
}

export interface RenderOptions {
  handlers?: RouteStubs;
  categories?: Category[];
}

/**
 * Signs in, stubs the API (categories, the dashboard with the fixtures' item 11, then `handlers`)
 * and renders `path`, with /seek as the page before it (where "back" goes).
 */
export function renderItemPage(path: string, { handlers = {}, categories = smallCategoryTree() }: RenderOptions = {}) {
  localStorage.setItem(localKeys.authToken, 'session-token');
  const api = mockApi({
    getCategories: categoriesAnswer(categories),
    getDashboard: { body: dashboardAnswer({ Items: [userItem()] }) },
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/add-item', element: <AddItemPage /> },
      { path: '/edit-item/:itemId', element: <EditItemPage /> },
      { path: '/my-items', element: <h1>Your stuff</h1> },
      { path: '/seek', element: <h1>Swipe and Seek</h1> },
    ],
    { initialEntries: ['/seek', path], initialIndex: 1 },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user, queryClient };
}

/** Fills every field of the add form with valid values (the category through the stand-in select). */
export async function fillAddForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add a photo' }));
  await user.type(screen.getByLabelText('Title'), 'Blue bike');
  await user.type(screen.getByLabelText('Description'), 'A sturdy blue bike with a basket.');
  await user.type(screen.getByLabelText('Swap location'), 'Leeds');
  await user.selectOptions(screen.getByLabelText('Category'), '14-3-7');
}

export const submitButton = (name = 'Add Item') => screen.getByRole('button', { name });
