import { eq } from 'drizzle-orm';
import { arenas } from '@shared/schema';
import type { CreateArenaInput } from '@shared/validation';
import type { Database } from '../../db/client';
import { claimUploads } from '../uploads';
import { arenaTimeZone } from './arena-time-zone';

export type EditArenaOutcome = { outcome: 'updated' | 'not-found' | 'forbidden' | 'unusable-upload' };

/**
 * Saves the whole arena form again. Its owner edits it; before anyone owns it, the rider who added it does; moderators
 * always may (`staff`). The zone follows the coordinates; a new cover upload replaces the cover.
 */
export async function editArena(
  db: Database, arenaId: string, editor: { userId: string; staff: boolean }, { coverUploadId, ...input }: CreateArenaInput,
): Promise<EditArenaOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({ ownerId: arenas.ownerId, createdBy: arenas.createdBy, coverImage: arenas.coverImage })
      .from(arenas).where(eq(arenas.id, arenaId)).for('update');
    if (!arena) return { outcome: 'not-found' };
    const editsIt = arena.ownerId ? arena.ownerId === editor.userId : arena.createdBy === editor.userId;
    if (!editsIt && !editor.staff) return { outcome: 'forbidden' };
    const cover = await claimUploads(tx, editor.userId, coverUploadId ? [coverUploadId] : []);
    if (cover.outcome === 'unusable') return { outcome: 'unusable-upload' };
    const coverImage = cover.uploads[0]?.url ?? input.coverImage ?? null;
    await tx.update(arenas).set({ ...input, coverImage, timeZone: arenaTimeZone(input) }).where(eq(arenas.id, arenaId));
    return { outcome: 'updated' };
  });
}
