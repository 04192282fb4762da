import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Carousel, type CarouselPhoto } from './carousel.tsx';
import { Lightbox } from './lightbox.tsx';

const photos: CarouselPhoto[] = [
  { src: '/one.jpg', alt: 'Front' },
  { src: '/two.jpg', alt: 'Back' },
  { src: '/three.jpg', alt: 'Side' },
];

/** The page's own carousel of the same photos, under the name the lightbox gives its own. */
function Harness({ startIndex }: { startIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Carousel photos={photos} label="Photos of Blue bike" />
      <button type="button" onClick={() => setOpen(true)}>
        View photos
      </button>
      {open ? (
        <Lightbox photos={photos} startIndex={startIndex} title="Blue bike" onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

async function openViewer(startIndex?: number) {
  const user = userEvent.setup();
  render(<Harness startIndex={startIndex} />);
  await user.click(screen.getByRole('button', { name: 'View photos' }));
  const dialog = screen.getByRole('dialog', { name: 'Blue bike' });
  return { user, dialog };
}

function shownPhoto(dialog: HTMLElement): string | null {
  return within(dialog).getByRole('img').getAttribute('alt');
}

describe('Lightbox', () => {
  it('opens on the chosen photo, with focus inside', async () => {
    const { dialog } = await openViewer(1);
    expect(shownPhoto(dialog)).toBe('Back');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the arrow keys, also when focus is on the close button', async () => {
    const { user, dialog } = await openViewer();
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto(dialog)).toBe('Back');
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto(dialog)).toBe('Side');
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto(dialog)).toBe('Front');
    await user.keyboard('{ArrowLeft}');
    expect(shownPhoto(dialog)).toBe('Side');
  });

  it('keeps Tab inside and closes on Escape, giving focus back', async () => {
    const { user, dialog } = await openViewer();
    for (let press = 0; press < 8; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View photos' })).toHaveFocus();
  });

  it('closes with the × button', async () => {
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows its photos as a group, leaving the page's carousel the one region of that name", async () => {
    const { dialog } = await openViewer();
    expect(within(dialog).getByRole('group', { name: 'Photos of Blue bike' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Photos of Blue bike' })).toHaveLength(1);
  });
});
