import { describe, expect, it } from 'vitest';
import type { ItineraryStop } from '../contracts/trips';
import { drivingMilesBetween, planItinerary, type PlanInput } from './itinerary';
import { TRIP_SETTING_DEFAULTS } from './settings';

const fortWorth = { latitude: 32.7555, longitude: -97.3308 };
const oklahomaCity = { latitude: 35.4676, longitude: -97.5164 };
const denver = { latitude: 39.7392, longitude: -104.9903 };
const amarillo = { latitude: 35.222, longitude: -101.8313 };

function eventStop(id: string, name: string, day: string, place: { latitude: number; longitude: number } | null, extra: Partial<NonNullable<ItineraryStop['event']>> = {}): ItineraryStop {
  return {
    id, kind: 'event', targetId: `${id}-event`, name, place: null, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null,
    arrivalDay: day, departureDay: day, dated: true, notes: null, notesPrivate: false,
    event: { time: '7:00 PM', timeZone: 'America/Chicago', status: 'scheduled', removed: false, gateHours: null, divisions: [], enteredDivisions: [], ...extra },
    hotel: null,
  };
}

function hotelStop(id: string, name: string, nights: [string, string] | null, place: { latitude: number; longitude: number }, rate = 40): ItineraryStop {
  return {
    id, kind: 'horseHotel', targetId: `${id}-hotel`, name, place: null, ...place,
    arrivalDay: nights?.[0] ?? null, departureDay: nights?.[1] ?? null, dated: Boolean(nights), notes: null, notesPrivate: false,
    event: null,
    hotel: { nightlyRate: rate, stalls: 2, nights: 1, checkInDate: null, checkOutDate: null },
  };
}

const base = (stops: ItineraryStop[], extra: Partial<PlanInput> = {}): PlanInput => ({
  stops,
  settings: { ...TRIP_SETTING_DEFAULTS },
  home: { start: { name: 'Fort Worth, TX', ...fortWorth }, end: { name: 'Fort Worth, TX', ...fortWorth } },
  tripStartDay: '2027-03-05',
  tripEndDay: '2027-03-08',
  ...extra,
});

describe('planItinerary', () => {
  it('lays the drives on the days they are driven, with miles, hours, rest stops and fuel', () => {
    const plan = planItinerary(base([
      eventStop('a', 'OKC Classic', '2027-03-06', oklahomaCity, {
        divisions: [{ name: 'Open 4D', entryFee: 150 }, { name: 'Youth', entryFee: 60 }], enteredDivisions: ['Open 4D'],
      }),
    ]));
    expect(plan.days.map((day) => day.day)).toEqual(['2027-03-05', '2027-03-06', '2027-03-07', '2027-03-08']);
    const raceDay = plan.days[1];
    const oneWay = Math.round(drivingMilesBetween({ lat: fortWorth.latitude, lng: fortWorth.longitude }, { lat: oklahomaCity.latitude, lng: oklahomaCity.longitude }) * 10) / 10;
    // There and back on the race day: the return drive leaves when the event ends.
    expect(raceDay.drives.map((drive) => [drive.fromName, drive.toName])).toEqual([['Fort Worth, TX', 'OKC Classic'], ['OKC Classic', 'Fort Worth, TX']]);
    expect(raceDay.miles).toBeCloseTo(oneWay * 2, 0);
    expect(raceDay.drivingHours).toBeCloseTo(raceDay.miles / 55, 1);
    expect(raceDay.restStops).toBe(Math.floor(raceDay.drivingHours / 4));
    expect(raceDay.costs.fuel).toBeCloseTo((raceDay.miles / 9) * 3.75, 1);
    expect(raceDay.costs.entries).toBe(150);
    expect(plan.totals.costs.total).toBeCloseTo(raceDay.costs.fuel + 150, 1);
    expect(raceDay.navigateUrl).toContain('https://www.google.com/maps/dir/?api=1');
    expect(raceDay.navigateUrl).toContain('waypoints=35.467600%2C-97.516400');
    expect(plan.days[0].navigateUrl).toBeNull();
    expect(raceDay.warnings).toEqual([]);
  });

  it('warns on a day over the limit, and marks the leg as needing an overnight', () => {
    const plan = planItinerary(base([eventStop('a', 'Denver Run', '2027-03-06', denver)], { home: { start: { name: 'Fort Worth, TX', ...fortWorth }, end: null } }));
    const day = plan.days.find((d) => d.day === '2027-03-06')!;
    expect(day.miles).toBeGreaterThan(700);
    expect(day.drives[0].needsOvernight).toBe(true);
    expect(day.warnings.map((w) => w.kind)).toEqual(['over-daily-limit']);
    expect(day.warnings[0].message).toMatch(/over your daily limit of 500 miles or 9 hours\. Add an overnight stop\.$/);
  });

  it('warns when the drive arrives after the gate closes', () => {
    // Fort Worth to Amarillo, about 375 road miles: about 6.8 hours plus a rest, arriving after 2 PM.
    const plan = planItinerary(base([eventStop('a', 'Panhandle Jackpot', '2027-03-06', amarillo, { gateHours: 'Arrive by 1 PM; office closes early.' })], { home: { start: { name: 'Home', ...fortWorth }, end: null } }));
    const day = plan.days.find((d) => d.day === '2027-03-06')!;
    expect(day.warnings.map((w) => w.kind)).toEqual(['after-gate-hours']);
    expect(day.warnings[0].message).toMatch(/^Leaving at 7:00 AM, you would reach Panhandle Jackpot about \d+:\d\d PM, after its gate hours \(Arrive by 1 PM; office closes early\.\)\.$/);
    const relaxed = planItinerary(base([eventStop('a', 'Panhandle Jackpot', '2027-03-06', amarillo, { gateHours: 'No arrivals after 10 PM.' })], { home: { start: { name: 'Home', ...fortWorth }, end: null } }));
    expect(relaxed.days.flatMap((d) => d.warnings)).toEqual([]);
  });

  it('warns about a hotel night outside the trip, an undated stay, and two events far apart on one day', () => {
    const plan = planItinerary(base([
      hotelStop('h', 'Early Barn', ['2027-03-04', '2027-03-05'], fortWorth),
      eventStop('a', 'OKC Classic', '2027-03-06', oklahomaCity),
      eventStop('b', 'Denver Run', '2027-03-06', denver),
      hotelStop('u', 'Undated Barn', null, oklahomaCity),
    ]));
    const kinds = plan.days.flatMap((day) => day.warnings.map((w) => `${day.day}:${w.kind}:${w.stopId}`));
    expect(kinds).toContain('2027-03-04:night-outside-trip:h');
    expect(kinds).toContain('2027-03-06:events-far-apart:b');
    expect(kinds).toContain('2027-03-06:undated-stay:u');
    // The stay's two stalls at $40 count on its one night.
    expect(plan.days.find((d) => d.day === '2027-03-04')!.costs.lodging).toBe(80);
  });

  it('lists a stop without coordinates, leaves it out of the miles and says so; explains a trip with too little to plan', () => {
    const plan = planItinerary(base([eventStop('a', 'Somewhere Jackpot', '2027-03-06', null)], { home: { start: null, end: null } }));
    expect(plan.stops.map((stop) => stop.id)).toEqual(['a']);
    expect(plan.totals.miles).toBe(0);
    expect(plan.warnings.map((w) => w.message)).toEqual([
      'Add another stop or a home base to plan the drive between them.',
      'Somewhere Jackpot has no map location: it stays in the plan but is left out of the miles and the map.',
    ]);
    const empty = planItinerary(base([], { home: { start: null, end: null } }));
    expect(empty.warnings[0].message).toBe('This trip has no stops yet: add events and horse hotels to plan the drive.');
    expect(empty.totals.costs.total).toBe(0);
  });
});
