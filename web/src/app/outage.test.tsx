/**
 * An outage of the API (503 SERVICE_UNAVAILABLE) across the app, with the app's own retries: the
 * screen waits, the banner says Swapsies can't be reached and that we keep trying while the query
 * asks again, and the answer shows once the server is back.
 */
import { httpMessages, itemMessages, offlineWords } from '@swapsies/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, mockApi, serviceUnavailable, userItem } from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The signed-in app at `path`, whose dashboard is down until the test brings it back. */
function openInOutage(path: string) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  sessionStorage.setItem(sessionKeys.splashShown, 'true');
  const server = { down: true };
  const api = mockApi({
    getConfig: { body: configAnswer() },
    getDashboard: () => (server.down ? serviceUnavailable : { body: dashboardAnswer({ Items: [userItem()] }) }),
  });
  renderApp(path, { retries: true });
  return { api, server };
}

describe('an outage of the API', () => {
  it("says Swapsies can't be reached while the query tries again, and shows the answer once it comes", async () => {
    // The retry waits out the server's Retry-After on the test's clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, server } = openInOutage('/my-items');

    // The screen opens (the guard does not wait the outage out) and waits on its loader, under the banner.
    expect(await screen.findByText(httpMessages.serviceUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your stuff' })).toBeInTheDocument();
    expect(screen.queryByText(itemMessages.loadItemsFailed)).not.toBeInTheDocument();
    const asked = api.callsTo('getDashboard').length;

    // Still down at the next try: the banner stays, with no error in its place.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.callsTo('getDashboard').length).toBe(asked + 1);
    expect(screen.getByText(httpMessages.serviceUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(itemMessages.loadItemsFailed)).not.toBeInTheDocument();

    server.down = false;

    // serviceUnavailable's Retry-After: 5 seconds.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByRole('article', { name: 'Blue bike' })).toBeInTheDocument();
    expect(api.callsTo('getDashboard').length).toBe(asked + 2);
    expect(screen.queryByText(httpMessages.serviceUnavailable)).not.toBeInTheDocument();
  });

  it('gives way to the offline banner when the connection goes', async () => {
    openInOutage('/my-items');
    expect(await screen.findByText(httpMessages.serviceUnavailable)).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(offlineWords.banner)).toBeInTheDocument();
    expect(screen.queryByText(httpMessages.serviceUnavailable)).not.toBeInTheDocument();
  });
});
