import { sql } from 'drizzle-orm';
import type { OvernightCandidate, OvernightSuggestionsView, ServiceAlongRoute } from '@shared/contracts/trips';
import { boundingBox, parseLatLng, roundToTenth, type LatLng } from '@shared/geo';
import { horseHotels, serviceProviders } from '@shared/schema';
import { addDays } from '@shared/trip-plan/days';
import { dailyDrivingMiles, distanceFromPath, overnightMiles, pathMiles, pointAlongPath } from '@shared/trip-plan/geometry';
import { tripLegs, type PlannedDrive } from '@shared/trip-plan/itinerary';
import { DEFAULT_DETOUR_MILES } from '@shared/trip-plan/settings';
import type { Queryable } from '../../db/client';
import { planSizedArray, preparedOnce } from '../../db/prepared';
import { findOwnPlanInput } from './trips.plan.repo';

/** Hotels are looked for along this share of a day's driving before the point where the limit is reached. */
const SEARCH_STRETCH_SHARE = 0.3;
/** Hotels offered per night. */
const HOTELS_PER_NIGHT = 8;
const BIG_RIG = /big[\s-]?rig|pull[\s-]?through/i;
/** Miles in a degree of latitude. */
const MILES_PER_DEGREE = 69.05;
/** Service providers listed per leg. */
const SERVICES_PER_LEG = 10;
/** The search boxes' spacing along a stretch, in great-circle miles. */
const BOX_STEP_MILES = 20;

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

type Box = ReturnType<typeof boundingBox>;

/** Boxes along a stretch of a path (great-circle miles from its start), small ones every few miles. */
function boxesAlong(path: LatLng[], fromMiles: number, toMiles: number, detour: number): Box[] {
  const step = Math.max(detour, BOX_STEP_MILES);
  const count = Math.max(1, Math.ceil((toMiles - fromMiles) / step));
  return Array.from({ length: count + 1 }, (_, index) =>
    boundingBox(pointAlongPath(path, fromMiles + ((toMiles - fromMiles) * index) / count), detour + step / 2 + 1));
}

/** A box no place is in (no latitude is above 90): fills a search's boxes up to the length a generic plan assumes. */
const NO_BOX: Box = { minLat: 91, maxLat: 91, minLng: 0, maxLng: 0 };

/** One corner coordinate of every box, as a float8[] literal. */
const boxColumn = (boxes: Box[], pick: (box: Box) => number) => `{${boxes.map((box) => pick(box).toFixed(7)).join(',')}}`;

/** The values of a search in boxes (`boxSearchOf`): each corner's coordinates, filled up with boxes that find nothing. */
function boxValues(boxes: Box[]) {
  const searched = planSizedArray(boxes, NO_BOX);
  return {
    minLat: boxColumn(searched, (box) => box.minLat),
    maxLat: boxColumn(searched, (box) => box.maxLat),
    minLng: boxColumn(searched, (box) => box.minLng),
    maxLng: boxColumn(searched, (box) => box.maxLng),
  };
}

/**
 * The rows of a located table inside any of the boxes `boxValues` gives, each box a search of the table's
 * two-dimensional index on point(longitude, latitude): the same statement text whatever the number of boxes, prepared
 * once (planned for each trip's boxes, it cost more than running it).
 */
function boxSearchOf(table: typeof horseHotels | typeof serviceProviders) {
  const corners = (corner: string) => sql`${sql.placeholder(corner)}::float8[]`;
  return {
    from: sql`unnest(${corners('minLat')}, ${corners('maxLat')}, ${corners('minLng')}, ${corners('maxLng')})
           as box(min_lat, max_lat, min_lng, max_lng)
      cross join lateral (
        select * from ${table} candidate
         where point(candidate.longitude::float8, candidate.latitude::float8)
               <@ box(point(box.min_lng, box.min_lat), point(box.max_lng, box.max_lat))
      ) place`,
    // The place's own hidden flag (migration 0055), as every list of its table reads it.
    visible: sql`not place.hidden`,
  };
}

const hotelBoxSearch = boxSearchOf(horseHotels);
const hotelsInBoxesStatement = preparedOnce('overnight_hotels_in_boxes', (db) => db.selectDistinctOn([sql`place.id`], {
  id: sql<string>`place.id`,
  name: sql<string>`place.name`,
  city: sql<string>`place.city`,
  state: sql<string>`place.state`,
  latitude: sql<string | null>`place.latitude`,
  longitude: sql<string | null>`place.longitude`,
  dailyRate: sql<string | null>`place.daily_rate`,
  weeklyRate: sql<string | null>`place.weekly_rate`,
  stallCount: sql<number | null>`place.stall_count`,
  amenities: sql<string[] | null>`place.amenities`,
}).from(hotelBoxSearch.from).where(hotelBoxSearch.visible));

const noHotels: Awaited<ReturnType<ReturnType<typeof hotelsInBoxesStatement>['execute']>> = [];

/** The hotels within `detour` miles of any searched stretch before a night's limit point. */
function hotelsNear(db: Queryable, searches: NightSearch[], detour: number) {
  const boxes = searches.flatMap((search) => boxesAlong(search.path, search.fromMiles / search.scale, search.limitAtMiles / search.scale, detour));
  return hotelsInBoxesStatement(db).execute(boxValues(boxes));
}

/**
 * One box around a whole leg: the corners of its path widened by the detour and by a twentieth of its length (more
 * than a great circle bows away from the straight line between its ends over a day's drive).
 */
function legBox(path: LatLng[], detour: number): Box {
  const pad = detour + pathMiles(path) / 20;
  const lats = path.map((point) => point.lat);
  const lngs = path.map((point) => point.lng);
  const widest = Math.min(89, Math.max(...lats.map(Math.abs)) + pad / MILES_PER_DEGREE);
  const lngPad = pad / (MILES_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  return {
    minLat: Math.min(...lats) - pad / MILES_PER_DEGREE,
    maxLat: Math.max(...lats) + pad / MILES_PER_DEGREE,
    minLng: Math.min(...lngs) - lngPad,
    maxLng: Math.max(...lngs) + lngPad,
  };
}

const serviceBoxSearch = boxSearchOf(serviceProviders);
const servicesInBoxesStatement = preparedOnce('overnight_services_in_boxes', (db) => db.selectDistinctOn([sql`place.id`], {
  id: sql<string>`place.id`,
  displayName: sql<string>`place.display_name`,
  type: sql<string>`place.type`,
  city: sql<string | null>`place.city`,
  state: sql<string | null>`place.state`,
  phone: sql<string | null>`place.phone`,
  latitude: sql<string | null>`place.latitude`,
  longitude: sql<string | null>`place.longitude`,
}).from(serviceBoxSearch.from).where(serviceBoxSearch.visible));

type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesInBoxesStatement>['execute']>>[number];

/**
 * Service providers within `detour` miles of any leg's route: one box around a great-circle leg (few rows, checked in
 * code), small boxes along a road (whose many points make each check dearer).
 */
function servicesNear(db: Queryable, legs: LegRoute[], detour: number) {
  const boxes = legs.flatMap((leg) => (leg.path.length === 2 ? [legBox(leg.path, detour)] : boxesAlong(leg.path, 0, pathMiles(leg.path), detour)));
  return servicesInBoxesStatement(db).execute(boxValues(boxes));
}

/** A leg's route: the road Google drew when the client sent it, else the great circle; its driving miles. */
interface LegRoute {
  path: LatLng[];
  miles: number;
  /** Driving miles per great-circle mile along the path. */
  scale: number;
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

/** The services within the detour of one leg's route, the nearest to the road first. */
function servicesAlong(services: ServiceRow[], route: LegRoute, detour: number): ServiceAlongRoute[] {
  return services.flatMap((service): ServiceAlongRoute[] => {
    const point = parseLatLng(service.latitude, service.longitude);
    if (!point) return [];
    const { offMiles, alongMiles } = distanceFromPath(point, route.path);
    if (offMiles > detour) return [];
    return [{
      serviceProviderId: service.id, displayName: service.displayName, type: service.type, city: service.city,
      state: service.state, phone: service.phone, detourMiles: roundToTenth(offMiles), milesFromLegStart: roundToTenth(alongMiles * route.scale),
    }];
  }).sort((a, b) => a.milesFromLegStart - b.milesFromLegStart).slice(0, SERVICES_PER_LEG);
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
    searches.length === 0 ? noHotels : hotelsNear(db, searches, detour),
    servicesNear(db, routes, detour),
  ]);
  const inTrip = new Set(input.stops.filter((stop) => stop.kind === 'horseHotel').map((stop) => stop.targetId));

  const located = hotels.flatMap((hotel) => {
    const point = parseLatLng(hotel.latitude, hotel.longitude);
    return point ? [{ hotel, point }] : [];
  });
  return {
    ...base,
    message: legs.some((leg) => leg.drive.needsOvernight) ? null : 'Every drive of this trip fits in a day of driving.',
    legs: legs.map((leg, legIndex) => {
      const legSearches = searches.filter((search) => search.legIndex === legIndex);
      return {
        fromName: leg.drive.fromName,
        toName: leg.drive.toName,
        fromStopId: leg.drive.fromStopId,
        toStopId: leg.drive.toStopId,
        miles: routes[legIndex].miles,
        services: servicesAlong(services, routes[legIndex], detour),
        nights: legSearches.map((search) => ({
          night: search.night,
          limitAtMiles: roundToTenth(search.limitAtMiles),
          latitude: search.limitPoint.lat,
          longitude: search.limitPoint.lng,
          nightOf: nightOf(leg, search.night, legSearches.length),
          insertAfterStopId: leg.drive.fromStopId,
          hotels: located.flatMap(({ hotel, point }): OvernightCandidate[] => {
            const { offMiles, alongMiles } = distanceFromPath(point, search.path);
            const milesFromLegStart = alongMiles * search.scale;
            if (offMiles > detour || milesFromLegStart < search.fromMiles || milesFromLegStart > search.limitAtMiles) return [];
            return [{
              horseHotelId: hotel.id,
              name: hotel.name,
              city: hotel.city,
              state: hotel.state,
              latitude: point.lat,
              longitude: point.lng,
              detourMiles: roundToTenth(offMiles),
              milesFromLegStart: roundToTenth(milesFromLegStart),
              dailyRate: hotel.dailyRate === null ? null : Number(hotel.dailyRate),
              weeklyRate: hotel.weeklyRate === null ? null : Number(hotel.weeklyRate),
              stallCount: hotel.stallCount,
              bigRigFriendly: hotel.amenities?.some((amenity) => BIG_RIG.test(amenity)) ?? false,
              inTrip: inTrip.has(hotel.id),
            }];
          })
            // The furthest along first: the most of the day's driving done before stopping.
            .sort((a, b) => b.milesFromLegStart - a.milesFromLegStart || a.detourMiles - b.detourMiles || a.name.localeCompare(b.name))
            .slice(0, HOTELS_PER_NIGHT),
        })),
      };
    }),
  };
}
