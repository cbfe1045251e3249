import type { OwnerResponse } from './moderation';
import type { FOOTING_CONDITIONS } from '../constants';
import type { Json } from './json';

/** A horse hotel's own fields, as listed beside arenas and events and inside HorseHotelView. */
export interface HorseHotelRecord {
  id: string;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  /** Decimal degrees as exact decimal strings ('32.7593000'); null when the hotel was listed without them. */
  latitude: string | null;
  longitude: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  stallCount: number | null;
  /** Dollars as exact decimal strings ('35.00'). */
  dailyRate: string | null;
  weeklyRate: string | null;
  amenities: string[] | null;
  stallType: string | null;
  turnoutAvailable: boolean;
  feedIncluded: boolean;
  coverImage: string | null;
  /** The rider who listed it and may edit it; null for listings from the directory's own data. */
  ownerId: string | null;
  createdAt: Date;
}

/**
 * A hotel on the hotel pages: GET /api/horse-hotels (paged), GET /api/horse-hotels/:id, and the answer of POST, PUT
 * and PATCH. `averageRating` is 0 without reviews.
 */
export interface HorseHotelView extends HorseHotelRecord {
  averageRating: number;
  reviewCount: number;
  /** Miles from the place asked about (latitude/longitude in the query), to a tenth; null without one. */
  distance: number | null;
}
export type HorseHotelItem = Json<HorseHotelView>;

/** A photo in a hotel's gallery: POST /api/horse-hotels/:id/photos, and GET /api/horse-hotels/:id's `gallery`. */
export interface HotelGalleryPhotoView {
  id: string;
  url: string;
  uploadId: string | null;
  uploadedBy: string | null;
  createdAt: Date;
}
export type HotelGalleryPhoto = Json<HotelGalleryPhotoView>;

/** GET /api/horse-hotels/:id: the hotel and its newest photos. */
export interface HorseHotelDetailView extends HorseHotelView {
  /** The newest GALLERY_PAGE_PHOTOS photos (contracts/paging.ts); GET /api/horse-hotels/:id/photos reads the rest. */
  gallery: HotelGalleryPhotoView[];
  /** How many photos the whole gallery holds. */
  photoCount: number;
}
export type HorseHotelDetail = Json<HorseHotelDetailView>;

/** GET /api/horse-hotels/filters: the states that have at least one hotel. */
export interface HotelFilterOptions {
  states: string[];
}

/**
 * A review with its author's display name: GET /api/horse-hotels/:id/reviews (paged), POST there and PUT
 * /api/horse-hotels/:id/reviews/:reviewId.
 */
export interface HotelReviewView {
  id: string;
  horseHotelId: string;
  /** Null once the author's account is deleted. */
  userId: string | null;
  rating: number;
  reviewText: string;
  stallCondition: number | null;
  cleanliness: number | null;
  helpfulCount: number;
  createdAt: Date;
  /** When its writer last changed it (shown as "edited"), null if never. */
  editedAt: Date | null;
  userName: string;
  photos: string[];
  /** The hotel owner's answer, if any. */
  ownerResponse: OwnerResponse | null;
}
export type HorseHotelReviewItem = Json<HotelReviewView>;

/** The 409 of a second review by the same rider: the message and their stored review, to offer editing it. */
export interface AlreadyReviewedBody {
  message: string;
  review: HotelReviewView;
}
export type AlreadyReviewed = Json<AlreadyReviewedBody>;

/** An arena near a hotel: GET /api/horse-hotels/:id/arenas (paged), nearest first. */
export interface HotelNearbyArenaView {
  id: string;
  name: string;
  city: string;
  state: string;
  footingCondition: (typeof FOOTING_CONDITIONS)[number] | null;
  coverImage: string | null;
  /** Miles to a tenth; null only for a stored link without a distance from a hotel without coordinates. */
  distance: number | null;
}
export type HotelNearbyArena = Json<HotelNearbyArenaView>;
