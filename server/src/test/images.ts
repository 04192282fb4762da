/** Images for upload tests, made with sharp so that each one is a real file of its kind. */
import sharp from 'sharp';

export async function jpeg(width = 120, height = 80, background = '#c33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export async function png(width = 96, height = 64, background = '#2a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG with camera and GPS metadata, as a phone would upload it. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Phone 9', Copyright: 'Alice Example' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The GPSInfo pointer (EXIF tag 0x8825, little-endian): its presence means a location is carried. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/**
 * A decompression bomb: a tiny JPEG whose header claims 30000 × 30000 pixels (900 megapixels).
 * JPEG has no checksum over the header, so patching the frame size is enough.
 */
export async function pixelBomb(): Promise<Buffer> {
  const small = await jpeg(16, 16);
  const bomb = Buffer.from(small);
  for (let i = 0; i < bomb.length - 9; i += 1) {
    // SOF0 or SOF2: FF C0/C2, length (2 bytes), precision (1), height (2), width (2).
    if (bomb[i] === 0xff && (bomb[i + 1] === 0xc0 || bomb[i + 1] === 0xc2)) {
      bomb.writeUInt16BE(30000, i + 5);
      bomb.writeUInt16BE(30000, i + 7);
      return bomb;
    }
  }
  throw new Error('No frame header found in the JPEG');
}

export function base64(data: Buffer): string {
  return data.toString('base64');
}
