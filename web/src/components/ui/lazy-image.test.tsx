import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import { LazyImage } from './lazy-image.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in IntersectionObserver that lets a test say when the element comes near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as (not) intersecting. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function stubObserver() {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

describe('LazyImage without IntersectionObserver', () => {
  it('loads at once, at half opacity until the photo has loaded', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/photo.jpg" alt="Blue bike" />);
    const image = screen.getByRole('img', { name: 'Blue bike' });
    expect(image).toHaveAttribute('src', '/photo.jpg');
    expect(image).toHaveStyle({ opacity: '0.5' });
    fireEvent.load(image);
    expect(image).toHaveStyle({ opacity: '1' });
  });
});

describe('LazyImage with IntersectionObserver', () => {
  it('waits until the image is within 50 px of the viewport at a 1% threshold', () => {
    stubObserver();
    render(<LazyImage src="/photo.jpg" alt="Blue bike" />);
    const observer = FakeObserver.instances[0];
    expect(observer?.options).toEqual({ rootMargin: '50px', threshold: 0.01 });
    expect(screen.getByRole('img', { name: 'Blue bike' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(screen.getByRole('img', { name: 'Blue bike' })).toHaveStyle({ opacity: '0.5' });

    observer?.report(false);
    expect(screen.getByRole('img', { name: 'Blue bike' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);

    observer?.report(true);
    const image = screen.getByRole('img', { name: 'Blue bike' });
    expect(image).toHaveAttribute('src', '/photo.jpg');
    expect(image).toHaveStyle({ opacity: '0.5' });
    expect(observer?.disconnected).toBe(true);
    fireEvent.load(image);
    expect(image).toHaveStyle({ opacity: '1' });
  });

  it('fits the whole photo over a blurred copy of itself when asked, fetching neither before it is near', () => {
    stubObserver();
    const { container } = render(<LazyImage src="/photo.jpg" alt="Blue bike" fit="contain" />);
    const frame = container.firstElementChild;
    expect(frame).toHaveAttribute('data-fit', 'contain');
    expect(container.querySelector('img[src="/photo.jpg"]')).toBeNull();

    FakeObserver.instances[0]?.report(true);
    const photo = screen.getByRole('img', { name: 'Blue bike' });
    expect(photo).toHaveAttribute('src', '/photo.jpg');
    // The copy only fills the frame's bars, once the photo is there: hidden from screen readers, no name of its own.
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
    fireEvent.load(photo);
    const copy = container.querySelector('img[aria-hidden="true"]');
    expect(copy).toHaveAttribute('src', '/photo.jpg');
    expect(copy).toHaveAttribute('alt', '');
  });

  it('offers WebP first in a <picture>, the stored format as the fallback, and backs with the file chosen', () => {
    stubObserver();
    const { container } = render(
      <LazyImage
        src="/t.jpg"
        srcSet="/t.jpg 640w, /p.jpg 2048w"
        webpSrcSet="/t.webp 640w, /p.webp 2048w"
        sizes="480px"
        alt="Blue bike"
        fit="contain"
      />,
    );
    // Nothing is fetched, in either format, before the frame is near.
    expect(container.querySelector('source')).toBeNull();
    FakeObserver.instances[0]?.report(true);

    const photo = screen.getByRole('img', { name: 'Blue bike' });
    const picture = photo.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = picture?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/t.webp 640w, /p.webp 2048w');
    expect(source).toHaveAttribute('sizes', '480px');
    expect(photo).toHaveAttribute('src', '/t.jpg');
    expect(photo).toHaveAttribute('srcset', '/t.jpg 640w, /p.jpg 2048w');
    expect(photo).toHaveAttribute('sizes', '480px');

    Object.defineProperty(photo, 'currentSrc', { value: '/t.webp' });
    fireEvent.load(photo);
    expect(container.querySelector('img[aria-hidden="true"]')).toHaveAttribute('src', '/t.webp');
  });

  it('is a plain image when there is no WebP source', () => {
    render(<LazyImage src="/photo.jpg" alt="Blue bike" />);
    expect(screen.getByRole('img', { name: 'Blue bike' }).parentElement?.tagName).not.toBe('PICTURE');
  });

  it('stops observing when it leaves the page before coming into view', () => {
    stubObserver();
    const { unmount } = render(<LazyImage src="/photo.jpg" alt="Blue bike" />);
    unmount();
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
  });
});

describe('LazyImage failures and changes', () => {
  it('says "Image no longer available" when the photo cannot be loaded', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/gone.jpg" alt="Blue bike" />);
    fireEvent.error(screen.getByRole('img', { name: 'Blue bike' }));
    expect(screen.getByText('Image no longer available')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Blue bike (Image no longer available)' })).toBeInTheDocument();
  });

  it('starts again at half opacity when given another photo', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<LazyImage src="/one.jpg" alt="Photo" />);
    fireEvent.load(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveStyle({ opacity: '1' });
    rerender(<LazyImage src="/two.jpg" alt="Photo" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/two.jpg');
    expect(screen.getByRole('img')).toHaveStyle({ opacity: '0.5' });
  });

  it('puts className on the frame and imgClassName on the image', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/one.jpg" alt="Photo" className="outer" imgClassName="inner" />);
    const image = screen.getByRole('img');
    expect(image).toHaveClass('inner');
    expect(image.parentElement).toHaveClass('outer');
  });
});
