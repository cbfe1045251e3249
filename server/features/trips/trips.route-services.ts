import { and, not, sql } from 'drizzle-orm';
import type { ServiceAlongRoute } from '@shared/contracts/trips';
import { roundToTenth, type LatLng } from '@shared/geo';
import { serviceProviders } from '@shared/schema';
import { distanceFromPath, pathMiles } from '@shared/trip-plan/geometry';
import type { Queryable } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { boxesAlong, detailsById, onceEach, positionsByTag, positionsInCellsStatement, type PlacePosition } from './trips.route-cells';

/** Service providers listed per leg. */
const SERVICES_PER_LEG = 10;
/**
 * Where the stretches of each leg searched in turn end, in great-circle miles from its start: a leg's next stretch is
 * searched only while the ones before have not settled its list. The first is about an hour's drive. On a large set it
 * holds more services than a leg lists (the bench's road trip at scale 100 has about 1,500 providers along its 2,800
 * miles, of which a trip shows sixty); on a sparser set (scale 10) the first 75 miles of its legs held 2 to 11, and the
 * next 225 settle most legs.
 */
const STRETCH_ENDS_MILES = [75, 300, Infinity];

/** A leg's route: the road Google drew when the client sent it, else the great circle; its driving miles. */
export interface LegRoute {
  path: LatLng[];
  miles: number;
  /** Driving miles per great-circle mile along the path. */
  scale: number;
}

const servicePositionsStatement = positionsInCellsStatement('overnight_service_positions_in_cells', serviceProviders);

/** What a leg shows of the services it lists, read for those alone. */
const serviceDetailsStatement = preparedOnce('overnight_service_details', (db) => db.select({
  id: serviceProviders.id,
  displayName: serviceProviders.displayName,
  type: serviceProviders.type,
  city: serviceProviders.city,
  state: serviceProviders.state,
  phone: serviceProviders.phone,
}).from(serviceProviders).where(and(sql`${serviceProviders.id} = any(${sql.placeholder('ids')}::uuid[])`, not(serviceProviders.hidden))));

/** A service within the detour of a leg's route, placed along it. */
interface PlacedService {
  id: string;
  detourMiles: number;
  milesFromLegStart: number;
}

/** The services found for a leg within `detour` of its route, the first SERVICES_PER_LEG along it (then by id). */
function firstAlong(positions: PlacePosition[], route: LegRoute, detour: number): PlacedService[] {
  return positions.flatMap(([id, lat, lng]): PlacedService[] => {
    const { offMiles, alongMiles } = distanceFromPath({ lat, lng }, route.path);
    if (offMiles > detour) return [];
    return [{ id, detourMiles: roundToTenth(offMiles), milesFromLegStart: roundToTenth(alongMiles * route.scale) }];
  }).sort((a, b) => a.milesFromLegStart - b.milesFromLegStart || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, SERVICES_PER_LEG);
}

/**
 * Whether the services a leg lists from the stretches searched are the ones its whole route would list: a full list
 * whose last is placed before the searched stretches' end (rounded, as services are placed), so no service past it
 * could come before it or tie with it.
 */
function settledBy(listed: PlacedService[], route: LegRoute, searchedTo: number): boolean {
  return listed.length >= SERVICES_PER_LEG && listed[SERVICES_PER_LEG - 1].milesFromLegStart < roundToTenth(searchedTo * route.scale);
}

/**
 * The positions of the services in the cells of boxes along each leg's `[from, to]` (great-circle miles), by the leg's
 * index.
 */
function positionsAlong(db: Queryable, stretches: { leg: number; route: LegRoute; from: number; to: number }[], detour: number) {
  return positionsByTag(db, servicePositionsStatement, stretches.flatMap(({ leg, route, from, to }) =>
    boxesAlong(route.path, from, to, detour).map((box) => ({ box, tag: leg }))));
}

/**
 * The service providers within `detour` miles of each leg's route, the first along it first, by the leg's index: their
 * positions from the cells of boxes along each leg's first stretch (as a night's hotels are found), then along the
 * next stretch of the legs whose list the stretches before did not settle, then the details of those listed.
 */
export async function servicesAlongLegs(db: Queryable, routes: LegRoute[], detour: number): Promise<ServiceAlongRoute[][]> {
  const lengths = routes.map((route) => pathMiles(route.path));
  const found = routes.map((): PlacePosition[] => []);
  const placed = routes.map((): PlacedService[] => []);
  let searching = routes.map((_, leg) => leg);
  let from = 0;
  for (const end of STRETCH_ENDS_MILES) {
    const stretches = searching.map((leg) => ({ leg, route: routes[leg], from, to: Math.min(end, lengths[leg]) }));
    const positions = await positionsAlong(db, stretches, detour);
    for (const leg of searching) {
      found[leg] = onceEach([...found[leg], ...(positions.get(leg) ?? [])]);
      placed[leg] = firstAlong(found[leg], routes[leg], detour);
    }
    searching = searching.filter((leg) => end < lengths[leg] && !settledBy(placed[leg], routes[leg], end));
    if (searching.length === 0) break;
    from = end;
  }
  const byId = await detailsById(db, serviceDetailsStatement, placed.flat());
  return placed.map((services) => services.flatMap((service): ServiceAlongRoute[] => {
    const shown = byId.get(service.id);
    return shown ? [{
      serviceProviderId: service.id, displayName: shown.displayName, type: shown.type, city: shown.city, state: shown.state,
      phone: shown.phone, detourMiles: service.detourMiles, milesFromLegStart: service.milesFromLegStart,
    }] : [];
  }));
}
