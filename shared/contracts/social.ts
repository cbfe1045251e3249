import type { FOOTING_CONDITIONS } from '../constants';
import type { EventFields } from './events';
import type { Json } from './json';

/**
 * A save, follow or like as stored: what POST answers (201 when new, 200 with the existing one when the rider had
 * already saved, followed or liked it). Each is unique per rider and target.
 */
export interface SavedEventRecord {
  id: string;
  userId: string;
  eventId: string;
  createdAt: Date;
}
export interface ArenaFollowRecord {
  id: string;
  userId: string;
  arenaId: string;
  createdAt: Date;
}
export interface ArenaLikeRecord {
  id: string;
  userId: string;
  arenaId: string;
  createdAt: Date;
}
export interface ProducerFollowRecord {
  id: string;
  userId: string;
  producerId: string;
  createdAt: Date;
}
export type SavedEventRow = Json<SavedEventRecord>;
export type ProducerFollowRow = Json<ProducerFollowRecord>;

/** The event of a saved event, with what the calendar and the profile show of its arena. */
export interface SavedEventEvent extends EventFields {
  arena: {
    id: string;
    name: string;
    city: string;
    state: string;
    footingCondition: (typeof FOOTING_CONDITIONS)[number] | null;
    /** The arena's IANA zone, in which the event's date and time are read. */
    timeZone: string;
  };
}

/** GET /api/saved-events (paged): the rider's saved events, soonest event first. */
export interface SavedEventView extends SavedEventRecord {
  event: SavedEventEvent;
}
export type SavedEventEntry = Json<SavedEventView>;

/** GET /api/arena-follows (paged): the rider's followed arenas, most recently followed first. */
export interface ArenaFollowView extends ArenaFollowRecord {
  arena: {
    id: string;
    name: string;
    city: string;
    state: string;
    coverImage: string | null;
    footingCondition: (typeof FOOTING_CONDITIONS)[number] | null;
  };
}
export type ArenaFollowEntry = Json<ArenaFollowView>;

/** GET /api/event-producer-follows (paged): the rider's followed event producers, most recently followed first. */
export interface ProducerFollowView extends ProducerFollowRecord {
  producer: {
    id: string;
    name: string;
    logoUrl: string | null;
  };
}
export type ProducerFollowEntry = Json<ProducerFollowView>;
