import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, offerUpdate } from './app-update.ts';
import { UPDATE_READY_TEXT, UpdatePrompt } from './update-prompt.tsx';

afterEach(() => act(() => dismissUpdate()));

describe('the update prompt', () => {
  it('shows nothing while no new version waits, inside a live region', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(UPDATE_READY_TEXT)).not.toBeInTheDocument();
  });

  it('announces a waiting version, and Reload activates it once', async () => {
    const apply = vi.fn(async () => {});
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    const banner = screen.getByRole('region', { name: 'App update' });
    expect(screen.getByRole('status')).toContainElement(banner);
    expect(banner).toHaveTextContent('A new version of Swapsies is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    // The page reloads when the new worker takes over; meanwhile the buttons cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
  });

  it('Not now hides the banner without updating, and a later deployment offers again', async () => {
    const first = vi.fn(async () => {});
    render(<UpdatePrompt />);
    act(() => offerUpdate(first));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(UPDATE_READY_TEXT)).not.toBeInTheDocument();
    expect(first).not.toHaveBeenCalled();

    const second = vi.fn(async () => {});
    act(() => offerUpdate(second));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });
});
