import { formatMiles, greatCircleMiles, METERS_PER_MILE, type LatLng } from '@shared/geo';
import { MAX_FIT_ZOOM } from './constants';

/** Meters / 1609.34 to one decimal, e.g. '12.3 miles'. */
export function formatRouteDistance(meters: number): string {
  return `${(meters / METERS_PER_MILE).toFixed(1)} miles`;
}

/** '95 minutes (1.6 hours)' — minutes rounded, hours to one decimal. */
export function formatRouteDuration(seconds: number): string {
  return `${Math.round(seconds / 60)} minutes (${(seconds / 3600).toFixed(1)} hours)`;
}

interface LegLike {
  distance?: { value: number } | null;
  duration?: { value: number } | null;
}

export interface RouteSummary {
  totalDistance: string;
  estimatedTravelTime: string;
}

/** Sums all legs of the first route; null when there is no route. */
export function summarizeRoute(result: { routes?: { legs?: LegLike[] | null }[] | null } | null | undefined): RouteSummary | null {
  const legs = result?.routes?.[0]?.legs;
  if (!legs) return null;
  const meters = legs.reduce((sum, leg) => sum + (leg.distance?.value ?? 0), 0);
  const seconds = legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0);
  return { totalDistance: formatRouteDistance(meters), estimatedTravelTime: formatRouteDuration(seconds) };
}

export interface StraightLineLeg<T extends LatLng> {
  from: T;
  to: T;
  miles: number;
}

/** Great-circle distance between consecutive stops, for the offline fallback. */
export function straightLineLegs<T extends LatLng>(stops: T[]): StraightLineLeg<T>[] {
  return stops.slice(1).map((to, index) => ({ from: stops[index], to, miles: greatCircleMiles(stops[index], to) }));
}

export function straightLineTotalMiles(stops: LatLng[]): number {
  return straightLineLegs(stops).reduce((sum, leg) => sum + leg.miles, 0);
}

/** '12.3 miles straight-line': the fallback never passes a crow-flies figure off as a driving distance. */
export const formatStraightLine = (miles: number) => `${formatMiles(miles)} straight-line`;

/** The zoom to apply after fitting bounds: never closer than MAX_FIT_ZOOM. */
export function cappedFitZoom(zoom: number | null | undefined, maxZoom = MAX_FIT_ZOOM): number | null {
  if (zoom === null || zoom === undefined || !Number.isFinite(zoom)) return null;
  return Math.min(zoom, maxZoom);
}
