import type { BadgeDisplay } from '../badges';
import type {
  AttendanceStatus, EventStatus, FOOTING_CONDITIONS, RvHookups, SeriesFrequency, StallStatus,
} from '../constants';
import type { EventDivision } from '../schema';
import type { HorseHotelRecord } from './hotels';
import type { Json } from './json';

/** The arena an event is held at, as every event card and page shows it. */
export interface EventArenaSummary {
  id: string;
  name: string;
  city: string;
  state: string;
  footingCondition: (typeof FOOTING_CONDITIONS)[number] | null;
  latitude: string | null;
  longitude: string | null;
  address: string | null;
  zipCode: string | null;
  /** The arena's IANA zone (the default zone when it has none): the event's day and time are read there. */
  timeZone: string;
}

/** An event's own fields, wherever an event is shown (its list and page, a saved event). */
export interface EventFields {
  id: string;
  arenaId: string;
  producerId: string | null;
  name: string;
  /** The start instant; `time` is the start as printed on the flyer ('7:00 PM'). */
  date: Date;
  time: string;
  barrelPattern: string | null;
  description: string | null;
  imageUrl: string | null;
  saddlebookUrl: string | null;
  patternSize: string | null;
  /**
   * True once its creator deleted it while riders referred to it: only their saved events and calendars still list
   * it, as removed. Every other list leaves it out, and its page is a 404.
   */
  removed: boolean;
  eventFlyerUrl: string | null;
  createdBy: string | null;
  createdAt: Date;
  /** The last day of a multi-day event ('yyyy-MM-dd' at the arena); null for a one-day event. */
  endDate: string | null;
  status: EventStatus;
  statusReason: string | null;
  /** The series this occurrence belongs to (a weekly jackpot), or null. */
  seriesId: string | null;
  divisions: EventDivision[];
  entriesOpenAt: Date | null;
  entriesCloseAt: Date | null;
  /** Dollars, as numeric text ('10.00'), like every price. */
  lateFee: string | null;
  drawUrl: string | null;
  drawPostedAt: Date | null;
  resultsUrl: string | null;
  stallsAvailable: boolean | null;
  stallPricePerNight: string | null;
  stallStatus: StallStatus | null;
  stallReservationUrl: string | null;
  rvHookups: RvHookups | null;
  rvPricePerNight: string | null;
  dryCampingAllowed: boolean | null;
  gateHours: string | null;
  healthPapers: string | null;
  contactPhone: string | null;
  goingCount: number;
  interestedCount: number;
}

/** An event as the lists and its page show it: GET /api/events (paged), GET /api/events/:id, POST /api/events. */
export interface EventRecord extends EventFields {
  arena: EventArenaSummary;
  producer: { id: string; name: string } | null;
  /** Miles from the searched location, rounded to a tenth; null when the list was not searched around one. */
  distance: number | null;
  /** The viewer's save, follows of its arena and producer: all false (and null) for a visitor. */
  isSaved: boolean;
  savedEventId: string | null;
  isFromFollowedArena: boolean;
  isFromFollowedProducer: boolean;
  /** The viewer's "going" or "interested", null for none (and for a visitor). */
  myAttendance: AttendanceStatus | null;
  /** The series' frequency, for "Every week until ..." (null when the event is not part of a series). */
  series: { frequency: SeriesFrequency; until: string } | null;
}
export type EventListItem = Json<EventRecord>;

/** GET /api/events/filters: what the list can be narrowed to, from upcoming events. */
export interface EventFilterOptions {
  /** The arena states that have upcoming events. */
  states: string[];
  /** Division names upcoming events run, most common first. */
  divisions: string[];
  rvHookups: RvHookups[];
  /** Days for "entries close within". */
  entriesCloseWithinDays: number[];
}

/** POST/DELETE /api/events/:id/attendance: the viewer's answer and the event's counts after it. */
export interface AttendanceResult {
  myAttendance: AttendanceStatus | null;
  goingCount: number;
  interestedCount: number;
}

/** GET /api/events/:id/followed-going: riders the viewer follows who are going (empty for a visitor). */
export interface FollowedRiderGoing {
  id: string;
  name: string;
  avatar: string | null;
}

/** PATCH /api/events/:id: the event as it is now, and how many occurrences the edit changed (1 for one event). */
export interface EventUpdateRecord {
  event: EventRecord;
  updatedCount: number;
}
export type EventUpdateResult = Json<EventUpdateRecord>;

/** A comment on an event as its card shows it: GET /api/events/:id/comments (paged), POST of one. */
export interface EventCommentRecord {
  id: string;
  eventId: string;
  userId: string;
  commentText: string;
  createdAt: Date;
  /** Set once its writer changed it. */
  editedAt: Date | null;
  userName: string;
  userAvatar: string | null;
  /** The writer's badges, at most three, highest level first. */
  badges: BadgeDisplay[];
}
export type EventComment = Json<EventCommentRecord>;

/**
 * GET /api/events/:id/horse-hotels (paged): a hotel linked to the event, or within 50 miles of its arena when none
 * is linked, with its distance in miles (null when it cannot be measured): the hotel's own fields, not its review
 * figures.
 */
export type NearbyHotelRecord = HorseHotelRecord & { distance: number | null };
export type NearbyHotel = Json<NearbyHotelRecord>;
