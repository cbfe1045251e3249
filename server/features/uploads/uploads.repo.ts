import { and, inArray, isNull, eq } from 'drizzle-orm';
import { uploads } from '@shared/schema';
import { uploadUrl } from '@shared/uploads';
import type { Queryable } from '../../db/client';

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
 * given. Call it inside the transaction that stores the attachment: when the outcome is 'unusable', roll back.
 */
export async function claimUploads(db: Queryable, userId: string, uploadIds: readonly string[]): Promise<ClaimOutcome> {
  const wanted = [...new Set(uploadIds)];
  if (wanted.length === 0) return { outcome: 'claimed', uploads: [] };
  const claimed = await db.update(uploads).set({ attachedAt: new Date() })
    .where(and(inArray(uploads.id, wanted), eq(uploads.userId, userId), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id });
  const claimedIds = new Set(claimed.map((row) => row.id));
  const unusable = wanted.filter((id) => !claimedIds.has(id));
  if (unusable.length > 0) return { outcome: 'unusable', uploadIds: unusable };
  return { outcome: 'claimed', uploads: wanted.map((id) => ({ id, url: uploadUrl(id) })) };
}
