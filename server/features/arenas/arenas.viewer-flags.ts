import { sql } from 'drizzle-orm';
import type { ArenaView } from '@shared/contracts/arenas';
import { arenaFollows, arenaLikes } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';
import { viewerPairs } from '../../db/viewer-rows';

export const ARENA_VIEWER_FLAG_KEYS = ['isLiked', 'arenaLikeId', 'isFollowing', 'arenaFollowId'] as const satisfies readonly (keyof ArenaView)[];
export type ArenaViewerFlags = Pick<ArenaView, typeof ARENA_VIEWER_FLAG_KEYS[number]>;

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
const arenaIds = sql`${sql.placeholder('arenaIds')}::uuid[]`;

const flagsStatement = preparedOnce('arena_viewer_flags', (db) => db.select({
  likes: viewerPairs<string, string>({ table: arenaLikes, user: arenaLikes.userId, key: arenaLikes.arenaId, value: arenaLikes.id }, viewer, arenaIds),
  follows: viewerPairs<string, string>({ table: arenaFollows, user: arenaFollows.userId, key: arenaFollows.arenaId, value: arenaFollows.id }, viewer, arenaIds),
}).from(sql`(select) as viewer`));

/**
 * The viewer's like and follow of each arena, in the arenas' order, read in one statement for all of them (index
 * lookups on the rider's own rows).
 */
export async function arenaViewerFlags(db: Queryable, rows: Pick<ArenaView, 'id'>[], viewerId: string): Promise<ArenaViewerFlags[]> {
  if (rows.length === 0) return [];
  const [flags] = await flagsStatement(db).execute({ viewerId, arenaIds: planSizedArray(rows.map((row) => row.id), NO_UUID) });
  const likes = new Map(flags.likes);
  const follows = new Map(flags.follows);
  return rows.map((row) => {
    const arenaLikeId = likes.get(row.id) ?? null;
    const arenaFollowId = follows.get(row.id) ?? null;
    return { isLiked: arenaLikeId !== null, arenaLikeId, isFollowing: arenaFollowId !== null, arenaFollowId };
  });
}
