import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { FlyerLine } from './flyer-text';

const require = createRequire(import.meta.url);

/**
 * English LSTM data from @tesseract.js-data/eng, read from disk: tesseract.js would otherwise fetch it from a CDN.
 * The package's 4.0.0_best_int folder is the LSTM-only model tesseract.js itself picks for OEM.LSTM_ONLY (3 MB,
 * against 11 MB for the 4.0.0 folder that also carries the legacy engine).
 */
const ENGLISH_DATA_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Lines read with less confidence than this are picture texture, not print. */
const MIN_LINE_CONFIDENCE = 35;

export class OcrTimeoutError extends Error {}
export class OcrBusyError extends Error {}
export class OcrUnreadableError extends Error {}

export interface ImageTextReaderOptions {
  /** Longest one reading (including starting the worker) may take. */
  timeoutMs: number;
  /** Readings allowed to wait behind the one running; more are refused as busy. */
  maxWaiting: number;
}

interface TesseractLine {
  text: string;
  confidence: number;
  bbox: { y0: number; y1: number };
}

/**
 * One tesseract worker, started on first use and shared by every request. Readings run one at a time; one that
 * overruns the time limit has its worker terminated (the only way to stop it) and the next reading starts afresh.
 */
export class ImageTextReader {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly options: ImageTextReaderOptions) {}

  async read(image: Buffer): Promise<FlyerLine[]> {
    if (this.waiting > this.options.maxWaiting) throw new OcrBusyError('Too many flyers are being read');
    this.waiting += 1;
    const turn = this.queue.then(() => this.readNow(image));
    this.queue = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      this.waiting -= 1;
    }
  }

  /** Stops the worker; a later read starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.then((started) => started.terminate()).catch(() => undefined);
  }

  private startWorker(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ENGLISH_DATA_PATH,
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job inside its message listener, killing the process.
      errorHandler: () => undefined,
    }).then((worker) => {
      // The worker thread alone must not keep the process alive at shutdown.
      (worker as Worker & { worker?: { unref?: () => void } }).worker?.unref?.();
      return worker;
    }, (error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  private async readNow(image: Buffer): Promise<FlyerLine[]> {
    let timer: NodeJS.Timeout | undefined;
    let overran = false;
    const overrun = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        overran = true;
        reject(new OcrTimeoutError('Reading the image took too long'));
      }, this.options.timeoutMs);
    });
    const reading = (async () => {
      const worker = await this.startWorker();
      // The worker is being terminated: a job sent to it now makes tesseract.js reject a promise nobody holds.
      if (overran) throw new OcrTimeoutError('Reading the image took too long');
      try {
        return await worker.recognize(image, {}, { text: true, blocks: true });
      } catch (error) {
        throw new OcrUnreadableError(String(error));
      }
    })();
    try {
      const { data } = await Promise.race([reading, overrun]);
      const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)) as TesseractLine[];
      if (lines.length === 0) return data.text.split('\n').map((text) => ({ text }));
      return lines
        .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
        .map((line) => ({ text: line.text.trim(), size: line.bbox.y1 - line.bbox.y0 }));
    } catch (error) {
      if (error instanceof OcrTimeoutError) {
        reading.catch(() => undefined);
        await this.close();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
