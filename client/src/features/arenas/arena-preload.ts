import { preloadImage } from '@/lib/preload-image';
import { queryClient } from '@/lib/queryClient';
import { arenaHorseHotelsQuery, arenaQuery } from './api';
import { arenaHeroImage } from './arena-display';

const ARENA_PAGE = /^\/arenas?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * A visit that opens an arena page directly: its data (the same queries ArenaDetailPage runs) is fetched while the
 * page's code downloads instead of after it, and the hero photo, the page's largest paint, is requested as soon as
 * the data names it.
 */
export function preloadArenaPage(pathname: string) {
  const id = ARENA_PAGE.exec(pathname)?.[1];
  if (!id) return;
  queryClient.fetchQuery(arenaQuery(id))
    .then((arena) => preloadImage(arenaHeroImage(arena)), () => {
      // The page shows the error (or not-found) itself when it renders.
    });
  void queryClient.prefetchQuery(arenaHorseHotelsQuery(id));
}
