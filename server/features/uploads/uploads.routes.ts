import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { UploadedImage } from '@shared/contracts/uploads';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@shared/uploads';
import type { AppDeps } from '../../app';
import { requireUser, userIdOf } from '../../auth/require-user';
import { Forbidden, HttpError, invalidField, NotFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { uploadLimit } from '../../http/posting-limit';
import { objectStoreFor } from '../../storage/object-store';
import { keepPicture } from './keep-picture';
import { deleteUpload } from './uploads.repo';
import { deleteStoredUpload } from './uploads.files';

const NO_PHOTO = 'Please choose a photo to upload.';
const ONE_PHOTO = 'Please upload one photo in the "file" field.';
const UPLOAD_NOT_FOUND = 'Photo not found';

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
}).single('file');

/** multer, with the texts riders see: too big -> 413, any other problem with the form -> 400 naming `file`. */
const receivePhoto: RequestHandler = (req, res, next) => {
  receive(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      next(error.code === 'LIMIT_FILE_SIZE' ? new HttpError(413, UPLOAD_TOO_LARGE) : invalidField('file', ONE_PHOTO));
    } else {
      next(error);
    }
  });
};

/** Riders' pictures: `POST /api/uploads` stores one, `DELETE /api/uploads/:id` takes it down again. */
export function uploadsRouter(deps: AppDeps): Router {
  const { config, db } = deps;
  const router = Router();
  const store = objectStoreFor(config);

  router.post('/uploads', requireUser, uploadLimit(deps), receivePhoto, async (req, res) => {
    if (!req.file || req.file.size === 0) throw invalidField('file', NO_PHOTO);
    const kept = await keepPicture({ config, db }, userIdOf(req), req.file.buffer);
    res.status(201).json(kept satisfies UploadedImage);
  });

  router.delete('/uploads/:id', requireUser, async (req, res) => {
    const uploadId = parseId(req.params.id, UPLOAD_NOT_FOUND);
    const deleted = await deleteUpload(db, uploadId, userIdOf(req));
    if (deleted.outcome === 'not_found') throw new NotFound(UPLOAD_NOT_FOUND);
    if (deleted.outcome === 'forbidden') throw new Forbidden('You can only delete your own photos.');
    await deleteStoredUpload(store, uploadId);
    res.status(204).end();
  });

  return router;
}

