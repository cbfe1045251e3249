import { fileTypeFromBuffer } from 'file-type';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_NOT_AN_IMAGE, UPLOAD_WIDTHS, type UploadWidth } from '@shared/uploads';

/** What riders may upload, decided by the bytes (file-type), never by the name or the declared type. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** 50 MP: above any phone camera, far below what would exhaust the server's memory when decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Card-size WebP of a 12 MP phone photo at this quality: ~25-45 KB. */
const WEBP_QUALITY = 74;

export const TOO_MANY_PIXELS = 'That photo has too many pixels for us to process. Please choose a smaller one (up to 50 megapixels).';
export const UNREADABLE_PICTURE = 'That photo could not be read: it may be damaged or incomplete. Please choose another.';

/** A picture refused for what it is (400): the message is the rider's. */
export class PictureRefused extends Error {}

export interface PictureVariant {
  width: UploadWidth;
  data: Buffer;
  /** Pixel size of this variant. */
  size: { width: number; height: number };
}

// Phone photos are decoded into tens of megabytes each; libvips' operation cache would keep them around.
sharp.cache(false);

export async function isPicture(bytes: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return type !== undefined && PICTURE_TYPES.has(type.mime);
}

/**
 * The pixel size a picture declares in its header, after its EXIF orientation, read without decoding it (a small
 * file may declare a gigantic bitmap); null when there is no readable header.
 */
export async function declaredPictureSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  return width && height ? { width, height } : null;
}

/** Refuses (PictureRefused) a picture with no readable header or more than MAX_INPUT_PIXELS. */
async function checkPictureSize(bytes: Buffer): Promise<void> {
  const size = await declaredPictureSize(bytes);
  if (!size) throw new PictureRefused(UNREADABLE_PICTURE);
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new PictureRefused(TOO_MANY_PIXELS);
}

let limiter: LimitFunction | undefined;

/**
 * Decodes the picture once (turned upright by its EXIF orientation, first frame of a GIF), then encodes a WebP for
 * each of UPLOAD_WIDTHS, never wider than the original. Nothing of the original's metadata is kept: no EXIF (a
 * phone's GPS position), no XMP, no ICC profile (colours are converted to sRGB). At most `concurrency` pictures are
 * processed at once in this process; the rest wait.
 */
export async function processPicture(bytes: Buffer, concurrency: number): Promise<PictureVariant[]> {
  if (!(await isPicture(bytes))) throw new PictureRefused(UPLOAD_NOT_AN_IMAGE);
  await checkPictureSize(bytes);
  limiter ??= pLimit(concurrency);
  return limiter(async () => {
    try {
      const largest = Math.max(...UPLOAD_WIDTHS);
      // Decoded once, shrunk on load to the largest size needed; the smaller sizes are made from that bitmap.
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false })
        .rotate()
        .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      return await Promise.all(UPLOAD_WIDTHS.map(async (width) => {
        const encoded = await sharp(data, { raw })
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, data: encoded.data, size: { width: encoded.info.width, height: encoded.info.height } };
      }));
    } catch (error) {
      if (error instanceof PictureRefused) throw error;
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) throw new PictureRefused(TOO_MANY_PIXELS);
      throw new PictureRefused(UNREADABLE_PICTURE);
    }
  });
}
