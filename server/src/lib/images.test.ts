/** The image pipeline's own costs: each photo decoded once, and few photos decoded at a time. */
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { jpeg, png } from '../test/images.ts';
import { PHOTO_CONCURRENCY, photoQueue, processImage } from './images.ts';

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
