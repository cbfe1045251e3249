import type { HotelReadModel, listNearbyArenas } from '../../server/features/hotels/hotels.read';
import type { HotelReview } from '../../server/features/hotels/hotels.reviews';
import type { Json, Rows } from './json';

export type HorseHotelItem = Json<HotelReadModel>;
export type HorseHotelReviewItem = Json<HotelReview>;
export type HotelNearbyArena = Json<Rows<typeof listNearbyArenas>>;
