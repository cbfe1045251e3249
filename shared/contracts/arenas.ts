import type { OwnerResponse } from './moderation';
import type { ARENA_TYPES, FOOTING_CONDITIONS } from '../constants';
import type { Json } from './json';

export type ArenaType = (typeof ARENA_TYPES)[number];
export type FootingCondition = (typeof FOOTING_CONDITIONS)[number];

/** An arena's own fields. */
export interface ArenaRecord {
  id: string;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  /** Decimal degrees as text ('32.7555000'), null when nobody gave them. */
  latitude: string | null;
  longitude: string | null;
  /** The IANA zone an event's date and time are read in; always one (US Central when the arena has none stored). */
  timeZone: string;
  footingType: string | null;
  footingCondition: FootingCondition | null;
  footingLastUpdated: Date | null;
  parkingSurface: string | null;
  parkingCapacity: string | null;
  /** true: the largest rigs fit; false: limited room; null: nobody said. */
  largeRigsFriendly: boolean | null;
  nearbyFuel: string | null;
  nearbyFood: string | null;
  nearbyFeedStore: string | null;
  nearbyVet: string | null;
  nearbyFarrier: string | null;
  features: string[] | null;
  coverImage: string | null;
  videoUrl: string | null;
  ownerId: string | null;
  /** The rider who added it, who edits it until an owner claims it (null for older and demo arenas). */
  createdBy: string | null;
  saddlebookArenaUrl: string | null;
  recordHolderName: string | null;
  /** Fastest time in seconds as text, e.g. '13.842'. */
  recordTime: string | null;
  arenaType: ArenaType | null;
  createdAt: Date;
}

/** An arena as a picker lists it (GET /api/arenas/choices): enough to tell it from another of the same name. */
export type ArenaChoice = Pick<ArenaRecord, 'id' | 'name' | 'city' | 'state'>;

/**
 * An arena with what its card and page show: GET /api/arenas (paged), POST /api/arenas (the new or the existing
 * arena). The like and follow fields are the signed-in rider's own.
 */
export interface ArenaView extends ArenaRecord {
  /** The newest parking photo, shown on the card. */
  parkingPhotoUrl: string | null;
  /** The newest photos but the parking ones, newest first: up to 5 (the card's and the page's cover). */
  photos: string[];
  /** Events still to come at the arena, today's included. */
  eventCount: number;
  /** The average review rating to one decimal, 0 without reviews. */
  averageRating: number;
  reviewCount: number;
  likeCount: number;
  isLiked: boolean;
  arenaLikeId: string | null;
  isFollowing: boolean;
  arenaFollowId: string | null;
  /** Miles from the list's search centre to one decimal; null without a centre or without coordinates. */
  distance: number | null;
}
export type ArenaListItem = Json<ArenaView>;

/** A review as the arena page shows it: POST /api/arenas/:id/reviews, and each of the detail's `reviews`. */
export interface ArenaReviewView {
  id: string;
  arenaId: string;
  userId: string | null;
  rating: number;
  reviewText: string;
  footingType: string | null;
  parkingSurface: string | null;
  helpfulCount: number;
  createdAt: Date;
  /** When its writer last changed it (shown as "edited"), null if never. */
  editedAt: Date | null;
  /** First and last name, else email, else 'User'. */
  userName: string;
  photos: string[];
  /** Whether the signed-in rider marked it helpful (false for visitors). */
  isHelpful: boolean;
  /** The arena owner's answer, if any. */
  ownerResponse: OwnerResponse | null;
}
export type ArenaReview = Json<ArenaReviewView>;

/** A photo in the arena's gallery (GET /api/arenas/:id's `gallery`; POST /api/arenas/:id/photos answers one). */
export interface ArenaGalleryPhotoView {
  id: string;
  url: string;
  photoType: string | null;
  /** The rider's upload behind it (null for demo photos): its uploader deletes it with DELETE /api/uploads/:id. */
  uploadId: string | null;
  uploadedBy: string | null;
  createdAt: Date;
}
export type ArenaGalleryPhoto = Json<ArenaGalleryPhotoView>;

/** POST/DELETE /api/reviews/:id/helpful. */
export interface ReviewHelpfulState {
  helpfulCount: number;
  isHelpful: boolean;
}

/**
 * How many of an arena's reviews its page comes with, the newest: a popular arena has thousands (1,542 at scale 100,
 * 830 KB of JSON when the page carried them all); the rest are read a page at a time (GET /api/arenas/{id}/reviews).
 */
export const ARENA_PAGE_REVIEWS = 10;

/** GET /api/arenas/:id: the arena with its newest reviews and photos. */
export interface ArenaDetailView extends ArenaView {
  /** The newest ARENA_PAGE_REVIEWS reviews. */
  reviews: ArenaReviewView[];
  /** The signed-in rider's own review of the arena, wherever it falls; null for a visitor or none. */
  ownReview: ArenaReviewView | null;
  /** The newest GALLERY_PAGE_PHOTOS photos (contracts/paging.ts), parking ones included, with who uploaded them. */
  gallery: ArenaGalleryPhotoView[];
  /** How many photos the whole gallery holds. */
  photoCount: number;
}
export type ArenaDetail = Json<ArenaDetailView>;

/** GET /api/arenas/filters: the states and arena types present in the data, alphabetical. */
export interface ArenaFilterOptions {
  states: string[];
  arenaTypes: ArenaType[];
}

/** GET /api/stats: the home page's stats strip. */
export interface SiteStats {
  arenaCount: number;
  upcomingEventCount: number;
  /** The average of every arena review to one decimal, 0 without reviews. */
  averageArenaRating: number;
  reviewCount: number;
  horseHotelCount: number;
}
