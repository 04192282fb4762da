import { describe, expect, it } from 'vitest';
import { itemPhotoSources, itemPhotos, mediaUrl, PHOTO_SIZES, PLACEHOLDER_IMAGE, photosWithPath } from './media.ts';

describe('mediaUrl', () => {
  it('addresses a stored photo through /api/v1/file with the media token', () => {
    expect(mediaUrl('items/abc.jpg', 'media-token')).toBe('/api/v1/file?path=items%2Fabc.jpg&token=media-token');
  });

  it('encodes characters that would break the query', () => {
    const url = new URL(mediaUrl('a b&c=d.png', 'to+ken&x'), 'http://localhost');
    expect(url.searchParams.get('path')).toBe('a b&c=d.png');
    expect(url.searchParams.get('token')).toBe('to+ken&x');
  });

  it.each(['https://cdn.example.com/p.jpg', 'http://example.com/p.png', 'HTTPS://EXAMPLE.COM/P.JPG'])(
    'uses the absolute address %s as is, with or without a token',
    (address) => {
      expect(mediaUrl(address, 'media-token')).toBe(address);
      expect(mediaUrl(address, undefined)).toBe(address);
    },
  );

  it.each([
    ['no path', undefined, 'media-token'],
    ['an empty path', '', 'media-token'],
    ['a null path', null, 'media-token'],
    ['no token', 'items/abc.jpg', undefined],
    ['an empty token', 'items/abc.jpg', ''],
    ['a null token', 'items/abc.jpg', null],
  ])('answers the placeholder image for %s', (_case, path, token) => {
    expect(mediaUrl(path, token)).toBe(PLACEHOLDER_IMAGE);
  });

  it('makes the placeholder an inline SVG image', () => {
    expect(PLACEHOLDER_IMAGE).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(PLACEHOLDER_IMAGE)).toContain('<svg');
  });
});

describe('photosWithPath', () => {
  it('drops photos without a Path and keeps the order of the rest', () => {
    const photos = [
      { ID: 1, Path: 'a.jpg', Thumbnail: 'a-t.jpg' },
      { ID: 2, Path: '', Thumbnail: 'b-t.jpg' },
      { ID: 3, Path: 'c.jpg', Thumbnail: '' },
    ];
    expect(photosWithPath(photos).map((photo) => photo.ID)).toEqual([1, 3]);
  });
});

describe('itemPhotos', () => {
  const item = {
    Name: 'Blue bike',
    Photos: [
      { Path: 'a.jpg', Thumbnail: 'a-t.jpg' },
      { Path: '', Thumbnail: 'b-t.jpg' },
      { Path: 'c.jpg', Thumbnail: '' },
    ],
  };

  it('gives thumbnails (or the photo where there is none), named by position', () => {
    expect(itemPhotos(item, 'tok').map(({ src, alt }) => ({ src, alt }))).toEqual([
      { src: '/api/v1/file?path=a-t.jpg&token=tok', alt: 'Blue bike, photo 1' },
      { src: '/api/v1/file?path=c.jpg&token=tok', alt: 'Blue bike, photo 2' },
    ]);
  });

  it('gives the full photos for the viewer', () => {
    expect(itemPhotos(item, 'tok', 'full').map((photo) => photo.src)).toEqual([
      '/api/v1/file?path=a.jpg&token=tok',
      '/api/v1/file?path=c.jpg&token=tok',
    ]);
  });
});

describe('itemPhotoSources', () => {
  const file = (path: string) => `/api/v1/file?path=${encodeURIComponent(path)}&token=tok`;

  it('offers the thumbnail and the photo by width, as WebP (with a small copy) and as stored, the JPEG thumbnail as src', () => {
    expect(itemPhotoSources({ Path: 'items/a.jpg', Thumbnail: 'items/a-thumb.jpg' }, 'tok')).toEqual({
      src: file('items/a-thumb.jpg'),
      srcSet: `${file('items/a-thumb.jpg')} 800w, ${file('items/a.jpg')} 2048w`,
      webpSrcSet: `${file('items/a-small.webp')} 400w, ${file('items/a-thumb.webp')} 800w, ${file('items/a.webp')} 2048w`,
      sizes: PHOTO_SIZES.card,
    });
  });

  it("names a PNG photo's WebP copy the same way, and takes the size it is shown at", () => {
    const sources = itemPhotoSources({ Path: 'items/b.png', Thumbnail: 'items/b-thumb.png' }, 'tok', '100vw');
    expect(sources.webpSrcSet).toBe(
      `${file('items/b-small.webp')} 400w, ${file('items/b-thumb.webp')} 800w, ${file('items/b.webp')} 2048w`,
    );
    expect(sources.sizes).toBe('100vw');
  });

  it('offers the photo alone when it has no thumbnail', () => {
    const sources = itemPhotoSources({ Path: 'items/c.jpg' }, 'tok');
    expect(sources.src).toBe(file('items/c.jpg'));
    expect(sources.srcSet).toBe(`${file('items/c.jpg')} 2048w`);
    expect(sources.webpSrcSet).toBe(`${file('items/c.webp')} 2048w`);
  });

  it.each([
    ['no token', { Path: 'items/a.jpg', Thumbnail: 'items/a-thumb.jpg' }, undefined, PLACEHOLDER_IMAGE],
    ['an absolute address', { Path: 'https://cdn.example.com/p.jpg' }, 'tok', 'https://cdn.example.com/p.jpg'],
  ])('gives only src for %s', (_case, photo, token, src) => {
    expect(itemPhotoSources(photo, token)).toEqual({ src });
  });
});
