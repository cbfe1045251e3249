import { sql } from 'drizzle-orm';
import type { ArenaView } from '@shared/contracts/arenas';
import { arenaFollows, arenaLikes } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { PreparedByShape, StatementValues } from '../../db/prepared';

const flagStatements = new PreparedByShape('arena_viewer_flags');

/**
 * The arenas with the viewer's like and follow, read in one statement for all of them (index lookups on the rider's
 * own rows). The rows given are not changed: they may be shared.
 */
export async function withArenaViewerFlags(db: Queryable, rows: ArenaView[], viewerId: string): Promise<ArenaView[]> {
  if (rows.length === 0) return rows;
  const statement = new StatementValues();
  const { bind } = statement;
  const viewer = sql`${bind(viewerId)}::uuid`;
  const arenaIds = sql`${bind(rows.map((row) => row.id))}::uuid[]`;
  const query = db.select({
    likes: sql<[string, string][]>`coalesce((select json_agg(json_build_array(${arenaLikes.arenaId}, ${arenaLikes.id}))
      from ${arenaLikes} where ${arenaLikes.userId} = ${viewer} and ${arenaLikes.arenaId} = any(${arenaIds})), '[]')`,
    follows: sql<[string, string][]>`coalesce((select json_agg(json_build_array(${arenaFollows.arenaId}, ${arenaFollows.id}))
      from ${arenaFollows} where ${arenaFollows.userId} = ${viewer} and ${arenaFollows.arenaId} = any(${arenaIds})), '[]')`,
  }).from(sql`(select) as viewer`);
  const [flags] = await flagStatements.run(db, 'page', statement, query);
  const likes = new Map(flags.likes);
  const follows = new Map(flags.follows);
  return rows.map((row) => {
    const arenaLikeId = likes.get(row.id) ?? null;
    const arenaFollowId = follows.get(row.id) ?? null;
    return { ...row, isLiked: arenaLikeId !== null, arenaLikeId, isFollowing: arenaFollowId !== null, arenaFollowId };
  });
}
