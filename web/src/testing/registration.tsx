/**
 * Test support for the registration feature: a fetch stub that answers like the API
 * (/api/v1, envelope Success/ErrorCode) with the real reference data, a render helper
 * with a memory router and a query client, and the steps of the journey. Importing it also
 * stands in for the canvas re-encoding of photos (see test-photo.ts) and unstubs globals
 * after each test.
 */
import { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { RegisterPage } from './components/register-page.tsx';

// Re-exported from the source: a local binding would not survive the hoisting of vi.mock below.
export { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';

vi.mock('./lib/encode-photo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lib/encode-photo.ts')>();
  const { fakeEncoder } = await import('./test-photo.ts');
  return { ...actual, encodePhoto: vi.fn(fakeEncoder(actual)) };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type Handler = (request: StubRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (fields: Record<string, unknown> = {}) => json(200, { Success: true, ErrorCode: '', ...fields });
export const fail = (status: number, ErrorCode: string, fields: Record<string, unknown> = {}) =>
  json(status, { Success: false, ErrorCode, ...fields });
/** fetch rejecting, as it does when the server does not answer at all. */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

export const defaultHandlers: Record<string, Handler> = {
  'GET /categories': () => ok({ Categories: categoryTree }),
  'GET /countries': () =>
    ok({
      Countries: [
        { ID: 1, Name: 'Afghanistan' },
        { ID: 235, Name: 'United Kingdom of Great Britain and Northern Ireland' },
        { ID: 236, Name: 'United States' },
      ],
    }),
  'GET /starter-packs': () => ok({ Packs: starterPacks }),
  'GET /charity-causes': () => ok({ Causes: charityCauses }),
  'GET /config': () => ok({ WebLogin: 'enabled', EveryoneFeed: 'disabled', AppStoreUrl: '' }),
  'POST /check-username-availability': () => ok({ Available: true }),
  'POST /check-email-availability': () => ok({ Available: true }),
  'POST /register': () => ok(),
};

/** Stubs fetch; answers "METHOD /path" (path under /api/v1) from `overrides`, then the defaults. */
export function stubApi(overrides: Record<string, Handler> = {}) {
  const requests: StubRequest[] = [];
  const handlers = { ...defaultHandlers, ...overrides };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const key = `${method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[key];
    if (!handler) return fail(404, 'NOT_FOUND');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    fetch: fetchStub,
    requests,
    /** The requests made to "METHOD /path". */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname.replace(/^\/api\/v1/, '')}` === key),
  };
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
export function startRegister(overrides: Record<string, Handler> = {}, url = '/register') {
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
