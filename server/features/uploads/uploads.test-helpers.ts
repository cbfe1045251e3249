import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * A phone-like JPEG: noisy content (so it compresses like a photo), the phone's make and a GPS position in its EXIF,
 * and orientation 6 (the camera held upright: stored landscape, shown portrait).
 */
export function phoneJpeg({ width = 1200, height = 900, orientation = 6 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhonyPhone', Model: 'Trailer Cam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 45/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 48/1 3/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A smooth gradient photo, like a real scene (noise is the worst case for compression; this is the usual one). */
export async function scenicJpeg(width: number, height: number): Promise<Buffer> {
  const tile = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 60 } } })
    .png().toBuffer();
  return sharp(tile).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
}

/** A real, valid PNG whose header declares `width` x `height` pixels: a few hundred bytes that would decode to gigabytes. */
export async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  // IHDR's data starts at byte 16 (after the signature, its length and its type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
