import type {
  CostBreakdown, ItineraryDay, ItineraryDrive, ItineraryStop, ItineraryView, ItineraryWarning,
} from '../contracts/trips';
import { formatMiles, greatCircleMiles, roundToTenth, type LatLng } from '../geo';
import { addDays, daysFromTo } from './days';
import { formatClock, latestArrival, minutesOfDay } from './gate-hours';
import { ROAD_CIRCUITY, dailyDrivingMiles } from './geometry';
import { navigateUrl } from './navigate';

/** A day's driving starts at this hour (the gate-hours check counts from it). */
export const DEPARTURE_MINUTES = 7 * 60;
/** Each rest stop for the horses adds this much to a day on the road. */
export const REST_STOP_MINUTES = 30;
/** Two events on one day further apart than this cannot both be made. */
export const FAR_APART_MILES = 150;

export type PlanSettings = ItineraryView['settings'];

export interface PlanInput {
  /** In the trip's order; arrival and departure from the stored dates (null when the stop has none). */
  stops: ItineraryStop[];
  settings: PlanSettings;
  home: ItineraryView['home'];
  tripStartDay: string | null;
  tripEndDay: string | null;
}

interface Point {
  name: string;
  location: LatLng;
  stopId: string | null;
}

const locationOf = (stop: ItineraryStop): LatLng | null =>
  (stop.latitude === null || stop.longitude === null ? null : { lat: stop.latitude, lng: stop.longitude });

/** Driving miles between two places without a road map: the great circle times the road factor. */
export const drivingMilesBetween = (from: LatLng, to: LatLng) => greatCircleMiles(from, to) * ROAD_CIRCUITY;

const money = (value: number) => Math.round(value * 100) / 100;
const emptyCosts = (): CostBreakdown => ({ fuel: 0, lodging: 0, entries: 0, total: 0 });
const addCosts = (into: CostBreakdown, add: Omit<CostBreakdown, 'total'>) => {
  into.fuel = money(into.fuel + add.fuel);
  into.lodging = money(into.lodging + add.lodging);
  into.entries = money(into.entries + add.entries);
  into.total = money(into.fuel + into.lodging + into.entries);
};

/** Undated stops (a hotel stay without nights) take the day the stop before them ends, or the trip's first day. */
function withDays(stops: ItineraryStop[], tripStartDay: string | null): ItineraryStop[] {
  let previousDeparture = tripStartDay;
  return stops.map((stop) => {
    const dated = stop.arrivalDay !== null;
    const arrivalDay = stop.arrivalDay ?? previousDeparture;
    const departureDay = stop.departureDay ?? arrivalDay;
    previousDeparture = departureDay ?? previousDeparture;
    return { ...stop, arrivalDay, departureDay, dated };
  });
}

const entryFees = (stop: ItineraryStop) => (stop.event?.divisions ?? [])
  .filter((division) => stop.event!.enteredDivisions.includes(division.name))
  .reduce((sum, division) => sum + (division.entryFee ?? 0), 0);

export interface PlannedDrive {
  drive: ItineraryDrive;
  /** The day it is driven (the day the stop it reaches begins). */
  day: string | null;
  /** The day the place it leaves is left (its last day), or the trip's first day when it leaves home. */
  leaves: string | null;
  from: LatLng;
  to: LatLng;
}

/** The drives of a trip, in order: from the home base through each stop with a map location and back. */
export const tripLegs = (input: PlanInput) => planDrives(withDays(input.stops, input.tripStartDay), input);

/** The drives between the home base and the located stops, each on the day it is driven. */
function planDrives(stops: ItineraryStop[], input: PlanInput): PlannedDrive[] {
  const points: { point: Point; day: string | null; leaves: string | null }[] = [];
  if (input.home.start) {
    const { name, latitude, longitude } = input.home.start;
    points.push({ point: { name, location: { lat: latitude, lng: longitude }, stopId: null }, day: null, leaves: input.tripStartDay });
  }
  for (const stop of stops) {
    const location = locationOf(stop);
    if (location) points.push({ point: { name: stop.name, location, stopId: stop.id }, day: stop.arrivalDay, leaves: stop.departureDay });
  }
  if (input.home.end) {
    const { name, latitude, longitude } = input.home.end;
    // Home after the last day at any stop (a stay can outlast the event listed after it).
    const departures = stops.map((stop) => stop.departureDay).filter((day): day is string => day !== null).sort();
    const lastDeparture = departures.at(-1) ?? input.tripEndDay;
    points.push({ point: { name, location: { lat: latitude, lng: longitude }, stopId: null }, day: lastDeparture, leaves: null });
  }
  const dailyMiles = dailyDrivingMiles(input.settings);
  return points.slice(1).map((to, index) => {
    const from = points[index];
    const miles = roundToTenth(drivingMilesBetween(from.point.location, to.point.location));
    return {
      day: to.day,
      leaves: from.leaves,
      from: from.point.location,
      to: to.point.location,
      drive: {
        fromName: from.point.name,
        toName: to.point.name,
        fromStopId: from.point.stopId,
        toStopId: to.point.stopId,
        miles,
        hours: roundToTenth(miles / input.settings.towingSpeedMph),
        needsOvernight: miles > dailyMiles,
      },
    };
  });
}

function dayWarnings(
  day: ItineraryDay, stopsById: Map<string, ItineraryStop>, input: PlanInput,
): ItineraryWarning[] {
  const { settings } = input;
  const warnings: ItineraryWarning[] = [];
  if (day.miles > settings.dailyLimitMiles || day.drivingHours > settings.dailyLimitHours) {
    warnings.push({
      kind: 'over-daily-limit',
      stopId: null,
      message: `${formatMiles(day.miles)} and ${day.drivingHours} hours of driving: over your daily limit of `
        + `${settings.dailyLimitMiles} miles or ${settings.dailyLimitHours} hours. Add an overnight stop.`,
    });
  }
  let clock = DEPARTURE_MINUTES;
  let drivenHours = 0;
  for (const drive of day.drives) {
    const restsBefore = Math.floor(drivenHours / settings.restEveryHours);
    drivenHours += drive.hours;
    const rests = Math.floor(drivenHours / settings.restEveryHours) - restsBefore;
    clock += drive.hours * 60 + rests * REST_STOP_MINUTES;
    const stop = drive.toStopId ? stopsById.get(drive.toStopId) : undefined;
    const latest = latestArrival(stop?.event?.gateHours ?? null);
    if (stop && latest && stop.arrivalDay === day.day && clock > minutesOfDay(latest)) {
      warnings.push({
        kind: 'after-gate-hours',
        stopId: stop.id,
        message: `Leaving at ${formatClock(DEPARTURE_MINUTES)}, you would reach ${stop.name} about ${formatClock(clock)}, `
          + `after its gate hours (${stop.event!.gateHours}).`,
      });
    }
  }
  const events = day.stops.map(({ stopId }) => stopsById.get(stopId)!).filter((stop) => stop.kind === 'event');
  for (let first = 0; first < events.length; first += 1) {
    for (let second = first + 1; second < events.length; second += 1) {
      const [a, b] = [locationOf(events[first]), locationOf(events[second])];
      if (!a || !b) continue;
      const apart = drivingMilesBetween(a, b);
      if (apart > FAR_APART_MILES) {
        warnings.push({
          kind: 'events-far-apart',
          stopId: events[second].id,
          message: `${events[first].name} and ${events[second].name} are both on this day, about ${formatMiles(apart)} apart.`,
        });
      }
    }
  }
  for (const { stopId, role } of day.stops) {
    const stop = stopsById.get(stopId)!;
    if (role !== 'arrive' || stop.kind !== 'horseHotel') continue;
    if (!stop.dated) {
      warnings.push({ kind: 'undated-stay', stopId, message: `Set the check-in and check-out nights for ${stop.name}.` });
      continue;
    }
    const lastNight = addDays(stop.departureDay!, -1);
    const early = input.tripStartDay && stop.arrivalDay! < input.tripStartDay;
    const late = input.tripEndDay && lastNight > input.tripEndDay;
    if (early || late) {
      warnings.push({
        kind: 'night-outside-trip',
        stopId,
        message: `Your nights at ${stop.name} fall outside the trip's dates.`,
      });
    }
  }
  return warnings;
}

function roleOn(day: string | null, stop: ItineraryStop): 'arrive' | 'stay' | 'leave' | null {
  if (day === null) return stop.arrivalDay === null ? 'arrive' : null;
  if (stop.arrivalDay === null || stop.departureDay === null) return null;
  if (day === stop.arrivalDay) return 'arrive';
  if (day > stop.arrivalDay && day < stop.departureDay) return 'stay';
  if (day === stop.departureDay) return 'leave';
  return null;
}

/**
 * The day-by-day plan of a trip: its stops in order, each day's drives, miles, hours, rest stops, warnings and
 * costs. Every figure is an estimate (great-circle miles times the road factor, the rider's own speed and fuel).
 */
export function planItinerary(input: PlanInput): ItineraryView {
  const stops = withDays(input.stops, input.tripStartDay);
  const stopsById = new Map(stops.map((stop) => [stop.id, stop]));
  const drives = planDrives(stops, input);
  const { settings } = input;

  const knownDays = [
    input.tripStartDay, input.tripEndDay, ...stops.flatMap((stop) => [stop.arrivalDay, stop.departureDay]), ...drives.map((d) => d.day),
  ].filter((day): day is string => day !== null).sort();
  const calendar: (string | null)[] = knownDays.length > 0 ? daysFromTo(knownDays[0], knownDays.at(-1)!) : [];
  if (stops.some((stop) => stop.arrivalDay === null) || drives.some((d) => d.day === null)) calendar.push(null);

  const days: ItineraryDay[] = calendar.map((day) => {
    const planned = drives.filter((d) => d.day === day);
    const dayDrives = planned.map((d) => d.drive);
    const miles = roundToTenth(dayDrives.reduce((sum, drive) => sum + drive.miles, 0));
    const drivingHours = roundToTenth(miles / settings.towingSpeedMph);
    const dayStops = stops.flatMap((stop) => {
      const role = roleOn(day, stop);
      return role ? [{ stopId: stop.id, role }] : [];
    });
    const costs = emptyCosts();
    const lodging = stops.reduce((sum, stop) => {
      const nightHere = stop.hotel && day !== null && stop.dated && day >= stop.arrivalDay! && day < stop.departureDay!;
      return nightHere ? sum + (stop.hotel!.nightlyRate ?? 0) * stop.hotel!.stalls : sum;
    }, 0);
    const entries = dayStops.filter(({ role }) => role === 'arrive')
      .reduce((sum, { stopId }) => sum + entryFees(stopsById.get(stopId)!), 0);
    addCosts(costs, { fuel: (miles / settings.fuelMpg) * settings.fuelPrice, lodging, entries });
    const plannedDay: ItineraryDay = {
      day,
      stops: dayStops,
      drives: dayDrives,
      miles,
      drivingHours,
      restStops: drivingHours > 0 ? Math.floor(drivingHours / settings.restEveryHours) : 0,
      warnings: [],
      costs,
      navigateUrl: planned.length > 0 ? navigateUrl([planned[0].from, ...planned.map((d) => d.to)]) : null,
    };
    plannedDay.warnings = dayWarnings(plannedDay, stopsById, input);
    return plannedDay;
  }).filter((day) => day.day !== null || day.stops.length > 0 || day.drives.length > 0);

  const totals = { miles: 0, drivingHours: 0, costs: emptyCosts() };
  for (const day of days) {
    totals.miles = roundToTenth(totals.miles + day.miles);
    addCosts(totals.costs, day.costs);
  }
  totals.drivingHours = roundToTenth(totals.miles / settings.towingSpeedMph);

  return {
    stops,
    days,
    totals,
    warnings: tripWarnings(stops, input),
    settings,
    home: input.home,
    geometry: 'great-circle',
  };
}

function tripWarnings(stops: ItineraryStop[], input: PlanInput): ItineraryWarning[] {
  const warnings: ItineraryWarning[] = stops.filter((stop) => !locationOf(stop)).map((stop) => ({
    kind: 'no-location' as const,
    stopId: stop.id,
    message: `${stop.name} has no map location: it stays in the plan but is left out of the miles and the map.`,
  }));
  const places = stops.filter((stop) => locationOf(stop)).length + (input.home.start ? 1 : 0) + (input.home.end ? 1 : 0);
  if (stops.length === 0) {
    warnings.unshift({ kind: 'no-location', stopId: null, message: 'This trip has no stops yet: add events and horse hotels to plan the drive.' });
  } else if (places < 2) {
    warnings.unshift({ kind: 'no-location', stopId: null, message: 'Add another stop or a home base to plan the drive between them.' });
  }
  return warnings;
}
