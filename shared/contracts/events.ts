import type { CommentView, EventRow, listEventHorseHotels } from '../../server/features/events/events.read';
import type { Json, Rows } from './json';

export type EventListItem = Json<EventRow>;
export type EventComment = Json<CommentView>;
export type NearbyHotel = Json<Rows<typeof listEventHorseHotels>>;
