import { PHOTO_MAX_BYTES } from '@swapsies/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  base64FromDataUrl,
  browserCodec,
  checkImageFile,
  type DecodedImage,
  fitWithin,
  type ImageCodec,
  ImagePreparationError,
  imageKind,
  outputType,
  prepareImage,
} from './prepare-image.ts';

const heicTo = vi.hoisted(() => vi.fn());
vi.mock('heic-to/csp', () => ({ heicTo, isHeic: vi.fn() }));

function file(name: string, type: string, size = 1024): File {
  const made = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('imageKind', () => {
  it('knows JPEG, PNG and HEIC/HEIF by MIME type', () => {
    expect(imageKind(file('a.jpg', 'image/jpeg'))).toBe('jpeg');
    expect(imageKind(file('a.png', 'image/png'))).toBe('png');
    expect(imageKind(file('a.heic', 'image/heic'))).toBe('heic');
    expect(imageKind(file('a.heif', 'image/heif'))).toBe('heic');
  });

  it('falls back on the extension when the browser gives no type', () => {
    expect(imageKind(file('IMG_0001.HEIC', ''))).toBe('heic');
    expect(imageKind(file('photo.heif', 'application/octet-stream'))).toBe('heic');
    expect(imageKind(file('photo.JPEG', ''))).toBe('jpeg');
    expect(imageKind(file('logo.png', ''))).toBe('png');
  });

  it('refuses everything else', () => {
    expect(imageKind(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageKind(file('a.webp', ''))).toBeNull();
    expect(imageKind(file('notes.pdf', 'application/pdf'))).toBeNull();
    expect(imageKind(file('no-extension', ''))).toBeNull();
    // A known extension does not overrule a type that says otherwise.
    expect(imageKind(file('fake.jpg', 'image/gif'))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('takes accepted types up to exactly 10 MB', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', PHOTO_MAX_BYTES))).toBeNull();
  });

  it('says why a file is refused, type first', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe('size');
    expect(checkImageFile(file('a.gif', 'image/gif', PHOTO_MAX_BYTES + 1))).toBe('type');
  });
});

describe('outputType', () => {
  it('keeps PNG and turns everything else into JPEG', () => {
    expect(outputType('png')).toBe('image/png');
    expect(outputType('jpeg')).toBe('image/jpeg');
    expect(outputType('heic')).toBe('image/jpeg');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 2048 px, keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3000, height: 6000 })).toEqual({ width: 1024, height: 2048 });
  });

  it('leaves smaller images as they are', () => {
    expect(fitWithin({ width: 2048, height: 100 })).toEqual({ width: 2048, height: 100 });
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('never answers a zero side', () => {
    expect(fitWithin({ width: 10000, height: 1 })).toEqual({ width: 2048, height: 1 });
  });
});

describe('base64FromDataUrl', () => {
  it('drops the data: prefix', () => {
    expect(base64FromDataUrl('data:image/jpeg;base64,QUJDRA==')).toBe('QUJDRA==');
  });

  it('refuses anything that is not base64 data', () => {
    expect(() => base64FromDataUrl('data:,')).toThrow();
    expect(() => base64FromDataUrl('data:text/plain,ABCD')).toThrow();
    expect(() => base64FromDataUrl('blob:nope')).toThrow();
  });
});

describe('prepareImage', () => {
  let release: Mock<() => void>;
  let codec: { decode: Mock<ImageCodec['decode']>; encode: Mock<ImageCodec['encode']> };

  function decoded(width: number, height: number): DecodedImage {
    return { source: {} as CanvasImageSource, width, height, release };
  }

  beforeEach(() => {
    release = vi.fn();
    codec = {
      decode: vi.fn<ImageCodec['decode']>(async () => decoded(4000, 3000)),
      encode: vi.fn<ImageCodec['encode']>(async (_image, _size, type) => new Blob(['ABCD'], { type })),
    };
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:prepared'), configurable: true });
  });

  afterEach(() => vi.restoreAllMocks());

  it('re-encodes a JPEG as JPEG at quality 0.92, at most 2048 px, and hands on base64 and a preview', async () => {
    const picked = file('beach.jpg', 'image/jpeg');
    const prepared = await prepareImage(picked, codec);

    expect(codec.decode).toHaveBeenCalledWith(picked, 'jpeg');
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), { width: 2048, height: 1536 }, 'image/jpeg', 0.92);
    expect(prepared).toEqual({ file: picked, preview: 'blob:prepared', name: 'beach.jpg', encodedString: 'QUJDRA==' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/jpeg' }));
    expect(release).toHaveBeenCalled();
  });

  it('keeps a PNG a PNG', async () => {
    await prepareImage(file('logo.png', 'image/png'), codec);
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'image/png', 0.92);
  });

  it('turns a HEIC without a MIME type into a JPEG', async () => {
    const picked = file('IMG_0042.HEIC', '');
    await prepareImage(picked, codec);
    expect(codec.decode).toHaveBeenCalledWith(picked, 'heic');
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'image/jpeg', 0.92);
  });

  it('refuses a file of another type without decoding it', async () => {
    await expect(prepareImage(file('cat.gif', 'image/gif'), codec)).rejects.toThrow(
      new ImagePreparationError('Filetype not supported. Please use JPG, PNG, or HEIC images.'),
    );
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('says "Error processing images" when decoding fails', async () => {
    codec.decode.mockRejectedValue(new Error('corrupt'));
    await expect(prepareImage(file('broken.jpg', 'image/jpeg'), codec)).rejects.toThrow(
      new ImagePreparationError('Error processing images. Please try again.'),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says the same when encoding fails or the image has no size, and frees the pixels', async () => {
    codec.encode.mockRejectedValue(new Error('no canvas'));
    await expect(prepareImage(file('a.jpg', 'image/jpeg'), codec)).rejects.toThrow(
      'Error processing images. Please try again.',
    );
    expect(release).toHaveBeenCalledTimes(1);

    codec.decode.mockResolvedValue(decoded(0, 0));
    await expect(prepareImage(file('b.jpg', 'image/jpeg'), codec)).rejects.toThrow(
      'Error processing images. Please try again.',
    );
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('refuses a result the server would find too large', async () => {
    codec.encode.mockResolvedValue(new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)], { type: 'image/png' }));
    await expect(prepareImage(file('noise.png', 'image/png'), codec)).rejects.toThrow(
      'File(s) too large: noise.png. Maximum size is 10MB.',
    );
  });
});

describe('browserCodec', () => {
  const bitmap = { width: 640, height: 480, close: vi.fn() };

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    heicTo.mockReset();
    bitmap.close.mockClear();
  });

  it('decodes upright through createImageBitmap', async () => {
    const createImageBitmap = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const picked = file('a.jpg', 'image/jpeg');

    const image = await browserCodec.decode(picked, 'jpeg');
    expect(createImageBitmap).toHaveBeenCalledWith(picked, { imageOrientation: 'from-image' });
    expect(image).toMatchObject({ source: bitmap, width: 640, height: 480 });
    image.release();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('falls back on an <img> where createImageBitmap fails', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new TypeError('options not supported'))),
    );
    class FakeImage {
      onload: (() => void) | null = null;
      naturalWidth = 300;
      naturalHeight = 200;
      set src(_: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', FakeImage);
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:raw'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });

    const image = await browserCodec.decode(file('a.png', 'image/png'), 'png');
    expect(image.source).toBeInstanceOf(FakeImage);
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:raw');
  });

  it('decodes HEIC with heic-to, loaded on demand', async () => {
    heicTo.mockResolvedValue(bitmap);
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const picked = file('IMG.heic', '');

    const image = await browserCodec.decode(picked, 'heic');
    expect(heicTo).toHaveBeenCalledWith({ blob: picked, type: 'bitmap' });
    expect(createImageBitmap).not.toHaveBeenCalled();
    expect(image).toMatchObject({ source: bitmap, width: 640, height: 480 });
  });

  it('draws a JPEG on white at the given size and encodes it with the given quality', async () => {
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn(), imageSmoothingQuality: 'low' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done, type) => done(new Blob(['x'], { type })));
    const source = {} as CanvasImageSource;

    const blob = await browserCodec.encode(
      { source, width: 4000, height: 3000, release() {} },
      { width: 2048, height: 1536 },
      'image/jpeg',
      0.92,
    );
    expect(blob.type).toBe('image/jpeg');
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 2048, 1536);
    expect(context.drawImage).toHaveBeenCalledWith(source, 0, 0, 2048, 1536);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
  });

  it('keeps PNG transparency and fails when the canvas gives nothing', async () => {
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn(), imageSmoothingQuality: 'low' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(null));

    await expect(
      browserCodec.encode(
        { source: {} as CanvasImageSource, width: 1, height: 1, release() {} },
        { width: 1, height: 1 },
        'image/png',
        0.92,
      ),
    ).rejects.toThrow();
    expect(context.fillRect).not.toHaveBeenCalled();
  });
});
