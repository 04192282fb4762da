import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselPhoto, OWN_SWIPE_SELECTOR } from './carousel.tsx';

const photos: CarouselPhoto[] = [
  { src: '/one.jpg', alt: 'Front' },
  { src: '/two.jpg', alt: 'Back' },
  { src: '/three.jpg', alt: 'Side' },
];

function renderCarousel(list: CarouselPhoto[] = photos) {
  render(<Carousel photos={list} label="Photos of Blue bike" />);
  return screen.getByRole('region', { name: 'Photos of Blue bike' });
}

/** The photo on show: the carousel shows exactly one. */
function shownPhoto(carousel: HTMLElement): HTMLElement {
  const images = within(carousel).getAllByRole('img');
  expect(images).toHaveLength(1);
  return images[0] as HTMLElement;
}

describe('Carousel', () => {
  it('shows one photo at a time and says which', () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');
    expect(within(carousel).getByRole('group', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });

  it('shows each photo whole, letterboxed over a blurred copy of itself, not cropped to the frame', () => {
    const carousel = renderCarousel();
    const photo = shownPhoto(carousel);
    const frame = photo.closest('[data-fit]');
    expect(frame).toHaveAttribute('data-fit', 'contain');
    fireEvent.load(photo);
    expect(frame?.querySelector('img[aria-hidden="true"]')).toHaveAttribute('src', '/one.jpg');
  });

  it('moves with the previous and next buttons, wrapping at either end, and announces the position', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto(carousel)).toHaveAccessibleName('Back');
    expect(screen.getByText('Photo 2 of 3', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');
  });

  it('jumps to a photo with its dot, which is then marked current', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel();
    const third = screen.getByRole('button', { name: 'Show photo 3' });
    await user.click(third);
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute('aria-current');
  });

  it('follows ArrowLeft and ArrowRight while focused', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel();
    await user.tab();
    expect(carousel).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto(carousel)).toHaveAccessibleName('Back');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
  });

  it('changes photo on a pointer swipe beyond 50 px, not on a shorter one', () => {
    const carousel = renderCarousel();
    fireEvent.pointerDown(carousel, { clientX: 200 });
    fireEvent.pointerUp(carousel, { clientX: 150 });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');

    fireEvent.pointerDown(carousel, { clientX: 200 });
    fireEvent.pointerUp(carousel, { clientX: 149 });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Back');

    fireEvent.pointerDown(carousel, { clientX: 100 });
    fireEvent.pointerUp(carousel, { clientX: 151 });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');
  });

  it('changes photo on a touch swipe, once even when pointer events come too', () => {
    const carousel = renderCarousel();
    fireEvent.touchStart(carousel, { changedTouches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Back');

    fireEvent.pointerDown(carousel, { clientX: 300 });
    fireEvent.touchStart(carousel, { changedTouches: [{ clientX: 300 }] });
    fireEvent.pointerUp(carousel, { clientX: 200 });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
  });

  it('forgets a swipe that the browser cancelled', () => {
    const carousel = renderCarousel();
    fireEvent.pointerDown(carousel, { clientX: 300 });
    fireEvent.pointerCancel(carousel);
    fireEvent.pointerUp(carousel, { clientX: 100 });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');
  });

  it('has no buttons, dots or swipe with a single photo', async () => {
    const user = userEvent.setup();
    const carousel = renderCarousel([{ src: '/one.jpg', alt: 'Front' }]);
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    expect(carousel).not.toHaveAttribute('tabindex');
    fireEvent.pointerDown(carousel, { clientX: 300 });
    fireEvent.pointerUp(carousel, { clientX: 100 });
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto(carousel)).toHaveAccessibleName('Front');
  });

  it('shows the placeholder when there is no photo at all', () => {
    const carousel = renderCarousel([]);
    expect(shownPhoto(carousel)).toHaveAccessibleName('No photo');
    expect(shownPhoto(carousel).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('marks itself as owning horizontal swipes only when it has several photos', () => {
    const carousel = renderCarousel();
    expect(carousel.matches(OWN_SWIPE_SELECTOR)).toBe(true);
    const { unmount } = render(<Carousel photos={[photos[0] as CarouselPhoto]} label="One photo" />);
    expect(screen.getByRole('region', { name: 'One photo' }).matches(OWN_SWIPE_SELECTOR)).toBe(false);
    unmount();
  });

  it('opens the shown photo on a tap when asked to, but not at the end of a mouse swipe', async () => {
    const user = userEvent.setup();
    const onPhotoClick = vi.fn();
    render(<Carousel photos={photos} label="Photos of Blue bike" onPhotoClick={onPhotoClick} />);
    const carousel = screen.getByRole('region', { name: 'Photos of Blue bike' });
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Open Back in the photo viewer' }));
    expect(onPhotoClick).toHaveBeenCalledWith(1);

    const open = screen.getByRole('button', { name: 'Open Back in the photo viewer' });
    fireEvent.pointerDown(carousel, { clientX: 300 });
    fireEvent.pointerUp(carousel, { clientX: 200 });
    fireEvent.click(open);
    expect(onPhotoClick).toHaveBeenCalledTimes(1);
  });

  it('follows an index given by its parent and reports moves', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Carousel photos={photos} label="Photos of Blue bike" index={2} onIndexChange={onIndexChange} />);
    const carousel = screen.getByRole('region', { name: 'Photos of Blue bike' });
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
    // The parent did not move it, so it stays.
    expect(shownPhoto(carousel)).toHaveAccessibleName('Side');
  });
});
