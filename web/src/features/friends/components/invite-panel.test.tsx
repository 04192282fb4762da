import { FRIENDS_TOAST_MS, friendMessages, TOAST_APPEAR_DELAY_MS, TOAST_SLIDE_OUT_MS } from '@swapsies/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { inviteLink } from '../lib/invite-link.ts';
import { InvitePanel } from './invite-panel.tsx';

// jsdom cannot draw on a canvas, so the QR component shows what it was asked to draw.
vi.mock('qrcode.react', () => ({
  QRCodeCanvas: ({
    value,
    size,
    level,
    marginSize,
    ...rest
  }: ComponentProps<'canvas'> & { value: string; size?: number; level?: string; marginSize?: number }) => (
    <canvas role="img" data-value={value} data-size={size} data-level={level} data-margin={marginSize} {...rest} />
  ),
}));

const USERNAME = 'sam_smith_01';
const SIGNATURE = 'c2lnbmVkX2J5X3RoZV9zZQ';
const LINK = inviteLink(USERNAME, SIGNATURE);
const png = new Blob(['png-bytes'], { type: 'image/png' });

type NavigatorStub = 'share' | 'canShare' | 'clipboard';

function stubNavigator(key: NavigatorStub, value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

/** The canvas encodes to `blob` (null: the browser could not make the PNG). */
function canvasGives(blob: Blob | null) {
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(blob));
}

function spyDownloads() {
  const downloads: { href: string; download: string; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  return downloads;
}

function renderPanel(username = USERNAME) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <InvitePanel username={username} signature={SIGNATURE} />
    </ToastProvider>,
  );
  return { user };
}

beforeEach(() => {
  canvasGives(png);
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:invite-qr'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const key of ['share', 'canShare', 'clipboard'] satisfies NavigatorStub[])
    Reflect.deleteProperty(navigator, key);
});

describe('InvitePanel', () => {
  it('shows a 200 px, level M QR code of the invite link and the link itself', () => {
    renderPanel();

    expect(screen.getByRole('region', { name: 'Personal Invite QR Code' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName).toBe('CANVAS');
    expect(qr).toHaveAttribute('data-value', LINK);
    // The app's own link is signed: it makes friends at once (a bare code only asks).
    expect(new URL(qr.getAttribute('data-value') ?? '').searchParams.get('sig')).toBe(SIGNATURE);
    expect(qr).toHaveAttribute('data-size', '200');
    expect(qr).toHaveAttribute('data-level', 'M');

    const field = screen.getByRole('textbox', { name: 'Invite Link' });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
  });

  it('selects the whole link when the field is focused', async () => {
    const { user } = renderPanel();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite Link' });

    await user.click(field);

    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(LINK.length);
  });

  describe('Copy Link', () => {
    it('copies the link and says so', async () => {
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Copy Link' }));

      expect(await screen.findByText(friendMessages.inviteLinkCopied)).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
    });

    it('reports a refused copy and selects the link for copying by hand', async () => {
      const { user } = renderPanel();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));

      await user.click(screen.getByRole('button', { name: 'Copy Link' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(friendMessages.inviteLinkFailed);
      expect(screen.queryByText(friendMessages.inviteLinkCopied)).not.toBeInTheDocument();
      const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite Link' });
      expect(field).toHaveFocus();
      expect(field.selectionEnd).toBe(LINK.length);
    });

    it('shows its toast for the friends toast time', async () => {
      vi.useFakeTimers();
      const writeText = vi.fn(async () => undefined);
      stubNavigator('clipboard', { writeText });
      render(
        <ToastProvider>
          <InvitePanel username={USERNAME} signature={SIGNATURE} />
        </ToastProvider>,
      );
      const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));
      expect(writeText).toHaveBeenCalledWith(LINK);
      await advance(TOAST_APPEAR_DELAY_MS);
      await advance(FRIENDS_TOAST_MS - 1);
      expect(screen.getByText(friendMessages.inviteLinkCopied)).toBeInTheDocument();
      await advance(1);
      await advance(TOAST_SLIDE_OUT_MS);
      expect(screen.queryByText(friendMessages.inviteLinkCopied)).not.toBeInTheDocument();
    });
  });

  describe('Share QR Code', () => {
    it('shares the QR image with the link where the device can share files', async () => {
      const share = vi.fn(async (_data: ShareData) => undefined);
      const canShare = vi.fn(() => true);
      stubNavigator('share', share);
      stubNavigator('canShare', canShare);
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const data = share.mock.calls[0]?.[0];
      expect(data).toEqual({
        files: [expect.objectContaining({ name: 'swapsies-invite-qr.png', type: 'image/png', size: png.size })],
        text: LINK,
      });
      expect(canShare).toHaveBeenCalledWith({ files: data?.files });
      expect(downloads).toEqual([]);
    });

    it('shares the link as text where files cannot be shared', async () => {
      const share = vi.fn(async () => undefined);
      stubNavigator('share', share);
      stubNavigator('canShare', () => false);
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      await waitFor(() => expect(share).toHaveBeenCalledWith({ text: LINK }));
      expect(downloads).toEqual([]);
    });

    it('downloads the QR image where the browser cannot share', async () => {
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      await waitFor(() =>
        expect(downloads).toEqual([{ href: 'blob:invite-qr', download: 'swapsies-invite-qr.png', attached: true }]),
      );
      expect(URL.createObjectURL).toHaveBeenCalledWith(png);
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('falls back to the download when sharing fails', async () => {
      stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')));
      stubNavigator('canShare', () => true);
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      await waitFor(() => expect(downloads).toHaveLength(1));
    });

    it('does nothing more when the person closes the share sheet', async () => {
      const share = vi.fn().mockRejectedValue(new DOMException('Cancelled', 'AbortError'));
      stubNavigator('share', share);
      stubNavigator('canShare', () => true);
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      await waitFor(() => expect(share).toHaveBeenCalled());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Share QR Code' })).toBeEnabled());
      expect(downloads).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says so when there is neither a share sheet nor an image', async () => {
      canvasGives(null);
      const downloads = spyDownloads();
      const { user } = renderPanel();

      await user.click(screen.getByRole('button', { name: 'Share QR Code' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(friendMessages.inviteLinkFailed);
      expect(downloads).toEqual([]);
    });
  });

  it('keeps the tips folded away until asked', async () => {
    const { user } = renderPanel();
    const tip = screen.getByText(/share your interests/);
    expect(tip).not.toBeVisible();
    expect(screen.getByText(/often cancels plans/)).not.toBeVisible();

    await user.click(screen.getByText('Fancy a tip?'));

    expect(tip).toBeVisible();
    expect(screen.getByText(/often cancels plans/)).toBeVisible();
  });

  it('explains, instead of a QR code, when there is no username', () => {
    renderPanel('');

    expect(screen.getByText(friendMessages.inviteNoUsername)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share QR Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite Link' })).not.toBeInTheDocument();
  });
});
