/** The image pipeline's own costs: each photo decoded once, and few photos decoded at a time. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jpeg, png } from '../test/images.ts';

/** The real sharp, with a record of every input it is handed. */
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const inputs: unknown[] = [];
  const spy = Object.assign((...args: Parameters<typeof sharp>) => {
    inputs.push(args[0]);
    return real(...args);
  }, real);
  return { default: Object.assign(spy, { inputs }) };
});

const inputs = (sharp as unknown as { inputs: unknown[] }).inputs;

// The suite shares modules between files (vitest.config.ts): images.ts may hold the sharp an
// earlier file loaded, so it is loaded afresh here, where it finds the recording one.
let images: typeof import('./images.ts');
beforeAll(async () => {
  vi.resetModules();
  images = await import('./images.ts');
});
const processImage: (typeof images)['processImage'] = (...args) => images.processImage(...args);
const SIZES = { display: 200, thumbnail: 50 };

describe('processImage', () => {
  it('makes a small WebP copy when the sizes ask for one', async () => {
    const image = await processImage(await jpeg(600, 400), { ...SIZES, small: 30 });
    expect(await sharp(image.smallWebp).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
  });

  it.each([
    ['a JPEG', () => jpeg(600, 400)],
    ['a PNG', () => png(600, 400)],
  ])('decodes %s once for both sizes', async (_label, make) => {
    const bytes = await make();
    inputs.length = 0;
    const image = await processImage(bytes, SIZES);
    expect(inputs.filter((input) => input === bytes)).toHaveLength(1);
    const display = await sharp(image.display).metadata();
    const thumbnail = await sharp(image.thumbnail).metadata();
    expect([display.width, display.height]).toEqual([200, 133]);
    expect([thumbnail.width, thumbnail.height]).toEqual([50, 33]);
  });

  it.each([
    ['a JPEG', () => jpeg(600, 400), false],
    ['a PNG, losslessly', () => png(600, 400), true],
  ])('makes a WebP copy of both sizes from %s, smaller than the stored format', async (_label, make, lossless) => {
    const image = await processImage(await make(), SIZES);
    const display = await sharp(image.displayWebp).metadata();
    const thumbnail = await sharp(image.thumbnailWebp).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 200, height: 133 });
    expect(thumbnail).toMatchObject({ format: 'webp', width: 50, height: 33 });
    if (!lossless) expect(image.displayWebp.length).toBeLessThan(image.display.length);
    // A small copy only when the sizes ask for one.
    expect(image.smallWebp).toBeUndefined();
    // Nothing the uploaded file carried comes along in the copies either.
    expect(display.exif).toBeUndefined();
  });

  it('works on at most PHOTO_CONCURRENCY photos at a time, the rest wait in one queue', async () => {
    const { PHOTO_CONCURRENCY, photoQueue } = images;
    const photos = await Promise.all(Array.from({ length: PHOTO_CONCURRENCY + 3 }, (_, i) => jpeg(400 + i, 300)));
    let busiest = 0;
    const watch = () => {
      busiest = Math.max(busiest, photoQueue.activeCount);
    };
    const work = photos.map((bytes) => processImage(bytes, SIZES).finally(watch));
    await Promise.resolve();
    watch();
    expect(photoQueue.activeCount + photoQueue.pendingCount).toBe(photos.length);
    expect(photoQueue.pendingCount).toBeGreaterThan(0);
    await Promise.all(work);
    expect(busiest).toBeLessThanOrEqual(PHOTO_CONCURRENCY);
    expect(photoQueue.activeCount + photoQueue.pendingCount).toBe(0);
  });
});
