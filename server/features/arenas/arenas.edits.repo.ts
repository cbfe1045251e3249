import { and, eq, not, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  arenaFollows, arenaLikes, arenaPhotos, arenas, events, footingReports, reviews,
} from '@shared/schema';
import type { CreateArenaInput } from '@shared/validation';
import type { Database } from '../../db/client';
import { hideContent } from '../moderation';
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

export type DeleteArenaOutcome = { outcome: 'deleted' | 'removed' | 'not-found' | 'forbidden' };

/**
 * The rider who added an arena deletes it, until someone claims it. An arena nobody else has built on is deleted
 * outright; one with events or other riders' reviews, follows, likes, photos or ground reports is removed instead:
 * hidden from every list, count and search, and its page a 404, while those rows stay.
 */
export async function deleteArena(db: Database, arenaId: string, userId: string): Promise<DeleteArenaOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({ ownerId: arenas.ownerId, createdBy: arenas.createdBy }).from(arenas)
      .where(and(eq(arenas.id, arenaId), not(arenas.hidden))).for('update');
    if (!arena) return { outcome: 'not-found' };
    if (arena.ownerId || arena.createdBy !== userId) return { outcome: 'forbidden' };
    // Rows of `table` at this arena by anyone but the deleting rider.
    const byOthers = (table: PgTable, arena: AnyPgColumn, author: AnyPgColumn) =>
      sql`exists (select 1 from ${table} where ${arena} = ${arenaId} and ${author} is distinct from ${userId})`;
    const { rows: [{ referred }] } = await tx.execute<{ referred: boolean }>(sql`select
      exists (select 1 from ${events} where ${events.arenaId} = ${arenaId})
      or ${byOthers(reviews, reviews.arenaId, reviews.userId)}
      or ${byOthers(arenaFollows, arenaFollows.arenaId, arenaFollows.userId)}
      or ${byOthers(arenaLikes, arenaLikes.arenaId, arenaLikes.userId)}
      or ${byOthers(footingReports, footingReports.arenaId, footingReports.userId)}
      or ${byOthers(arenaPhotos, arenaPhotos.arenaId, arenaPhotos.uploadedBy)} as referred`);
    if (referred) {
      await hideContent(tx, 'arena', arenaId, 'Deleted by the rider who added it');
      return { outcome: 'removed' };
    }
    await tx.delete(arenas).where(eq(arenas.id, arenaId));
    return { outcome: 'deleted' };
  });
}
