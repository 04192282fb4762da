import { PHOTO_MAX_BYTES } from '@swapsies/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPhotoFile, encodePhoto, PhotoError } from './encode-photo.ts';

/** jsdom decodes no images and has no canvas: an Image that "loads" with a given size, and a recording 2D context. */
let imageSize = { width: 640, height: 480 };
let imageFails = false;
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  get naturalWidth() {
    return imageSize.width;
  }
  get naturalHeight() {
    return imageSize.height;
  }
  set src(_: string) {
    queueMicrotask(() => (imageFails ? this.onerror?.() : this.onload?.()));
  }
}

const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
let canvasSize = { width: 0, height: 0 };

function file(name: string, type: string, size = 1024): File {
  const made = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

beforeEach(() => {
  imageSize = { width: 640, height: 480 };
  imageFails = false;
  context.fillStyle = '';
  context.fillRect.mockClear();
  context.drawImage.mockClear();
  vi.stubGlobal('Image', FakeImage);
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:photo'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    canvasSize = { width: this.width, height: this.height };
    return `data:${type};base64,QUJDRA==`;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('checkPhotoFile', () => {
  it('takes JPG and PNG up to 10 MB', () => {
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPhotoFile(file('a.png', 'image/png', PHOTO_MAX_BYTES))).toBeNull();
    expect(checkPhotoFile(file('a.jpeg', ''))).toBeNull();
  });

  it('refuses other types', () => {
    for (const refused of [
      file('a.gif', 'image/gif'),
      file('a.heic', 'image/heic'),
      file('a.webp', ''),
      file('a.pdf', 'application/pdf'),
    ]) {
      expect(checkPhotoFile(refused)).toBe('Only JPG and PNG images are allowed.');
    }
  });

  it('refuses files over 10 MB, naming them', () => {
    expect(checkPhotoFile(file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))).toBe(
      'File(s) too large: big.jpg. Maximum size is 10MB.',
    );
  });
});

describe('encodePhoto', () => {
  it('keeps a PNG a PNG, at quality 0.92, and hands on base64 without the data: prefix', async () => {
    const toDataURL = vi.mocked(HTMLCanvasElement.prototype.toDataURL);
    const photo = await encodePhoto(file('logo.png', 'image/png'));
    expect(toDataURL).toHaveBeenCalledWith('image/png', 0.92);
    expect(photo).toEqual({ encoded: 'QUJDRA==', preview: 'data:image/png;base64,QUJDRA==', name: 'logo.png' });
    // Transparency is kept: no background is painted.
    expect(context.fillRect).not.toHaveBeenCalled();
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(FakeImage), 0, 0, 640, 480);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('re-encodes a JPEG as JPEG at quality 0.92 on white', async () => {
    const toDataURL = vi.mocked(HTMLCanvasElement.prototype.toDataURL);
    const photo = await encodePhoto(file('me.jpg', 'image/jpeg'));
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.92);
    expect(photo.encoded).toBe('QUJDRA==');
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 640, 480);
  });

  it('scales very large photos down to a size every browser can encode', async () => {
    imageSize = { width: 8000, height: 6000 };
    await encodePhoto(file('huge.jpg', 'image/jpeg'));
    expect(canvasSize.width * canvasSize.height).toBeLessThanOrEqual(16_777_216);
    expect(canvasSize.width / canvasSize.height).toBeCloseTo(8000 / 6000, 2);
  });

  it('refuses a file of another type without decoding it', async () => {
    await expect(encodePhoto(file('cat.gif', 'image/gif'))).rejects.toThrow(
      new PhotoError('Only JPG and PNG images are allowed.'),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says so when the image cannot be decoded', async () => {
    imageFails = true;
    await expect(encodePhoto(file('broken.jpg', 'image/jpeg'))).rejects.toThrow(
      'Failed to process images. Please try again.',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('says so when there is no canvas', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await expect(encodePhoto(file('me.jpg', 'image/jpeg'))).rejects.toThrow(
      'Failed to process images. Please try again.',
    );
  });
});
