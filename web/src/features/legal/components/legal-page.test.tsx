import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, mockApi } from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PRIVACY = `# Privacy Policy

We keep **little**. See the [Cookies Policy](/legal/cookies-policy) and the [ICO](https://ico.org.uk/).

| Key | Why |
|---|---|
| \`authToken\` | signs you in |
`;

type Answer = Response | (() => Response | Promise<Response>);

/** fetch for the static documents; the API calls the app frame makes go to mockApi. */
function stubFetch(documents: Record<string, Answer>) {
  const api = mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    asked.push(pathname);
    const answer = documents[pathname];
    if (!answer) return api.fetchMock(input, init);
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked };
}

const markdown = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });

describe('/legal/{documentType}', () => {
  it('renders the markdown document fetched from /legal/{documentType}.md', async () => {
    const { asked } = stubFetch({ '/legal/privacy-policy.md': markdown(PRIVACY) });
    renderApp('/legal/privacy-policy');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(article).getByText('little').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute(
      'href',
      '/legal/cookies-policy',
    );
    const outside = within(article).getByRole('link', { name: /ICO/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(article).getByRole('table')).toBeInTheDocument();
    expect(asked).toContain('/legal/privacy-policy.md');
  });

  it('renders no raw HTML from a document', async () => {
    stubFetch({
      '/legal/terms-of-service.md': markdown(
        '# Terms\n\n<script>window.pwned = true</script>\n\n<img src="x" onerror="window.pwned = true">\n\nHello <b>bold</b> world',
      ),
    });
    renderApp('/legal/terms-of-service');
    const article = await screen.findByRole('article');
    await within(article).findByRole('heading', { name: 'Terms' });
    expect(article.querySelector('script, img, b')).toBeNull();
    expect(article).not.toHaveTextContent('pwned');
  });

  it('says "No document specified" at /legal', async () => {
    const { asked } = stubFetch({});
    renderApp('/legal');
    expect(await screen.findByText('No document specified')).toBeInTheDocument();
    expect(asked.filter((p) => p.startsWith('/legal/'))).toEqual([]);
  });

  it('says it cannot load a document it does not know, without asking for one', async () => {
    const { asked } = stubFetch({});
    renderApp('/legal/shopping-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load this document. Please try again later.');
    expect(screen.queryByText('No document specified')).not.toBeInTheDocument();
    expect(asked.filter((p) => p.startsWith('/legal/'))).toEqual([]);
  });

  it.each([
    ['a missing file', () => Response.json({ Success: false, ErrorCode: 'NOT_FOUND' }, { status: 404 })],
    [
      'the app page instead of the file',
      () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says it cannot load the document on %s, and tries again', async (_label, failure) => {
    let fail = true;
    stubFetch({ '/legal/cookies-policy.md': () => (fail ? failure() : markdown('# Cookies Policy')) });
    renderApp('/legal/cookies-policy');
    expect(await screen.findByText('Unable to load this document. Please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeInTheDocument();
  });

  it('is open to signed-in members, whose menu leads to it', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    stubFetch({ '/legal/terms-of-service.md': markdown('# Terms of Service') });
    const user = userEvent.setup();
    const { router } = renderApp('/seek');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Terms of Service' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal/terms-of-service'));
  });
});
