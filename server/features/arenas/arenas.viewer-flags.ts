import { sql, type SQL } from 'drizzle-orm';
import type { ArenaView } from '@shared/contracts/arenas';
import { arenaFollows, arenaLikes, arenas } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';
import { riderFlagsVersion, viewerPairs, viewerRowValue, type ViewerFlagsRead, type ViewerRows } from '../../db/viewer-rows';

export const ARENA_VIEWER_FLAG_KEYS = ['isLiked', 'arenaLikeId', 'isFollowing', 'arenaFollowId'] as const satisfies readonly (keyof ArenaView)[];
export type ArenaViewerFlags = Pick<ArenaView, typeof ARENA_VIEWER_FLAG_KEYS[number]>;

/** The flags from the viewer's like and follow ids (null where they have none). */
export const arenaViewerFlagsFrom = (arenaLikeId: string | null, arenaFollowId: string | null): ArenaViewerFlags => ({
  isLiked: arenaLikeId !== null, arenaLikeId, isFollowing: arenaFollowId !== null, arenaFollowId,
});

const likes: ViewerRows = { table: arenaLikes, user: arenaLikes.userId, key: arenaLikes.arenaId, value: arenaLikes.id };
const follows: ViewerRows = { table: arenaFollows, user: arenaFollows.userId, key: arenaFollows.arenaId, value: arenaFollows.id };

/**
 * The viewer's like and follow ids as columns of a statement that reads `arenas` (`isLiked` and `isFollowing` are
 * derived from them): for `viewer` (a uuid), index lookups on the rider's own rows; for a visitor (null), null.
 */
export function arenaViewerIdColumns(viewer: SQL | null) {
  if (!viewer) return { arenaLikeId: sql<string | null>`null::uuid`, arenaFollowId: sql<string | null>`null::uuid` };
  return {
    arenaLikeId: viewerRowValue<string>(likes, viewer, arenas.id),
    arenaFollowId: viewerRowValue<string>(follows, viewer, arenas.id),
  };
}

const viewer = sql`${sql.placeholder('viewerId')}::uuid`;
const arenaIds = sql`${sql.placeholder('arenaIds')}::uuid[]`;

const flagsStatement = preparedOnce('arena_viewer_flags', (db) => db.select({
  likes: viewerPairs<string, string>(likes, viewer, arenaIds),
  follows: viewerPairs<string, string>(follows, viewer, arenaIds),
  flagsVersion: riderFlagsVersion(viewer),
}).from(sql`(select) as viewer`));

/**
 * The viewer's like and follow of each arena of a page read without them (a page every viewer shares), in the
 * arenas' order, read in one statement for all of them (index lookups on the rider's own rows).
 */
export async function arenaViewerFlags(db: Queryable, rows: Pick<ArenaView, 'id'>[], viewerId: string): Promise<ViewerFlagsRead<ArenaViewerFlags>> {
  if (rows.length === 0) return { flags: [], flagsVersion: null };
  const [flags] = await flagsStatement(db).execute({ viewerId, arenaIds: planSizedArray(rows.map((row) => row.id), NO_UUID) });
  const likeIds = new Map(flags.likes);
  const followIds = new Map(flags.follows);
  return {
    flags: rows.map((row) => arenaViewerFlagsFrom(likeIds.get(row.id) ?? null, followIds.get(row.id) ?? null)),
    flagsVersion: flags.flagsVersion,
  };
}
