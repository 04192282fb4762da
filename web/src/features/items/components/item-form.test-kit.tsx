/**
 * Test support for the add and edit pages: the pages in a memory router with a query client, the
 * API stubbed with mockApi (uploads included: uploadApi is routed through fetch and reports 40 %
 * progress at once), and the photo uploader replaced by a stand-in (see item-form.test-doubles.tsx).
 * Only tests import this file.
 */
import type { Category, RouteInput, RouteSpec } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { UploadOptions } from '@/lib/api-upload.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, type MockHandler, mockApi, smallCategoryTree, userItem } from '@/testing/api.tsx';
import { AddItemPage } from './add-item-page.tsx';
import { EditItemPage } from './edit-item-page.tsx';

vi.mock('./image-uploader.tsx', async () => ({
  ImageUploader: (await import('./item-form.test-doubles.tsx')).StandInUploader,
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

export const ok = (fields: Record<string, unknown> = {}) => ({ body: { Success: true, ErrorCode: '', ...fields } });
export const fail = (status: number, ErrorCode: string, fields: Record<string, unknown> = {}) => ({
  status,
  body: { Success: false, ErrorCode, ...fields },
});

export interface RenderOptions {
  handlers?: Record<string, MockHandler>;
  categories?: Category[];
}

/**
 * Signs in, stubs the API (categories, the dashboard with the fixtures' item 11, then `handlers`)
 * and renders `path`, with /seek as the page before it (where "back" goes).
 */
export function renderItemPage(path: string, { handlers = {}, categories = smallCategoryTree() }: RenderOptions = {}) {
  localStorage.setItem(localKeys.authToken, 'session-token');
  const api = mockApi({
    'GET /categories': ok({ Categories: categories }),
    'GET /dashboard': { body: dashboardAnswer({ Items: [userItem()] }) },
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
