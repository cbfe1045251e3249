import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { arenas, events, feedItems, horseHotels, uploads, users } from '@shared/schema';
import { UPLOAD_WIDTHS, uploadUrl } from '@shared/uploads';
import type { Database, Queryable } from '../../db/client';

/** The 400 a route answers for an 'unusable' claim, naming the field that carried the ids. */
export const UNUSABLE_UPLOADS = 'This photo is not one you uploaded, or it is already used. Please upload it again.';

export interface ClaimedUpload {
  id: string;
  url: string;
}

export type ClaimOutcome =
  | { outcome: 'claimed'; uploads: ClaimedUpload[] }
  /** Some ids are unknown, belong to another rider or are already attached elsewhere. */
  | { outcome: 'unusable'; uploadIds: string[] };

/**
 * Marks the rider's uploads as attached (so the sweep keeps them) and answers their page-size URLs in the order
 * given. All or nothing: when one id is unknown, another rider's or already attached, nothing changes and the
 * outcome is 'unusable'. Call it inside the transaction that stores the attachment, before its other writes, and
 * return that outcome: the transaction then commits nothing.
 */
export async function claimUploads(db: Queryable, userId: string, uploadIds: readonly string[]): Promise<ClaimOutcome> {
  const wanted = [...new Set(uploadIds)];
  if (wanted.length === 0) return { outcome: 'claimed', uploads: [] };
  const usable = await db.select({ id: uploads.id }).from(uploads)
    .where(and(inArray(uploads.id, wanted), eq(uploads.userId, userId), isNull(uploads.attachedAt)))
    .for('update');
  const usableIds = new Set(usable.map((row) => row.id));
  const unusable = wanted.filter((id) => !usableIds.has(id));
  if (unusable.length > 0) return { outcome: 'unusable', uploadIds: unusable };
  await db.update(uploads).set({ attachedAt: new Date() }).where(inArray(uploads.id, wanted));
  return { outcome: 'claimed', uploads: wanted.map((id) => ({ id, url: uploadUrl(id) })) };
}

/** A new upload's row, written after its pictures are stored. */
export async function insertUpload(db: Queryable, row: typeof uploads.$inferInsert & { id: string }) {
  await db.insert(uploads).values(row);
}

export type DeleteUploadOutcome = { outcome: 'deleted' } | { outcome: 'not_found' } | { outcome: 'forbidden' };

/**
 * The uploader takes their picture down from wherever it is: the photo rows that carry it go with it (their foreign
 * keys cascade), and the pages that kept one of its URLs in a column (covers, a post, a flyer, an avatar) lose it,
 * in one transaction. The stored files are the caller's to remove afterwards.
 */
export async function deleteUpload(db: Database, uploadId: string, userId: string): Promise<DeleteUploadOutcome> {
  return db.transaction(async (tx) => {
    const [upload] = await tx.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.id, uploadId)).for('update');
    if (!upload) return { outcome: 'not_found' };
    if (upload.userId !== userId) return { outcome: 'forbidden' };
    const urls = UPLOAD_WIDTHS.map((width) => uploadUrl(uploadId, width));
    // One after another: a transaction is one connection, which runs one statement at a time.
    await tx.update(arenas).set({ coverImage: null }).where(inArray(arenas.coverImage, urls));
    await tx.update(horseHotels).set({ coverImage: null }).where(inArray(horseHotels.coverImage, urls));
    await tx.update(feedItems).set({ photoUrl: null }).where(inArray(feedItems.photoUrl, urls));
    await tx.update(events).set({ eventFlyerUrl: null }).where(inArray(events.eventFlyerUrl, urls));
    await tx.update(users).set({ profileImageUrl: null }).where(inArray(users.profileImageUrl, urls));
    await tx.delete(uploads).where(eq(uploads.id, uploadId));
    return { outcome: 'deleted' };
  });
}

/**
 * Removes uploads nothing attached within `olderThanMs` (a rider who picked photos and never saved the form), and
 * answers their ids so their files can go too. Safe to run on several servers at once: each row is deleted once.
 */
export async function deleteUnattachedUploads(db: Queryable, olderThanMs: number, batch = 500): Promise<string[]> {
  const stale = db.select({ id: uploads.id }).from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, new Date(Date.now() - olderThanMs))))
    .limit(batch);
  const deleted = await db.delete(uploads).where(inArray(uploads.id, stale)).returning({ id: uploads.id });
  return deleted.map((row) => row.id);
}
