import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@shared/contracts/uploads';
import { uploadUrl } from '@shared/uploads';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { invalidField } from '../../http/errors';
import { objectStoreFor } from '../../storage/object-store';
import { PictureRefused, processPicture } from './image-processing';
import { deleteStoredUpload, storeVariants } from './uploads.files';
import { insertUpload } from './uploads.repo';

/**
 * Processes a rider's picture and keeps it as their (unattached) upload: the sizes are stored first, then the row,
 * so a row never points at missing files; if the row cannot be written the files are removed again. A refused
 * picture throws a 400 naming `file` and stores nothing.
 */
export async function keepPicture({ config, db }: { config: AppConfig; db: Database }, userId: string, bytes: Buffer): Promise<UploadedImage> {
  let variants;
  try {
    variants = await processPicture(bytes, config.imageProcessingConcurrency);
  } catch (error) {
    if (error instanceof PictureRefused) throw invalidField('file', error.message);
    throw error;
  }
  const store = objectStoreFor(config);
  const id = randomUUID();
  const largest = variants.reduce((widest, variant) => (variant.size.width > widest.size.width ? variant : widest));
  await storeVariants(store, id, variants);
  try {
    await insertUpload(db, {
      id, userId, width: largest.size.width, height: largest.size.height,
      bytes: variants.reduce((sum, variant) => sum + variant.data.length, 0),
    });
  } catch (error) {
    await deleteStoredUpload(store, id).catch(() => undefined);
    throw error;
  }
  return { id, url: uploadUrl(id), width: largest.size.width, height: largest.size.height };
}
