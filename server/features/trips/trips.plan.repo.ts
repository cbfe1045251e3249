import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EventStatus } from '@shared/constants';
import type { ItineraryStop, ItineraryView, SharedTripView } from '@shared/contracts/trips';
import { parseLatLng } from '@shared/geo';
import { arenas, events, horseHotels, tripEvents, tripHorseHotels, trips, type EventDivision } from '@shared/schema';
import { formatInZone } from '@shared/time-zones';
import { addDays, daysBetween, storedDay } from '@shared/trip-plan/days';
import { planItinerary, type PlanInput } from '@shared/trip-plan/itinerary';
import type { Queryable } from '../../db/client';
import { jsonObjectSql, type JsonFields } from '../../db/json-sql';
import { preparedOnce } from '../../db/prepared';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { isRemovedEventSql } from '../events/events.repo';
import { riderName } from '../notifications';
import {
  tripEventOwnFields, tripHotelOwnFields, tripItemsJsonSql, type TripEventOwnJson, type TripHotelOwnJson,
} from './trips.items.repo';
import { tripColumns } from './trips.repo';

// A trip's road plan: the stops in their one order with what the planner needs, and the plan itself.

/** What a trip's plan reads of each event it goes to, written as JSON by PostgreSQL (`jsonObjectSql`). */
const eventStopFields = {
  ...tripEventOwnFields,
  name: events.name,
  date: events.date,
  endDate: events.endDate,
  time: events.time,
  timeZone: arenaTimeZoneSql,
  status: events.status,
  removed: isRemovedEventSql,
  gateHours: events.gateHours,
  divisions: events.divisions,
  arenaName: arenas.name,
  city: arenas.city,
  state: arenas.state,
  latitude: arenas.latitude,
  longitude: arenas.longitude,
} satisfies JsonFields;

/** An event stop as `eventStopFields` writes it: numerics as strings, instants as ISO strings. */
interface EventStopRow extends TripEventOwnJson {
  name: string;
  date: string;
  endDate: string | null;
  time: string;
  timeZone: string;
  status: EventStatus;
  removed: boolean;
  gateHours: string | null;
  divisions: EventDivision[];
  arenaName: string | null;
  city: string | null;
  state: string | null;
  latitude: string | null;
  longitude: string | null;
}

/** What a trip's plan reads of each hotel stay, written as JSON by PostgreSQL. */
const hotelStopFields = {
  ...tripHotelOwnFields,
  name: horseHotels.name,
  city: horseHotels.city,
  state: horseHotels.state,
  latitude: horseHotels.latitude,
  longitude: horseHotels.longitude,
  dailyRate: horseHotels.dailyRate,
} satisfies JsonFields;

/** A hotel stay as `hotelStopFields` writes it. */
interface HotelStopRow extends TripHotelOwnJson {
  name: string;
  city: string | null;
  state: string | null;
  latitude: string | null;
  longitude: string | null;
  dailyRate: string | null;
}

/** The trip's events and its hotel stays, each a JSON array (as text) in the trip's one order. */
const eventStopsSql = sql<string>`${tripItemsJsonSql('event', jsonObjectSql(eventStopFields), sql`${tripEvents.orderIndex}, ${tripEvents.createdAt}`)}::text`;
const hotelStopsSql = sql<string>`${tripItemsJsonSql('horseHotel', jsonObjectSql(hotelStopFields), sql`${tripHorseHotels.orderIndex}, ${tripHorseHotels.createdAt}`)}::text`;

/**
 * A trip with everything its plan needs, in one statement: the trip's row and its stops. Each statement was one
 * message to PostgreSQL and one answer, and on these two cores that round trip, not the reading, was most of what the
 * itinerary cost (it read the trip, its events and its hotel stays in three).
 */
const planTripStatement = (name: string, where: SQL) => preparedOnce(name, (db) => db.select({
  ...tripColumns,
  eventStops: eventStopsSql,
  hotelStops: hotelStopsSql,
}).from(trips).where(where));

const ownPlanTripStatement = planTripStatement('trip_plan_own_trip',
  and(eq(trips.id, sql.placeholder('tripId')), eq(trips.userId, sql.placeholder('userId')))!);
const sharedPlanTripStatement = planTripStatement('trip_plan_shared_trip', eq(trips.shareToken, sql.placeholder('token')));

type PlanTripRow = Awaited<ReturnType<ReturnType<typeof ownPlanTripStatement>['execute']>>[number];

const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;
const coordinates = (latitude: string | null, longitude: string | null) => {
  const point = parseLatLng(latitude, longitude);
  return { latitude: point?.lat ?? null, longitude: point?.lng ?? null };
};

/** The trip's events and hotel stays in its one order, shaped for the planner. */
function tripStops(trip: PlanTripRow): ItineraryStop[] {
  const eventRows = JSON.parse(trip.eventStops) as EventStopRow[];
  const hotelRows = JSON.parse(trip.hotelStops) as HotelStopRow[];
  const fromEvents = eventRows.map((row) => {
    const arrivalDay = formatInZone(row.date, 'yyyy-MM-dd', row.timeZone);
    const stop: ItineraryStop = {
      id: row.id,
      kind: 'event',
      targetId: row.eventId,
      name: row.name,
      place: place(row.arenaName, row.city, row.state),
      ...coordinates(row.latitude, row.longitude),
      arrivalDay,
      departureDay: row.endDate && row.endDate > arrivalDay ? row.endDate : arrivalDay,
      dated: true,
      notes: row.notes,
      notesPrivate: row.notesPrivate,
      event: {
        time: row.time,
        timeZone: row.timeZone,
        status: row.status,
        removed: row.removed,
        gateHours: row.gateHours,
        divisions: row.divisions.map(({ name, entryFee }) => ({ name, entryFee })),
        enteredDivisions: row.enteredDivisions,
      },
      hotel: null,
    };
    return { orderIndex: row.orderIndex, stop };
  });
  const fromHotels = hotelRows.map((row) => {
    const arrivalDay = storedDay(row.checkInDate);
    const checkOut = storedDay(row.checkOutDate);
    const departureDay = arrivalDay === null ? null : checkOut && checkOut > arrivalDay ? checkOut : addDays(arrivalDay, 1);
    const stop: ItineraryStop = {
      id: row.id,
      kind: 'horseHotel',
      targetId: row.horseHotelId,
      name: row.name,
      place: place(row.city, row.state),
      ...coordinates(row.latitude, row.longitude),
      arrivalDay,
      departureDay,
      dated: arrivalDay !== null,
      notes: row.notes,
      notesPrivate: row.notesPrivate,
      event: null,
      hotel: {
        nightlyRate: row.dailyRate === null ? null : Number(row.dailyRate),
        stalls: row.stalls,
        nights: arrivalDay && departureDay ? daysBetween(arrivalDay, departureDay) : 0,
        checkInDate: row.checkInDate === null ? null : new Date(row.checkInDate),
        checkOutDate: row.checkOutDate === null ? null : new Date(row.checkOutDate),
      },
    };
    return { orderIndex: row.orderIndex, stop };
  });
  return [...fromEvents, ...fromHotels].sort((a, b) => a.orderIndex - b.orderIndex).map(({ stop }) => stop);
}

function homePoint(name: string | null, latitude: string | null, longitude: string | null, fallback: string) {
  const point = parseLatLng(latitude, longitude);
  return point ? { name: name ?? fallback, latitude: point.lat, longitude: point.lng } : null;
}

/** What the planner needs of a trip: its stops, settings, home base and dates. */
function planInputFrom(trip: PlanTripRow): PlanInput {
  return {
    stops: tripStops(trip),
    settings: {
      dailyLimitMiles: trip.dailyLimitMiles,
      dailyLimitHours: trip.dailyLimitHours,
      restEveryHours: trip.restEveryHours,
      towingSpeedMph: trip.towingSpeedMph,
      fuelMpg: trip.fuelMpg,
      fuelPrice: trip.fuelPrice,
    },
    home: {
      start: homePoint(trip.startLocation, trip.startLatitude, trip.startLongitude, 'Start'),
      end: homePoint(trip.endLocation, trip.endLatitude, trip.endLongitude, 'Home'),
    },
    tripStartDay: storedDay(trip.startDate),
    tripEndDay: storedDay(trip.endDate),
  };
}

/** The rider's own trip, ready to plan; null when it is not theirs. */
export async function findOwnPlanInput(db: Queryable, userId: string, tripId: string): Promise<PlanInput | null> {
  const [row] = await ownPlanTripStatement(db).execute({ tripId, userId });
  return row ? planInputFrom(row) : null;
}

/** GET /api/trips/:id/itinerary: the day-by-day plan of the rider's trip, or null when it is not theirs. */
export async function findItinerary(db: Queryable, userId: string, tripId: string): Promise<ItineraryView | null> {
  const input = await findOwnPlanInput(db, userId, tripId);
  return input ? planItinerary(input) : null;
}

/** The shared trip behind a live share link, with every note marked private left out; null when revoked. */
export async function findSharedTrip(db: Queryable, token: string): Promise<SharedTripView | null> {
  const [trip] = await sharedPlanTripStatement(db).execute({ token });
  if (!trip) return null;
  const input = planInputFrom(trip);
  input.stops = input.stops.map((stop) => (stop.notesPrivate ? { ...stop, notes: null } : stop));
  return {
    trip: {
      id: trip.id,
      name: trip.name,
      description: trip.description,
      startDate: trip.startDate,
      endDate: trip.endDate,
      startLocation: trip.startLocation,
      endLocation: trip.endLocation,
      notes: trip.notesPrivate ? null : trip.notes,
    },
    riderName: await riderName(db, trip.userId),
    itinerary: planItinerary(input),
  };
}
