import type { listArenaFollows, listProducerFollows, listSavedEvents } from '../../server/features/social/social.repo';
import type { ArenaLike, ArenaFollow, EventProducerFollow, SavedEvent } from '../schema';
import type { Json, Rows } from './json';

export type SavedEventEntry = Json<Rows<typeof listSavedEvents>>;
export type ArenaFollowEntry = Json<Rows<typeof listArenaFollows>>;
export type ProducerFollowEntry = Json<Rows<typeof listProducerFollows>>;
export type SavedEventRow = Json<SavedEvent>;
export type ArenaFollowRow = Json<ArenaFollow>;
export type ArenaLikeRow = Json<ArenaLike>;
export type ProducerFollowRow = Json<EventProducerFollow>;
