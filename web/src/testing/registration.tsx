/**
 * Test support for registration: the API answering like the server with the real reference data
 * (stubApi, keyed by route name), a render helper with a memory router and a query client, and
 * the steps of the journey. Importing it also stands in for the canvas re-encoding of photos
 * (jsdom has no canvas) and unstubs globals after each test.
 */
import type { RouteAnswer, routes } from '@swapsies/contract';
import { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { preloadLaterSteps, RegisterPage } from '@/features/auth/registration/components/register-page.tsx';
import { configAnswer, type MockAnswer, mockApi, ok, type RouteStubs } from './api.tsx';

// Re-exported from the source: a local binding would not survive the hoisting of vi.mock below.
export { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';

export { FAKE_ENCODED } from './photo-stand-in.ts';

// The encoder's own type and size checks, then a fixed PNG in place of the canvas re-encoding.
vi.mock('@/lib/encode-photo.ts', async (importOriginal) =>
  (await import('@/testing/photo-stand-in.ts')).standInEncoder(await importOriginal()),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

// Steps 2–4 are chunks the page loads once step 1 is used (see register-page.tsx). Loading them
// here first stands in for a browser that has them: a step shows in the render that reaches it.
await preloadLaterSteps();

/** What checkUsername or checkEmail answers. */
export function availability(available: boolean): MockAnswer<RouteAnswer<typeof routes.checkUsername>> {
  return { body: { Success: true, ErrorCode: '', Available: available } };
}

export const defaultHandlers: RouteStubs = {
  getCategories: { body: { Success: true, ErrorCode: '', Categories: categoryTree } },
  getCountries: {
    body: {
      Success: true,
      ErrorCode: '',
      Countries: [
        { ID: 1, Name: 'Afghanistan' },
        { ID: 235, Name: 'United Kingdom of Great Britain and Northern Ireland' },
        { ID: 236, Name: 'United States' },
      ],
    },
  },
  getStarterPacks: { body: { Success: true, ErrorCode: '', Packs: starterPacks } },
  getCharityCauses: { body: { Success: true, ErrorCode: '', Causes: charityCauses } },
  getConfig: { body: configAnswer() },
  checkUsername: availability(true),
  checkEmail: availability(true),
  register: ok,
};

/** Stubs the API (see mockApi) with `overrides`, then the defaults. */
export function stubApi(overrides: RouteStubs = {}) {
  return mockApi({ ...defaultHandlers, ...overrides });
}

export function renderRegister(url = '/register', options: { user?: UserEvent } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/registration-complete', element: <h1>Registration complete</h1> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/', element: <h1>Landing page</h1> },
      { path: '/legal/:documentType', element: <h1>Legal page</h1> },
    ],
    { initialEntries: [url] },
  );
  const user = options.user ?? userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Stubs the API (see stubApi) and renders the page at `url`. */
export function startRegister(overrides: RouteStubs = {}, url = '/register') {
  const api = stubApi(overrides);
  return { ...renderRegister(url), api };
}

// Whole sign-up journeys in jsdom take a few seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

export const next = () => screen.getByRole('button', { name: 'Next' });

/** Puts `value` into the field labelled `label` in one go (for journeys; rules are tested key by key elsewhere). */
export async function fill(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}
export const stepHeading = () => screen.getByRole('heading', { level: 2 });

export const offeredPacks = starterPacks.filter((pack) => pack.OfferedAtRegistration);

/** A small PNG-looking file (the encoder itself is mocked in page tests). */
export function imageFile(name = 'me.png', type = 'image/png', size?: number): File {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Step 1 → step 2 (personal by default). */
export async function toStep2(user: UserEvent, charity = false) {
  if (charity) await user.click(screen.getByLabelText('Registered charity'));
  await user.click(next());
  await screen.findByText(/^Step 2 of 4/, { selector: 'h2 span' });
}

/** Through step 2 with the given packs (or causes) chosen. */
export async function toStep3(user: UserEvent, choices: string[], charity = false) {
  await toStep2(user, charity);
  await screen.findByLabelText(choices[0] ?? '');
  for (const name of choices) await user.click(screen.getByLabelText(name));
  await user.click(next());
  await screen.findByText(/^Step 3 of 4/, { selector: 'h2 span' });
}

/** Through step 3 for a person. */
export async function toPersonalStep4(user: UserEvent, packs = ['Gardening']) {
  await toStep3(user, packs);
  await fill(user, 'First name', 'Jane');
  await fill(user, 'Last name', "O'Neill-Smith");
  await user.click(next());
  await screen.findByText(/^Step 4 of 4/, { selector: 'h2 span' });
}

export interface CharityProfile {
  causes?: string[];
  name?: string;
  address?: string;
  logo?: File;
}

/** Through step 3 for a charity: its causes, legal name, address and logo. */
export async function toCharityStep4(
  user: UserEvent,
  {
    causes = ['Food Banks'],
    name = 'Hope Trust',
    address = '1 High Street, Leeds',
    logo = imageFile('logo.png'),
  }: CharityProfile = {},
) {
  await toStep3(user, causes, true);
  await user.type(screen.getByLabelText("Charity's legal name"), name);
  await user.type(screen.getByLabelText('Address'), address);
  await user.upload(screen.getByLabelText('Official charity logo'), logo);
  await screen.findByRole('button', { name: 'Remove logo' });
  await user.click(next());
  await screen.findByText(/^Step 4 of 4/, { selector: 'h2 span' });
}

export async function fillPersonalCredentials(user: UserEvent) {
  await fill(user, 'Handle', 'jane_doe99');
  await fill(user, 'Email', 'Jane.Doe@Example.co.uk');
  await fill(user, 'Password', 'Swapsies2024');
  await fill(user, 'Confirm password', 'Swapsies2024');
}

/** The "What's inside" disclosure of a pack or cause. */
export function summaryOf(name: string): HTMLElement {
  return screen.getByText(
    (_, element) => element?.tagName === 'SUMMARY' && (element.textContent ?? '').includes(` ${name} (`),
  );
}
