import { useState } from 'react';
import { BedDouble, Truck } from 'lucide-react';
import { DEFAULT_DETOUR_MILES } from '@shared/trip-plan/settings';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@shared/constants';
import { formatMiles } from '@shared/geo';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { Itinerary } from '@shared/contracts/trips';
import type { LatLng } from '@shared/geo';
import { useRoadLegs } from '@/maps';
import { useAddOvernight, useOvernightSuggestions } from './api';
import { formatDollars, formatPlanDay } from './plan-format';

const DETOURS = [5, 15, 30, 50];

/**
 * The plan's drives in order and the places they join (home base and stops), for Google Directions; no points when
 * the drives do not follow on from each other (an undated stop between them), so the great circle is kept.
 */
export function planDrivePoints(itinerary: Itinerary): { points: LatLng[]; drives: Itinerary['days'][number]['drives'] } {
  const drives = itinerary.days.flatMap((day) => day.drives);
  const located = (stopId: string | null, end: 'start' | 'end'): LatLng | null => {
    if (stopId === null) {
      const home = itinerary.home[end];
      return home ? { lat: home.latitude, lng: home.longitude } : null;
    }
    const stop = itinerary.stops.find((candidate) => candidate.id === stopId);
    return stop && stop.latitude !== null && stop.longitude !== null ? { lat: stop.latitude, lng: stop.longitude } : null;
  };
  const chained = drives.every((drive, index) => index === 0 || drives[index - 1].toStopId === drive.fromStopId);
  const points = drives.length === 0 || !chained ? [] : [
    located(drives[0].fromStopId, 'start'), ...drives.map((drive) => located(drive.toStopId, 'end')),
  ];
  return points.every((point): point is LatLng => point !== null) ? { points: points as LatLng[], drives } : { points: [], drives };
}

/**
 * Along the route: horse hotels for the nights of each drive longer than a day (near where the daily limit falls,
 * and the miles before it, within the chosen detour), each with "Add as overnight"; and the vets, farriers and other
 * services within the detour of each drive.
 */
export function OvernightSuggestions({ tripId, itinerary }: { tripId: string; itinerary: Itinerary }) {
  const [open, setOpen] = useState(false);
  const [detour, setDetour] = useState(DEFAULT_DETOUR_MILES);
  const { points, drives } = planDrivePoints(itinerary);
  const road = useRoadLegs(open ? points : []);
  const roads = road.legs && road.legs.length === drives.length
    ? drives.map((drive, index) => ({ fromStopId: drive.fromStopId, toStopId: drive.toStopId, ...road.legs![index] }))
    : null;
  const suggestions = useOvernightSuggestions(tripId, detour, open && road.settled, roads);
  const add = useAddOvernight(tripId);

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)} className="print:hidden">
        <BedDouble aria-hidden="true" />
        Find stops along the route
      </Button>
    );
  }
  return (
    <section aria-labelledby="overnight-heading" className="space-y-3 rounded-lg border bg-card p-4 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="overnight-heading" className="text-lg font-semibold">Along the route</h3>
        <label className="flex items-center gap-2 text-sm">
          Detour up to
          <select value={detour} onChange={(event) => setDetour(Number(event.target.value))} className="rounded-md border bg-background px-2 py-1">
            {DETOURS.map((miles) => <option key={miles} value={miles}>{miles} miles</option>)}
          </select>
        </label>
      </div>
      {suggestions.isLoading && <Skeleton className="h-24 w-full" />}
      {suggestions.isError && <ErrorState message="Could not look for overnight stops." onRetry={() => void suggestions.refetch()} />}
      {suggestions.data?.message && <p className="text-sm text-muted-foreground">{suggestions.data.message}</p>}
      {suggestions.data?.legs.filter((leg) => leg.nights.length > 0 || leg.services.length > 0).map((leg) => (
        <div key={`${leg.fromStopId}-${leg.toStopId}`} className="space-y-2">
          <p className="font-medium">{leg.fromName} to {leg.toName}: {formatMiles(leg.miles)}</p>
          {leg.nights.map((night) => (
            <div key={night.night} className="space-y-2 rounded-md bg-muted/40 p-3">
              <p className="text-sm">
                Night {night.night}{night.nightOf ? ` (${formatPlanDay(night.nightOf)})` : ''}: your daily limit is reached about {formatMiles(night.limitAtMiles)} out.
              </p>
              {night.hotels.length === 0 ? (
                <p className="text-sm text-muted-foreground">No horse hotels within {detour} miles of the route there. Try a wider detour.</p>
              ) : (
                <ul className="space-y-2" aria-label={`Horse hotels for night ${night.night}`}>
                  {night.hotels.map((hotel) => (
                    <li key={hotel.horseHotelId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-background p-2">
                      <div className="min-w-0 text-sm">
                        <p className="font-medium">{hotel.name}</p>
                        <p className="text-muted-foreground">
                          {hotel.city}, {hotel.state} · {formatMiles(hotel.detourMiles)} off the route · {formatMiles(hotel.milesFromLegStart)} into the drive
                        </p>
                        <p className="text-muted-foreground">
                          {hotel.dailyRate !== null ? `${formatDollars(hotel.dailyRate)} a night` : 'Rate not listed'}
                          {hotel.stallCount !== null ? ` · ${hotel.stallCount} stalls` : ''}
                          {hotel.bigRigFriendly && <span className="ml-1 inline-flex items-center gap-1"> · <Truck aria-hidden="true" className="h-3.5 w-3.5" /> Big-rig parking</span>}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        disabled={hotel.inTrip || add.isPending}
                        onClick={() => add.mutate({ horseHotelId: hotel.horseHotelId, name: hotel.name, nightOf: night.nightOf, insertAfterStopId: night.insertAfterStopId })}
                      >
                        {hotel.inTrip ? 'In your trip' : 'Add as overnight'}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          {leg.services.length > 0 && (
            <div className="space-y-1 text-sm">
              <p className="font-medium">Vets, farriers and more near this drive</p>
              <ul className="space-y-1" aria-label={`Services along ${leg.fromName} to ${leg.toName}`}>
                {leg.services.map((service) => (
                  <li key={service.serviceProviderId} className="text-muted-foreground">
                    <span className="font-medium text-foreground">{service.displayName}</span>
                    {' · '}{SERVICE_TYPE_LABELS[service.type as ServiceType] ?? service.type}
                    {service.city ? ` · ${service.city}, ${service.state}` : ''}
                    {` · ${formatMiles(service.detourMiles)} off the route, ${formatMiles(service.milesFromLegStart)} into the drive`}
                    {service.phone && <> · <a href={`tel:${service.phone}`} className="text-primary hover:underline">{service.phone}</a></>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        {suggestions.data?.geometry === 'road'
          ? 'Distances follow the roads Google Maps drew for each drive.'
          : 'Distances follow the great circle between stops with a road allowance: an estimate, not turn-by-turn miles.'}
      </p>
    </section>
  );
}
