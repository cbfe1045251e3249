import { and, eq, not } from 'drizzle-orm';
import type { ArenaGalleryPhotoView } from '@shared/contracts/arenas';
import type { Columns } from '@shared/contracts/json';
import { arenaPhotos, arenas } from '@shared/schema';
import type { AddArenaPhotoInput, PageQuery } from '@shared/validation';
import type { JobQueue } from '../../jobs/job-queue';
import type { Database, Queryable } from '../../db/client';
import { newestFirstPage } from '../../db/paging';
import { PreparedByShape } from '../../db/prepared';
import { claimUploads } from '../uploads';

const galleryColumns = {
  id: arenaPhotos.id,
  url: arenaPhotos.photoUrl,
  photoType: arenaPhotos.photoType,
  uploadId: arenaPhotos.uploadId,
  uploadedBy: arenaPhotos.uploadedBy,
  createdAt: arenaPhotos.createdAt,
} satisfies Columns<ArenaGalleryPhotoView>;

const galleryPages = new PreparedByShape('arena_gallery_page');

/** One page of the arena's photos, newest first, with who uploaded them, and how many the gallery holds. */
export function listArenaGalleryPage(
  db: Queryable, arenaId: string, page: PageQuery,
): Promise<{ rows: ArenaGalleryPhotoView[]; total: number }> {
  return newestFirstPage(db, galleryPages, { table: arenaPhotos, createdAt: arenaPhotos.createdAt, id: arenaPhotos.id }, galleryColumns,
    (bind) => and(eq(arenaPhotos.arenaId, bind(arenaId)), not(arenaPhotos.hidden)), page);
}

export type AddArenaPhotoOutcome =
  | { outcome: 'added'; photo: ArenaGalleryPhotoView }
  | { outcome: 'arena-missing' }
  | { outcome: 'unusable-upload' };

/** Any signed-in rider adds one of their uploads to an arena's photos. */
export async function addArenaPhoto(
  db: Database, jobs: JobQueue, arenaId: string, userId: string, input: AddArenaPhotoInput,
): Promise<AddArenaPhotoOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arenaId)).for('key share');
    if (!arena) return { outcome: 'arena-missing' };
    const claimed = await claimUploads(tx, userId, [input.uploadId]);
    if (claimed.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const [photo] = await tx.insert(arenaPhotos).values({
      arenaId, photoUrl: claimed.uploads[0].url, photoType: input.photoType, uploadedBy: userId, uploadId: input.uploadId,
    }).returning(galleryColumns);
    // Followers hear of a rider's new photos once a day, however many they add.
    const day = new Date().toISOString().slice(0, 10);
    await jobs.send(tx, 'notify-new-photos', { arenaId, userId, day }, { singletonKey: `${arenaId}:${userId}:${day}` });
    return { outcome: 'added', photo };
  });
}
