import type { ArenaListItem } from '@shared/contracts/arenas';
import type { EventListItem } from '@shared/contracts/events';
import { arenaPaths } from '@/features/arenas';
import type { QueryParams } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';

/** The two lists the home page previews and searches, by the tab that shows them. */
export const homeListPaths = {
  arenas: arenaPaths.list,
  events: '/api/events',
} as const;

export type HomeListKind = keyof typeof homeListPaths;

export interface HomeListQuery {
  path: string;
  params: QueryParams;
  pageSize: number;
}

/** The arenas or events the home page shows, a page at a time. */
export const useHomeList = ({ path, params, pageSize }: HomeListQuery) =>
  usePagedList<ArenaListItem | EventListItem>(path, params, pageSize);
