/**
 * The API's response shapes as the client receives them. They are derived from the server's read models
 * (type-only imports, erased at build time), so a shape is declared once, where the SQL produces it.
 */
import type { ArenaView, findReviewView, listArenaFilterOptions, readSiteStats } from '../server/features/arenas/arenas.read';
import type { CommentView, EventRow, listEventHorseHotels } from '../server/features/events/events.read';
import type { FeedCommentView } from '../server/features/feed/feed-comments.repo';
import type { FeedItemView } from '../server/features/feed/feed.repo';
import type { HotelReadModel, listNearbyArenas } from '../server/features/hotels/hotels.read';
import type { HotelReview } from '../server/features/hotels/hotels.reviews';
import type { findProducerView } from '../server/features/producers/producers.repo';
import type { findServiceProvider } from '../server/features/services/services.repo';
import type { listArenaFollows, listProducerFollows, listSavedEvents } from '../server/features/social/social.repo';
import type { findTripItems, TripListEntry } from '../server/features/trips/trips.read';
import type { PublicUser, UserProfileView } from '../server/features/users/users.repo';
import type { ArenaLike, ArenaFollow, EventProducerFollow, SavedEvent, Trip } from './schema';

/** A value after JSON: dates become ISO strings, everything else keeps its shape. */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

type Rows<T extends (...args: never[]) => Promise<{ rows: unknown[] } | null>> = NonNullable<Awaited<ReturnType<T>>>['rows'][number];
type Found<T extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<T>>>;

export type CurrentUser = Json<PublicUser>;

export type EventListItem = Json<EventRow>;
export type EventComment = Json<CommentView>;
export type NearbyHotel = Json<Rows<typeof listEventHorseHotels>>;

export type ArenaListItem = Json<ArenaView>;
export type ArenaReview = Json<Found<typeof findReviewView>>;
export type ArenaDetail = ArenaListItem & { reviews: ArenaReview[] };
export type ArenaFilterOptions = Awaited<ReturnType<typeof listArenaFilterOptions>>;
export type SiteStats = Awaited<ReturnType<typeof readSiteStats>>;

export type ProducerView = Json<Found<typeof findProducerView>>;

export type SavedEventEntry = Json<Rows<typeof listSavedEvents>>;
export type ArenaFollowEntry = Json<Rows<typeof listArenaFollows>>;
export type ProducerFollowEntry = Json<Rows<typeof listProducerFollows>>;
export type SavedEventRow = Json<SavedEvent>;
export type ArenaFollowRow = Json<ArenaFollow>;
export type ArenaLikeRow = Json<ArenaLike>;
export type ProducerFollowRow = Json<EventProducerFollow>;

export type FeedItem = Json<FeedItemView>;
export type FeedPostComment = Json<FeedCommentView>;
export type UserProfile = Json<UserProfileView>;

export type HorseHotelItem = Json<HotelReadModel>;
export type HorseHotelReviewItem = Json<HotelReview>;
export type HotelNearbyArena = Json<Rows<typeof listNearbyArenas>>;

export type ServiceProviderItem = Json<Found<typeof findServiceProvider>>;

export type TripSummary = Json<TripListEntry>;
export type TripDetail = Json<Trip>;
export type TripItems = Json<Found<typeof findTripItems>>;
export type TripEventItem = TripItems['events'][number];
export type TripHotelItem = TripItems['horseHotels'][number];
export type TripServiceItem = TripItems['services'][number];
