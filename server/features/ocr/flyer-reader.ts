import { declaredPictureSize } from '../uploads';
import type { FlyerFileType } from './file-type';
import type { FlyerLine } from './flyer-text';
import { ImageTextReader, OcrBusyError, OcrTimeoutError, OcrUnreadableError } from './image-text';
import { PdfRenderUnavailableError, PdfUnreadableError, readPdfLines } from './pdf-text';

/** A flyer that could not be read, with the status and the toast text the client shows. */
export class FlyerReadError extends Error {
  readonly title = 'OCR Failed';
  constructor(readonly status: number, message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

const READ_TIMEOUT_MS = 20_000;
/** Bigger images take tesseract too long and too much memory; a 12 MP phone photo is well under. */
const MAX_IMAGE_PIXELS = 36_000_000;

const imageReader = new ImageTextReader({ timeoutMs: READ_TIMEOUT_MS, maxWaiting: 3 });

/** Stops the shared OCR worker (call on shutdown; a later upload would start a new one). */
export function closeFlyerReader(): Promise<void> {
  return imageReader.close();
}

function withTimeLimit<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError('Reading the PDF took too long')), milliseconds);
  });
  work.catch(() => undefined);
  return Promise.race([work, overrun]).finally(() => clearTimeout(timer));
}

async function readLines(bytes: Buffer, type: FlyerFileType): Promise<FlyerLine[]> {
  if (type === 'pdf') return withTimeLimit(readPdfLines(bytes, (png) => imageReader.read(png)), READ_TIMEOUT_MS * 2);
  const size = await declaredPictureSize(bytes);
  if (!size) throw new OcrUnreadableError('No readable image header');
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new FlyerReadError(422, 'This image is too large to read. Please upload a smaller image (under 36 megapixels).');
  }
  return imageReader.read(bytes);
}

/** The text lines of an uploaded flyer of a sniffed type; failures become a FlyerReadError with a clear message. */
export async function readFlyerLines(bytes: Buffer, type: FlyerFileType): Promise<FlyerLine[]> {
  try {
    return await readLines(bytes, type);
  } catch (error) {
    if (error instanceof FlyerReadError) throw error;
    if (error instanceof OcrBusyError) {
      throw new FlyerReadError(503, 'Several flyers are being read right now. Please try again in a minute.', { cause: error });
    }
    if (error instanceof OcrTimeoutError) {
      throw new FlyerReadError(503, 'Reading the flyer took too long. Please try again, or fill in details manually.', { cause: error });
    }
    if (error instanceof OcrUnreadableError || error instanceof PdfUnreadableError) {
      throw new FlyerReadError(422, 'This file could not be read. It may be damaged. Please fill in details manually.', { cause: error });
    }
    if (error instanceof PdfRenderUnavailableError) {
      throw new FlyerReadError(422, 'This PDF has no text to read. Please upload it as an image, or fill in details manually.', { cause: error });
    }
    throw error;
  }
}
