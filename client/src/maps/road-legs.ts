import { useEffect, useState } from 'react';
import { METERS_PER_MILE, type LatLng } from '@shared/geo';
import type { GoogleMapsApi } from './google-types';
import { useGoogleMaps } from './useGoogleMaps';
import { useStableValue } from './useStableValue';

/** A leg of a drive as Google Directions draws it: its road, thinned to at most this many points, and its miles. */
const MAX_PATH_POINTS = 400;

export interface RoadLeg {
  path: LatLng[];
  miles: number;
}

interface LegLike {
  distance?: { value: number } | null;
  steps?: { path?: { lat(): number; lng(): number }[] | null }[] | null;
}

function thin(path: LatLng[]): LatLng[] {
  if (path.length <= MAX_PATH_POINTS) return path;
  const step = (path.length - 1) / (MAX_PATH_POINTS - 1);
  return Array.from({ length: MAX_PATH_POINTS }, (_, index) => path[Math.round(index * step)]);
}

/** The road of each leg from a directions answer; null when any leg lacks its road (no steps, no distance). */
export function roadLegsOf(legs: readonly LegLike[] | null | undefined): RoadLeg[] | null {
  if (!legs || legs.length === 0) return null;
  const roads = legs.map((leg) => {
    const path = (leg.steps ?? []).flatMap((step) => (step.path ?? []).map((point) => ({ lat: point.lat(), lng: point.lng() })));
    const meters = leg.distance?.value;
    return path.length >= 2 && meters ? { path: thin(path), miles: meters / METERS_PER_MILE } : null;
  });
  return roads.every((road): road is RoadLeg => road !== null) ? roads : null;
}

/** Driving directions through the points in this order (no reordering): each leg's road, or null when none. */
export async function fetchRoadLegs(maps: GoogleMapsApi, points: LatLng[]): Promise<RoadLeg[] | null> {
  if (points.length < 2) return null;
  const result = await new maps.DirectionsService().route({
    origin: points[0],
    destination: points[points.length - 1],
    waypoints: points.slice(1, -1).map((location) => ({ location, stopover: true })),
    optimizeWaypoints: false,
    travelMode: maps.TravelMode.DRIVING,
  });
  return roadLegsOf(result.routes?.[0]?.legs as readonly LegLike[] | undefined);
}

/**
 * The road legs through `points` once Google Maps is loaded (a key is set): null while loading, without a key, or
 * when Directions fails, so callers keep the great-circle plan. `settled` is false while an answer is awaited.
 */
export function useRoadLegs(points: LatLng[]): { legs: RoadLeg[] | null; settled: boolean } {
  const { status, maps } = useGoogleMaps();
  const stablePoints = useStableValue(points);
  const [answer, setAnswer] = useState<{ points: LatLng[]; legs: RoadLeg[] | null } | null>(null);
  useEffect(() => {
    if (status !== 'ready' || !maps || stablePoints.length < 2) return;
    let current = true;
    fetchRoadLegs(maps, stablePoints).then(
      (legs) => { if (current) setAnswer({ points: stablePoints, legs }); },
      (error: unknown) => {
        console.error('Could not get the road for the trip plan:', error);
        if (current) setAnswer({ points: stablePoints, legs: null });
      },
    );
    return () => { current = false; };
  }, [status, maps, stablePoints]);
  const answered = answer?.points === stablePoints;
  const waiting = status === 'loading' || (status === 'ready' && stablePoints.length >= 2 && !answered);
  return { legs: answered ? answer.legs : null, settled: !waiting };
}
