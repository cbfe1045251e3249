import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import {
  FLYER_EXTRACTION_FAILED, FLYER_INVALID_TYPE, FLYER_MAX_BYTES, FLYER_TOO_LARGE, type FlyerExtractionResponse,
} from '@shared/flyer';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { HttpError } from '../../http/errors';
import { keepPicture } from '../uploads';
import { sniffFlyerType } from './file-type';
import { parseFlyer } from './flyer-parser';
import { FlyerReadError, readFlyerLines } from './flyer-reader';
import { listArenaNames } from './ocr.repo';

export { closeFlyerReader } from './flyer-reader';

const NO_FILE = { title: 'No File', message: 'Please choose a JPG, PNG, GIF, or PDF file to upload.' } as const;
const INVALID_UPLOAD = { title: 'Invalid Upload', message: 'Please upload one flyer file.' } as const;

/** A refused flyer answers `{ title, message }`: the title heads the toast the rider sees. */
const refusal = (status: number, { title, message }: { title: string; message: string }) =>
  new HttpError(status, message, { title });
const FLYER_FIELDS = ['file', 'flyer'];

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: FLYER_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
}).fields(FLYER_FIELDS.map((name) => ({ name, maxCount: 1 })));

/** multer, with the texts riders see: too big -> 413, any other upload problem -> 400. */
const receiveFlyer: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      next(error.code === 'LIMIT_FILE_SIZE' ? refusal(413, FLYER_TOO_LARGE) : refusal(400, INVALID_UPLOAD));
    } else {
      next(error);
    }
  });
};

function uploadedFlyer(req: Request): Express.Multer.File | undefined {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return FLYER_FIELDS.map((name) => files?.[name]?.[0]).find(Boolean);
}

export function ocrRouter({ config, db }: AppDeps): Router {
  const router = Router();

  // Signed-in users only: reading a flyer costs seconds of CPU.
  router.post('/ocr/extract-flyer', requireUser, receiveFlyer, async (req, res) => {
    const file = uploadedFlyer(req);
    if (!file || file.size === 0) throw refusal(400, NO_FILE);
    const type = await sniffFlyerType(file.buffer);
    if (!type) throw refusal(400, FLYER_INVALID_TYPE);
    let lines: Awaited<ReturnType<typeof readFlyerLines>>;
    try {
      lines = await readFlyerLines(file.buffer, type);
    } catch (error) {
      if (!(error instanceof FlyerReadError)) throw error;
      req.log.warn({ err: error.cause ?? error, type, bytes: file.size }, 'flyer not read');
      if (error.status === 503) res.set('Retry-After', '10');
      throw refusal(error.status, error);
    }
    const extraction = parseFlyer({ text: lines, knownArenaNames: await listArenaNames(db) });
    // An image flyer is kept as the rider's upload so the event can show it; a PDF is only read.
    const flyerUpload = type === 'pdf' ? undefined : await keepPicture({ config, db }, userIdOf(req), file.buffer).catch((error: unknown) => {
      req.log.warn({ err: error }, 'flyer read but not kept');
      return undefined;
    });
    // A readable file with nothing usable is a normal answer (200), not a failed request.
    res.json({ ...(extraction ?? { error: FLYER_EXTRACTION_FAILED }), flyerUpload } satisfies FlyerExtractionResponse);
  });

  return router;
}
