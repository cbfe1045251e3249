import { and, not, sql } from 'drizzle-orm';
import type { OvernightCandidate, OvernightSuggestionsView } from '@shared/contracts/trips';
import { roundToTenth, type LatLng } from '@shared/geo';
import { horseHotels } from '@shared/schema';
import { addDays } from '@shared/trip-plan/days';
import { dailyDrivingMiles, distanceFromPath, overnightMiles, pathMiles, pointAlongPath } from '@shared/trip-plan/geometry';
import { tripLegs, type PlannedDrive } from '@shared/trip-plan/itinerary';
import { DEFAULT_DETOUR_MILES } from '@shared/trip-plan/settings';
import type { Queryable } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { findOwnPlanInput } from './trips.plan.repo';
import { boxesAlong, detailsById, onceEach, positionsByTag, positionsInCellsStatement, type PlacePosition } from './trips.route-cells';
import { servicesAlongLegs, type LegRoute } from './trips.route-services';

/** Hotels are looked for along this share of a day's driving before the point where the limit is reached. */
const SEARCH_STRETCH_SHARE = 0.3;
/** Hotels offered per night. */
const HOTELS_PER_NIGHT = 8;
const BIG_RIG = /big[\s-]?rig|pull[\s-]?through/i;

/** A road for one leg, from Google Directions: its path and its driving miles. */
export interface RoadLeg {
  fromStopId: string | null;
  toStopId: string | null;
  path: LatLng[];
  miles: number;
}

interface NightSearch {
  legIndex: number;
  night: number;
  limitAtMiles: number;
  limitPoint: LatLng;
  /** The stretch searched, in driving miles from the leg's start. */
  fromMiles: number;
  path: LatLng[];
  /** Driving miles per great-circle mile along this leg's path. */
  scale: number;
}

const legKey = (from: string | null, to: string | null) => `${from ?? 'home'}>${to ?? 'home'}`;

const hotelPositionsStatement = positionsInCellsStatement('overnight_hotel_positions_in_cells', horseHotels);

/** The hotels within `detour` miles of any night's searched stretch before its limit point, by the night's index. */
function hotelsNearByNight(db: Queryable, searches: NightSearch[], detour: number): Promise<Map<number, PlacePosition[]>> {
  return positionsByTag(db, hotelPositionsStatement, searches.flatMap((search, index) =>
    boxesAlong(search.path, search.fromMiles / search.scale, search.limitAtMiles / search.scale, detour).map((box) => ({ box, tag: index }))));
}

/** What a night shows of the hotels it offers, read for those alone. */
const hotelDetailsStatement = preparedOnce('overnight_hotel_details', (db) => db.select({
  id: horseHotels.id,
  name: horseHotels.name,
  city: horseHotels.city,
  state: horseHotels.state,
  dailyRate: horseHotels.dailyRate,
  weeklyRate: horseHotels.weeklyRate,
  stallCount: horseHotels.stallCount,
  amenities: horseHotels.amenities,
}).from(horseHotels).where(and(sql`${horseHotels.id} = any(${sql.placeholder('ids')}::uuid[])`, not(horseHotels.hidden))));

type HotelDetails = Awaited<ReturnType<ReturnType<typeof hotelDetailsStatement>['execute']>>[number];

/** A hotel within the detour on a night's stretch, placed along the leg. */
interface NightHotel {
  id: string;
  point: LatLng;
  detourMiles: number;
  milesFromLegStart: number;
}

/** The furthest along first: the most of the day's driving done before stopping; then the least detour. */
type Placed = Pick<NightHotel, 'milesFromLegStart' | 'detourMiles'>;
const byStoppingPlace = (a: Placed, b: Placed) => b.milesFromLegStart - a.milesFromLegStart || a.detourMiles - b.detourMiles;

/**
 * The hotels of a night's cells within the detour on its stretch, in the order a night offers them, cut after the
 * HOTELS_PER_NIGHT-th but for those tied with it (their names order them once read).
 */
function offeredHotels(positions: PlacePosition[], search: NightSearch, detour: number): NightHotel[] {
  const along = positions.flatMap(([id, lat, lng]): NightHotel[] => {
    const point = { lat, lng };
    const { offMiles, alongMiles } = distanceFromPath(point, search.path);
    const milesFromLegStart = alongMiles * search.scale;
    if (offMiles > detour || milesFromLegStart < search.fromMiles || milesFromLegStart > search.limitAtMiles) return [];
    return [{ id, point, detourMiles: roundToTenth(offMiles), milesFromLegStart: roundToTenth(milesFromLegStart) }];
  }).sort(byStoppingPlace);
  let end = Math.min(HOTELS_PER_NIGHT, along.length);
  while (end < along.length && byStoppingPlace(along[end - 1], along[end]) === 0) end += 1;
  return along.slice(0, end);
}

/** A night's hotels as it offers them, with what the details read shows of each. */
function nightHotels(offered: NightHotel[], details: Map<string, HotelDetails>, inTrip: Set<string>): OvernightCandidate[] {
  return offered.flatMap((hotel): OvernightCandidate[] => {
    const shown = details.get(hotel.id);
    if (!shown) return [];
    return [{
      horseHotelId: hotel.id,
      name: shown.name,
      city: shown.city,
      state: shown.state,
      latitude: hotel.point.lat,
      longitude: hotel.point.lng,
      detourMiles: hotel.detourMiles,
      milesFromLegStart: hotel.milesFromLegStart,
      dailyRate: shown.dailyRate === null ? null : Number(shown.dailyRate),
      weeklyRate: shown.weeklyRate === null ? null : Number(shown.weeklyRate),
      stallCount: shown.stallCount,
      bigRigFriendly: shown.amenities?.some((amenity) => BIG_RIG.test(amenity)) ?? false,
      inTrip: inTrip.has(hotel.id),
    }];
  }).sort((a, b) => byStoppingPlace(a, b) || a.name.localeCompare(b.name)).slice(0, HOTELS_PER_NIGHT);
}

/**
 * The part of a night's stretch read first, nearest its limit, as a share of the stretch: on a large set a night's
 * hotels are all found there (the bench's road trip at scale 100 offers hotels within the last 10 of 148 miles).
 */
const TAIL_SHARE = 1 / 4;

/** The last TAIL_SHARE of a night's stretch. */
const tailOf = (search: NightSearch): NightSearch => ({
  ...search, fromMiles: search.limitAtMiles - (search.limitAtMiles - search.fromMiles) * TAIL_SHARE,
});

/** The rest of a night's stretch, before its tail. */
const headOf = (search: NightSearch, tail: NightSearch): NightSearch => ({ ...search, limitAtMiles: tail.fromMiles });

/**
 * Whether the hotels a night offers from the tail of its stretch are the ones its whole stretch would offer: a full
 * offer whose last hotel is placed past the tail's start (rounded, as hotels are ordered), so that no hotel before
 * the tail could come before it or tie with it.
 */
function settledByTail(offered: NightHotel[], tail: NightSearch): boolean {
  return offered.length >= HOTELS_PER_NIGHT && offered[HOTELS_PER_NIGHT - 1].milesFromLegStart > roundToTenth(tail.fromMiles);
}

/**
 * Each night's offered hotels, by the night's index, and the details of them all. The tails of the nights' stretches
 * are read first (one statement for every night), then the rest of each stretch its tail did not settle (one more),
 * whose hotels join the tail's to offer from the whole stretch: where hotels are many, the furthest along are the few
 * a night offers, and reading every hotel of a 150-mile stretch to keep eight cost most of the request.
 */
async function offeredHotelsByNight(db: Queryable, searches: NightSearch[], detour: number) {
  const tails = searches.map(tailOf);
  const tailPositions = await hotelsNearByNight(db, tails, detour);
  const offered = tails.map((tail, index) => offeredHotels(tailPositions.get(index) ?? [], tail, detour));
  const unsettled = searches.flatMap((search, index) => (settledByTail(offered[index], tails[index]) ? [] : [index]));
  if (unsettled.length > 0) {
    const headPositions = await hotelsNearByNight(db, unsettled.map((index) => headOf(searches[index], tails[index])), detour);
    unsettled.forEach((index, at) => {
      const positions = onceEach([...(tailPositions.get(index) ?? []), ...(headPositions.get(at) ?? [])]);
      offered[index] = offeredHotels(positions, searches[index], detour);
    });
  }
  return { offered, details: await detailsById(db, hotelDetailsStatement, offered.flat()) };
}

function legRoute(leg: PlannedDrive, roads: Map<string, RoadLeg>): LegRoute {
  const road = roads.get(legKey(leg.drive.fromStopId, leg.drive.toStopId));
  const path = road?.path ?? [leg.from, leg.to];
  const miles = road?.miles ?? leg.drive.miles;
  const length = pathMiles(path);
  return { path, miles, scale: length > 0 ? miles / length : 1 };
}

/** The nights each leg longer than a day's driving needs, with the stretch to search before each. */
function nightSearches(routes: LegRoute[], dailyMiles: number): NightSearch[] {
  return routes.flatMap(({ path, miles, scale }, legIndex) => {
    return overnightMiles(miles, dailyMiles).map((limitAtMiles, index) => ({
      legIndex,
      night: index + 1,
      limitAtMiles,
      limitPoint: pointAlongPath(path, limitAtMiles / scale),
      fromMiles: Math.max(0, limitAtMiles - dailyMiles * SEARCH_STRETCH_SHARE),
      path,
      scale,
    }));
  });
}

/** The night's date: the nights follow the day the leg starts, or end the night before the stop it reaches. */
function nightOf(leg: PlannedDrive, night: number, nights: number): string | null {
  if (leg.drive.fromStopId !== null && leg.leaves) return addDays(leg.leaves, night - 1);
  if (leg.day) return addDays(leg.day, night - 1 - nights);
  return leg.leaves ? addDays(leg.leaves, night - 1) : null;
}

/**
 * GET /api/trips/:id/overnight-suggestions: for each leg longer than a day's driving, the horse hotels within the
 * detour of the route on the stretch before each point where the daily limit is reached. Null when the trip is not
 * the rider's.
 */
export async function findOvernightSuggestions(
  db: Queryable, userId: string, tripId: string, options: { detour?: number; roads?: RoadLeg[] } = {},
): Promise<OvernightSuggestionsView | null> {
  const input = await findOwnPlanInput(db, userId, tripId);
  if (!input) return null;
  const detour = options.detour ?? DEFAULT_DETOUR_MILES;
  const dailyMiles = dailyDrivingMiles(input.settings);
  const legs = tripLegs(input);
  const roads = new Map((options.roads ?? []).map((road) => [legKey(road.fromStopId, road.toStopId), road]));
  const geometry = roads.size > 0 ? 'road' : 'great-circle';
  const base = { detourMiles: detour, dailyDrivingMiles: roundToTenth(dailyMiles), geometry } as const;
  if (legs.length === 0) {
    return { ...base, legs: [], message: 'Add at least two stops with a map location (or a home base and a stop) to plan the drive.' };
  }
  const routes = legs.map((leg) => legRoute(leg, roads));
  const searches = nightSearches(routes, dailyMiles);
  const [hotels, services] = await Promise.all([
    offeredHotelsByNight(db, searches, detour),
    servicesAlongLegs(db, routes, detour),
  ]);
  const inTrip = new Set(input.stops.filter((stop) => stop.kind === 'horseHotel').map((stop) => stop.targetId));
  const nights = searches.map((search, index) => ({ search, hotels: nightHotels(hotels.offered[index], hotels.details, inTrip) }));
  return {
    ...base,
    message: legs.some((leg) => leg.drive.needsOvernight) ? null : 'Every drive of this trip fits in a day of driving.',
    legs: legs.map((leg, legIndex) => {
      const legNights = nights.filter(({ search }) => search.legIndex === legIndex);
      return {
        fromName: leg.drive.fromName,
        toName: leg.drive.toName,
        fromStopId: leg.drive.fromStopId,
        toStopId: leg.drive.toStopId,
        miles: routes[legIndex].miles,
        services: services[legIndex],
        nights: legNights.map(({ search, hotels: offered }) => ({
          night: search.night,
          limitAtMiles: roundToTenth(search.limitAtMiles),
          latitude: search.limitPoint.lat,
          longitude: search.limitPoint.lng,
          nightOf: nightOf(leg, search.night, legNights.length),
          insertAfterStopId: leg.drive.fromStopId,
          hotels: offered,
        })),
      };
    }),
  };
}
