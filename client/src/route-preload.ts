import { preloadArenaPage } from '@/features/arenas/arena-preload';
import { HOME_HERO_IMAGE } from '@/features/home/HomePage';
import { preloadImage } from '@/lib/preload-image';

/**
 * Work the first page of a visit needs that can start before React renders it: the home hero photo, an arena
 * page's data. Each is the page's largest paint or waits on it, so starting it early shortens the first visit.
 */
export function preloadFirstRoute(pathname: string) {
  if (pathname === '/') preloadImage(HOME_HERO_IMAGE);
  preloadArenaPage(pathname);
}
