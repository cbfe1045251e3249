import { Router } from 'express';
import { UPLOAD_WIDTHS, type UploadWidth } from '@shared/uploads';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { objectStoreFor, type ObjectStore } from '../../storage/object-store';
import type { PictureVariant } from './image-processing';
import { deleteUnattachedUploads } from './uploads.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANT_FILE = /^(\d+)\.webp$/;

export const uploadKey = (id: string, width: UploadWidth) => `uploads/${id}/${width}.webp`;
const allKeys = (id: string) => UPLOAD_WIDTHS.map((width) => uploadKey(id, width));

export async function storeVariants(store: ObjectStore, id: string, variants: PictureVariant[]): Promise<void> {
  await Promise.all(variants.map((variant) => store.put(uploadKey(id, variant.width), variant.data, 'image/webp')));
}

export const deleteStoredUpload = (store: ObjectStore, id: string) => store.delete(allKeys(id));

/**
 * `GET /uploads/:id/:width.webp`: the stored pictures, from this machine's folder or the shared bucket, so any app
 * server serves any upload. Mounted before the session middleware: a picture costs no session read. A picture never
 * changes under its URL (a new photo is a new upload), hence the year-long immutable caching.
 */
export function uploadedFilesRouter(config: AppConfig): Router {
  const router = Router();
  const store = objectStoreFor(config);
  router.get('/uploads/:id/:file', async (req, res) => {
    const width = Number(VARIANT_FILE.exec(req.params.file)?.[1]);
    if (!UUID.test(req.params.id) || !UPLOAD_WIDTHS.includes(width as UploadWidth)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const stored = await store.get(uploadKey(req.params.id, width as UploadWidth));
    if (!stored) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set({
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      stored.body.destroy();
      res.end();
      return;
    }
    stored.body.on('error', (error) => res.destroy(error));
    stored.body.pipe(res);
  });
  return router;
}

/** One sweep: day-old uploads nothing attached lose their rows, then their files. Answers how many went. */
export async function sweepUnattachedUploads(db: Database, store: ObjectStore, olderThanMs = DAY_MS): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = await deleteUnattachedUploads(db, olderThanMs);
    await Promise.all(ids.map((id) => deleteStoredUpload(store, id)));
    removed += ids.length;
    if (ids.length < 500) return removed;
  }
}

/** Sweeps at start and then hourly until stopped (a job queue takes this over with the alerts work). */
export function startUploadSweeper(config: AppConfig, db: Database, onError: (error: unknown) => void): () => void {
  const store = objectStoreFor(config);
  const sweep = () => void sweepUnattachedUploads(db, store).catch(onError);
  sweep();
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
