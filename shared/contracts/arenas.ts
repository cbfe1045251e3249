import type { ArenaView, findReviewView, listArenaFilterOptions, readSiteStats } from '../../server/features/arenas/arenas.read';
import type { Json, Found } from './json';

export type ArenaListItem = Json<ArenaView>;
export type ArenaReview = Json<Found<typeof findReviewView>>;
export type ArenaDetail = ArenaListItem & { reviews: ArenaReview[] };
export type ArenaFilterOptions = Awaited<ReturnType<typeof listArenaFilterOptions>>;
export type SiteStats = Awaited<ReturnType<typeof readSiteStats>>;
