import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ItineraryStop, ItineraryView, SharedTripView } from '@shared/contracts/trips';
import { parseLatLng } from '@shared/geo';
import { arenas, events, horseHotels, tripEvents, tripHorseHotels, trips } from '@shared/schema';
import { formatInZone } from '@shared/time-zones';
import { addDays, daysBetween, storedDay } from '@shared/trip-plan/days';
import { planItinerary, type PlanInput } from '@shared/trip-plan/itinerary';
import type { Queryable } from '../../db/client';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { isRemovedEventSql } from '../events/events.repo';
import { riderName } from '../notifications';
import { tripColumns } from './trips.repo';

// A trip's road plan: the stops in their one order with what the planner needs, and the plan itself.

const selectPlanTrips = (db: Queryable, where: SQL | undefined) => db.select(tripColumns).from(trips).where(where);
type PlanTrip = Awaited<ReturnType<typeof selectPlanTrips>>[number];

const tripIdParam = sql.placeholder('tripId');

function eventStopsQuery(db: Queryable) {
  return db.select({
    id: tripEvents.id,
    eventId: tripEvents.eventId,
    notes: tripEvents.notes,
    notesPrivate: tripEvents.notesPrivate,
    enteredDivisions: tripEvents.enteredDivisions,
    orderIndex: tripEvents.orderIndex,
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
  }).from(tripEvents)
    .innerJoin(events, eq(events.id, tripEvents.eventId))
    .leftJoin(arenas, eq(arenas.id, events.arenaId))
    .where(eq(tripEvents.tripId, tripIdParam))
    .orderBy(asc(tripEvents.orderIndex), asc(tripEvents.createdAt))
    .prepare('trip_plan_event_stops');
}

function hotelStopsQuery(db: Queryable) {
  return db.select({
    id: tripHorseHotels.id,
    horseHotelId: tripHorseHotels.horseHotelId,
    notes: tripHorseHotels.notes,
    notesPrivate: tripHorseHotels.notesPrivate,
    stalls: tripHorseHotels.stalls,
    orderIndex: tripHorseHotels.orderIndex,
    checkInDate: tripHorseHotels.checkInDate,
    checkOutDate: tripHorseHotels.checkOutDate,
    name: horseHotels.name,
    city: horseHotels.city,
    state: horseHotels.state,
    latitude: horseHotels.latitude,
    longitude: horseHotels.longitude,
    dailyRate: horseHotels.dailyRate,
  }).from(tripHorseHotels)
    .innerJoin(horseHotels, eq(horseHotels.id, tripHorseHotels.horseHotelId))
    .where(eq(tripHorseHotels.tripId, tripIdParam))
    .orderBy(asc(tripHorseHotels.orderIndex), asc(tripHorseHotels.createdAt))
    .prepare('trip_plan_hotel_stops');
}

/**
 * The plan's statements, prepared once per database under fixed names: PostgreSQL keeps their plans per
 * connection (planning these joins cost more than running them, as for the trip's items).
 */
function preparePlanQueries(db: Queryable) {
  return {
    events: eventStopsQuery(db),
    hotels: hotelStopsQuery(db),
    ownTrip: db.select(tripColumns).from(trips)
      .where(and(eq(trips.id, tripIdParam), eq(trips.userId, sql.placeholder('userId')))).prepare('trip_plan_own_trip'),
  };
}
const planQueries = new WeakMap<Queryable, ReturnType<typeof preparePlanQueries>>();
function queriesFor(db: Queryable) {
  let queries = planQueries.get(db);
  if (!queries) planQueries.set(db, (queries = preparePlanQueries(db)));
  return queries;
}

const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;
const coordinates = (latitude: string | null, longitude: string | null) => {
  const point = parseLatLng(latitude, longitude);
  return { latitude: point?.lat ?? null, longitude: point?.lng ?? null };
};

/** The trip's events and hotel stays in its one order, shaped for the planner. */
export async function tripStops(db: Queryable, tripId: string): Promise<ItineraryStop[]> {
  const queries = queriesFor(db);
  const [eventRows, hotelRows] = await Promise.all([queries.events.execute({ tripId }), queries.hotels.execute({ tripId })]);
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
        checkInDate: row.checkInDate,
        checkOutDate: row.checkOutDate,
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
export async function planInputOf(db: Queryable, trip: PlanTrip): Promise<PlanInput> {
  return planInputFrom(trip, await tripStops(db, trip.id));
}

function planInputFrom(trip: PlanTrip, stops: ItineraryStop[]): PlanInput {
  return {
    stops,
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

async function findPlanTrip(db: Queryable, where: SQL | undefined): Promise<PlanTrip | null> {
  const [trip] = await selectPlanTrips(db, where);
  return trip ?? null;
}

/**
 * The rider's own trip, ready to plan; null when it is not theirs. The trip and its stops are read at once (the
 * stops of a trip that is not the rider's are read and dropped: cheaper than waiting for the trip first).
 */
export async function findOwnPlanInput(db: Queryable, userId: string, tripId: string): Promise<PlanInput | null> {
  const [[trip], stops] = await Promise.all([queriesFor(db).ownTrip.execute({ tripId, userId }), tripStops(db, tripId)]);
  return trip ? planInputFrom(trip, stops) : null;
}

/** GET /api/trips/:id/itinerary: the day-by-day plan of the rider's trip, or null when it is not theirs. */
export async function findItinerary(db: Queryable, userId: string, tripId: string): Promise<ItineraryView | null> {
  const input = await findOwnPlanInput(db, userId, tripId);
  return input ? planItinerary(input) : null;
}

/** The shared trip behind a live share link, with every note marked private left out; null when revoked. */
export async function findSharedTrip(db: Queryable, token: string): Promise<SharedTripView | null> {
  const trip = await findPlanTrip(db, eq(trips.shareToken, token));
  if (!trip) return null;
  const input = await planInputOf(db, trip);
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
