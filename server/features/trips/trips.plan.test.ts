import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryView, OvernightSuggestionsView } from '@shared/contracts/trips';
import { greatCircleMiles } from '@shared/geo';
import { interpolateGreatCircle } from '@shared/trip-plan/geometry';
import { hiddenContent } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createHotel, createServiceProvider, createTrip, signIn } from '../../test/factories';
import { withStatements } from '../../test/query-counter';
import { findItinerary } from './trips.plan.repo';
import { fieldPaths, tripTableCounts } from './trips.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const ARDMORE = { lat: 34.1743, lng: -97.1436 };
const OKLAHOMA_CITY = { lat: 35.4676, lng: -97.5164 };
const coordinates = ({ lat, lng }: { lat: number; lng: number }) => ({ latitude: lat.toFixed(7), longitude: lng.toFixed(7) });
/** Noon in Texas on a day of March 2027. */
const march = (day: number) => new Date(Date.UTC(2027, 2, day, 18));
const tripDay = (day: number) => new Date(Date.UTC(2027, 2, day, 12));

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}

async function eventAt(place: { lat: number; lng: number }, day: number, extra: Parameters<typeof createEvent>[1] = {}) {
  const arena = await createArena(t.db, { ...coordinates(place), city: 'Town', state: 'TX' });
  return createEvent(t.db, { arenaId: arena.id, date: march(day), ...extra });
}

const stopNames = (itinerary: ItineraryView) => itinerary.stops.map((stop) => stop.name);

describe('the itinerary order', () => {
  it('places stops by their day as they are added, reorders them, and refuses stops of another trip', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Order', startDate: tripDay(1), endDate: tripDay(9) });
    const late = await eventAt(OKLAHOMA_CITY, 8, { name: 'Late Race' });
    const early = await eventAt(ARDMORE, 2, { name: 'Early Race' });
    const hotel = await createHotel(t.db, { name: 'Midway Barn', ...coordinates(ARDMORE) });
    for (const event of [late, early]) expect((await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: event.id })).status).toBe(201);
    const stay = await agent.post(`/api/trips/${trip.id}/horse-hotels`)
      .send({ horseHotelId: hotel.id, checkInDate: '2027-03-04', checkOutDate: '2027-03-06' });
    expect(stay.status).toBe(201);

    let itinerary = (await agent.get(`/api/trips/${trip.id}/itinerary`)).body as ItineraryView;
    expect(stopNames(itinerary)).toEqual(['Early Race', 'Midway Barn', 'Late Race']);

    const reversed = [...itinerary.stops].reverse().map((stop) => stop.id);
    const reorder = await agent.put(`/api/trips/${trip.id}/order`).send({ stopIds: reversed });
    expect(reorder.status).toBe(200);
    expect(stopNames(reorder.body)).toEqual(['Late Race', 'Midway Barn', 'Early Race']);
    itinerary = (await agent.get(`/api/trips/${trip.id}/itinerary`)).body;
    expect(stopNames(itinerary)).toEqual(['Late Race', 'Midway Barn', 'Early Race']);

    // Another trip's stop, a stop left out, a stop twice: 400 naming stopIds, the order unchanged.
    const otherTrip = await createTrip(t.db, user.id, { name: 'Other' });
    const foreign = await agent.post(`/api/trips/${otherTrip.id}/events`).send({ eventId: early.id });
    const refusals = [
      { stopIds: [...reversed.slice(0, 2), foreign.body.id], message: 'A stop is not in this trip' },
      { stopIds: reversed.slice(0, 2), message: 'List every stop of this trip once: 1 missing' },
      { stopIds: [reversed[0], reversed[0], reversed[1]], message: 'A stop is listed twice' },
    ];
    for (const { stopIds, message } of refusals) {
      const response = await agent.put(`/api/trips/${trip.id}/order`).send({ stopIds });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ path: 'stopIds', message })]);
    }
    expect(stopNames((await agent.get(`/api/trips/${trip.id}/itinerary`)).body)).toEqual(['Late Race', 'Midway Barn', 'Early Race']);

    // Someone else's trip does not exist for this rider.
    const { agent: stranger } = await rider();
    expect((await stranger.put(`/api/trips/${trip.id}/order`).send({ stopIds: reversed })).status).toBe(404);
    expect((await stranger.get(`/api/trips/${trip.id}/itinerary`)).status).toBe(404);
  });
});

describe('road settings', () => {
  it('refuses a daily limit of 0 or 5,000 miles, 0 mpg and a half home base, naming the field; keeps good ones', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Settings' });
    const refusals = [
      [{ dailyLimitMiles: 0 }, 'dailyLimitMiles', 'The daily driving limit must be 50 to 1200 miles'],
      [{ dailyLimitMiles: 5000 }, 'dailyLimitMiles', 'The daily driving limit must be 50 to 1200 miles'],
      [{ fuelMpg: 0 }, 'fuelMpg', 'Fuel economy must be 1 to 40 mpg'],
      [{ towingSpeedMph: 'fast' }, 'towingSpeedMph', 'The towing speed must be 20 to 80 mph'],
      [{ startLatitude: '32.75' }, 'startLatitude', 'Pick the start location on the map or from the search (latitude and longitude go together)'],
    ] as const;
    for (const [body, path, message] of refusals) {
      const response = await agent.patch(`/api/trips/${trip.id}`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ path, message })]);
    }
    const response = await agent.patch(`/api/trips/${trip.id}`).send({
      startLocation: 'Fort Worth, TX', startLatitude: 32.7555, startLongitude: -97.3308,
      dailyLimitMiles: 400, dailyLimitHours: 8, restEveryHours: 3, towingSpeedMph: 60, fuelMpg: 8.5, fuelPrice: 3.99,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      startLatitude: '32.7555000', startLongitude: '-97.3308000', endLatitude: null,
      dailyLimitMiles: 400, dailyLimitHours: 8, restEveryHours: 3, towingSpeedMph: 60, fuelMpg: 8.5, fuelPrice: 3.99,
    });
  });
});

describe('GET /api/trips/:id/itinerary', () => {
  it('plans a Texas to Oklahoma trip day by day: drives, miles, hours, costs as estimates, and its warnings', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, {
      name: 'Red River run', startDate: tripDay(2), endDate: tripDay(4), startLocation: 'Fort Worth, TX', endLocation: 'Fort Worth, TX',
      startLatitude: '32.7555000', startLongitude: '-97.3308000', endLatitude: '32.7555000', endLongitude: '-97.3308000',
    });
    const ardmore = await eventAt(ARDMORE, 2, {
      name: 'Ardmore Open', divisions: [{ name: 'Open 4D', entryFee: 120, addedMoney: 500 }, { name: 'Youth', entryFee: 50, addedMoney: null }],
    });
    const okc = await eventAt(OKLAHOMA_CITY, 3, { name: 'OKC Classic', gateHours: 'Arrive by 7:30 AM, office opens at 7.' });
    const barn = await createHotel(t.db, { name: 'OKC Barn', ...coordinates(OKLAHOMA_CITY), dailyRate: '45.00' });
    const ardmoreItem = (await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: ardmore.id })).body;
    await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: okc.id });
    await agent.post(`/api/trips/${trip.id}/horse-hotels`).send({ horseHotelId: barn.id, checkInDate: '2027-03-03', checkOutDate: '2027-03-05', stalls: 2 });
    expect((await agent.patch(`/api/trips/${trip.id}/events/${ardmoreItem.id}`).send({ enteredDivisions: ['Open 4D'] })).status).toBe(200);

    const response = await agent.get(`/api/trips/${trip.id}/itinerary`);
    expect(response.status).toBe(200);
    const plan = response.body as ItineraryView;
    // The stay's check-in (noon that day) comes before the evening race: horses to the barn first.
    expect(stopNames(plan)).toEqual(['Ardmore Open', 'OKC Barn', 'OKC Classic']);
    expect(plan.days.map((day) => day.day)).toEqual(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']);
    const [raceOne, raceTwo, layover, home] = plan.days;
    const road = (from: typeof FORT_WORTH, to: typeof FORT_WORTH) => Math.round(greatCircleMiles(from, to) * 1.2 * 10) / 10;
    expect(raceOne.drives).toEqual([expect.objectContaining({ fromName: 'Fort Worth, TX', toName: 'Ardmore Open', fromStopId: null, miles: road(FORT_WORTH, ARDMORE), needsOvernight: false })]);
    expect(raceOne.costs).toEqual({ fuel: Math.round((raceOne.miles / 9) * 3.75 * 100) / 100, lodging: 0, entries: 120, total: expect.any(Number) });
    expect(raceTwo.drives.map((drive) => drive.toName)).toEqual(['OKC Barn', 'OKC Classic']);
    // Ardmore to OKC is about two hours: leaving at 7 AM misses a 7:30 AM gate.
    expect(raceTwo.warnings).toEqual([expect.objectContaining({ kind: 'after-gate-hours', message: expect.stringMatching(/^Leaving at 7:00 AM, you would reach OKC Classic about 9:\d\d AM, after its gate hours/) })]);
    expect(raceTwo.costs.lodging).toBe(90);
    expect(layover.drives).toEqual([]);
    expect(layover.costs.lodging).toBe(90);
    // The last night (March 4) is inside the trip; the stay checks out on March 5, after the trip ends on the 4th.
    expect(home.drives.map((drive) => [drive.fromName, drive.toName])).toEqual([['OKC Classic', 'Fort Worth, TX']]);
    expect(home.navigateUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=35\.4676/);
    expect(plan.totals.costs.lodging).toBe(180);
    expect(plan.totals.costs.entries).toBe(120);
    expect(plan.totals.miles).toBeCloseTo(raceOne.miles + raceTwo.miles + home.miles, 1);
    expect(plan.settings).toEqual({ dailyLimitMiles: 500, dailyLimitHours: 9, restEveryHours: 4, towingSpeedMph: 55, fuelMpg: 9, fuelPrice: 3.75 });
    expect(plan.geometry).toBe('great-circle');
  });

  it('explains a trip with no stops, or a single stop and no home base', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Empty' });
    const empty = (await agent.get(`/api/trips/${trip.id}/itinerary`)).body as ItineraryView;
    expect(empty.warnings.map((w) => w.message)).toEqual(['This trip has no stops yet: add events and horse hotels to plan the drive.']);
    expect(empty.days).toEqual([]);
    const suggestions = (await agent.get(`/api/trips/${trip.id}/overnight-suggestions`)).body as OvernightSuggestionsView;
    expect(suggestions.message).toBe('Add at least two stops with a map location (or a home base and a stop) to plan the drive.');
    await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: (await eventAt(ARDMORE, 2)).id });
    const single = (await agent.get(`/api/trips/${trip.id}/itinerary`)).body as ItineraryView;
    expect(single.warnings.map((w) => w.message)).toEqual(['Add another stop or a home base to plan the drive between them.']);
  });

  it('reads the trip, its events and its hotel stays in one statement, and nothing of another rider\'s trip', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'One read', startDate: tripDay(1), endDate: tripDay(9) });
    const hotel = await createHotel(t.db, { name: 'One Read Barn', ...coordinates(ARDMORE), dailyRate: '45.00' });
    await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: (await eventAt(OKLAHOMA_CITY, 6, { name: 'One Read Race' })).id });
    await agent.post(`/api/trips/${trip.id}/horse-hotels`).send({ horseHotelId: hotel.id, checkInDate: '2027-03-04', checkOutDate: '2027-03-06' });

    const { result, statements } = await withStatements(t.pool, () => findItinerary(t.db, user.id, trip.id));
    expect(statements.map((statement) => statement.name)).toEqual(['trip_plan_own_trip']);
    expect(result!.stops.map((stop) => [stop.name, stop.arrivalDay, stop.departureDay])).toEqual([
      ['One Read Barn', '2027-03-04', '2027-03-06'], ['One Read Race', '2027-03-06', '2027-03-06'],
    ]);
    expect(result!.stops[0].hotel).toEqual({
      nightlyRate: 45, stalls: 1, nights: 2, checkInDate: new Date('2027-03-04T00:00:00.000Z'), checkOutDate: new Date('2027-03-06T00:00:00.000Z'),
    });
    expect(result!.stops[1].event).toMatchObject({ timeZone: 'America/Chicago', status: 'scheduled', removed: false });

    const stranger = await rider();
    const foreign = await withStatements(t.pool, () => findItinerary(t.db, stranger.user.id, trip.id));
    expect(foreign.result).toBeNull();
    expect(foreign.statements).toHaveLength(1);
  });
});

describe('overnight suggestions', () => {
  async function longHaul() {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, {
      name: 'To Denver', startDate: tripDay(2), endDate: tripDay(6), startLocation: 'Fort Worth, TX', ...{ startLatitude: '32.7555000', startLongitude: '-97.3308000' },
    });
    const denver = await eventAt(DENVER, 3, { name: 'Denver Derby' });
    const item = (await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: denver.id })).body;
    // The leg is about 640 great-circle miles (770 road): the 495-mile day ends about 412 great-circle miles out.
    const onRoute = interpolateGreatCircle(FORT_WORTH, DENVER, 400 / greatCircleMiles(FORT_WORTH, DENVER));
    const nearLimit = await createHotel(t.db, { name: 'Limit Stables', ...coordinates({ lat: onRoute.lat + 0.05, lng: onRoute.lng }), dailyRate: '35.00', stallCount: 20, amenities: ['Big rig parking', 'Water'] });
    const offRoute = await createHotel(t.db, { name: 'Far Off Ranch', ...coordinates({ lat: onRoute.lat, lng: onRoute.lng + 0.6 }) });
    const tooEarly = await createHotel(t.db, { name: 'Early Barn', ...coordinates(interpolateGreatCircle(FORT_WORTH, DENVER, 0.15)) });
    return { agent, trip, item, onRoute, nearLimit, offRoute, tooEarly };
  }

  it('offers the hotels within the detour on the stretch before the daily limit, with detour, rates, stalls and big-rig parking', async () => {
    const { agent, trip, nearLimit, offRoute } = await longHaul();
    const response = await agent.get(`/api/trips/${trip.id}/overnight-suggestions`);
    expect(response.status).toBe(200);
    const view = response.body as OvernightSuggestionsView;
    expect(view).toMatchObject({ detourMiles: 15, dailyDrivingMiles: 495, geometry: 'great-circle', message: null });
    expect(view.legs).toHaveLength(1);
    const [night] = view.legs[0].nights;
    expect(view.legs[0].miles).toBeGreaterThan(750);
    expect(night).toMatchObject({ night: 1, limitAtMiles: 495, nightOf: '2027-03-02', insertAfterStopId: null });
    expect(night.hotels).toEqual([{
      horseHotelId: nearLimit.id, name: 'Limit Stables', city: 'Weatherford', state: 'TX', latitude: expect.any(Number), longitude: expect.any(Number),
      detourMiles: expect.any(Number), milesFromLegStart: expect.any(Number), dailyRate: 35, weeklyRate: null, stallCount: 20, bigRigFriendly: true, inTrip: false,
    }]);
    expect(night.hotels[0].detourMiles).toBeLessThan(5);
    expect(night.hotels[0].milesFromLegStart).toBeGreaterThan(470);
    expect(night.hotels[0].milesFromLegStart).toBeLessThan(495);

    const wider = (await agent.get(`/api/trips/${trip.id}/overnight-suggestions?detour=50`)).body as OvernightSuggestionsView;
    expect(wider.legs[0].nights[0].hotels.length).toBeGreaterThan(0);
    expect(wider.legs[0].nights[0].hotels.map((hotel) => hotel.horseHotelId).sort()).toEqual([nearLimit.id, offRoute.id].sort());
    expect((await agent.get(`/api/trips/${trip.id}/overnight-suggestions?detour=0`)).status).toBe(400);

    const { agent: stranger } = await rider();
    expect((await stranger.get(`/api/trips/${trip.id}/overnight-suggestions`)).status).toBe(404);
  });

  it('lists the service providers within the detour of each drive, nearest the start first', async () => {
    const { agent, trip, onRoute } = await longHaul();
    const early = interpolateGreatCircle(FORT_WORTH, DENVER, 0.25);
    const vet = await createServiceProvider(t.db, { displayName: 'Route Vet', type: 'veterinarian', phone: '555-0101', city: 'Childress', state: 'TX', ...coordinates(early) });
    const farrier = await createServiceProvider(t.db, { displayName: 'Route Farrier', type: 'farrier', ...coordinates({ lat: onRoute.lat - 0.05, lng: onRoute.lng }) });
    await createServiceProvider(t.db, { displayName: 'Far Vet', type: 'veterinarian', ...coordinates({ lat: onRoute.lat, lng: onRoute.lng + 1.5 }) });
    await createServiceProvider(t.db, { displayName: 'Nowhere Vet', type: 'veterinarian' });
    const view = (await agent.get(`/api/trips/${trip.id}/overnight-suggestions`)).body as OvernightSuggestionsView;
    expect(view.legs[0].services.map((service) => service.serviceProviderId)).toEqual([vet.id, farrier.id]);
    expect(view.legs[0].services[0]).toEqual({
      serviceProviderId: vet.id, displayName: 'Route Vet', type: 'veterinarian', city: 'Childress', state: 'TX', phone: '555-0101',
      detourMiles: expect.any(Number), milesFromLegStart: expect.any(Number),
    });
    expect(view.legs[0].services[0].detourMiles).toBeLessThan(1);
  });

  it('leaves out a hidden hotel or service on the route', async () => {
    const { agent, trip, onRoute, nearLimit } = await longHaul();
    const hiddenHotel = await createHotel(t.db, { name: 'Hidden Stables', ...coordinates({ lat: onRoute.lat + 0.04, lng: onRoute.lng }) });
    const shownVet = await createServiceProvider(t.db, { displayName: 'Shown Vet', type: 'veterinarian', ...coordinates({ lat: onRoute.lat - 0.04, lng: onRoute.lng }) });
    const hiddenVet = await createServiceProvider(t.db, { displayName: 'Hidden Vet', type: 'veterinarian', ...coordinates({ lat: onRoute.lat - 0.05, lng: onRoute.lng }) });
    // Of this test's places (the other tests' hotels share the route).
    const ours = [nearLimit.id, hiddenHotel.id, shownVet.id, hiddenVet.id];
    const suggested = async () => {
      const view = (await agent.get(`/api/trips/${trip.id}/overnight-suggestions`)).body as OvernightSuggestionsView;
      return {
        hotels: view.legs[0].nights[0].hotels.map((hotel) => hotel.horseHotelId).filter((id) => ours.includes(id)).sort(),
        services: view.legs[0].services.map((service) => service.serviceProviderId).filter((id) => ours.includes(id)).sort(),
      };
    };
    expect(await suggested()).toEqual({ hotels: [nearLimit.id, hiddenHotel.id].sort(), services: [shownVet.id, hiddenVet.id].sort() });
    await t.db.insert(hiddenContent).values([
      { targetType: 'horse_hotel', targetId: hiddenHotel.id, reason: 'test' }, { targetType: 'service', targetId: hiddenVet.id, reason: 'test' },
    ]);
    expect(await suggested()).toEqual({ hotels: [nearLimit.id], services: [shownVet.id] });
  });

  it('follows a road the client sends (Google Directions), not the great circle', async () => {
    const { agent, trip, item, offRoute } = await longHaul();
    const [bend] = await Promise.all([offRoute]);
    const path = [FORT_WORTH, { lat: Number(bend.latitude), lng: Number(bend.longitude) }, DENVER];
    const response = await agent.post(`/api/trips/${trip.id}/overnight-suggestions`)
      .send({ roads: [{ fromStopId: null, toStopId: item.id, path, miles: 700 }] });
    expect(response.status).toBe(200);
    const view = response.body as OvernightSuggestionsView;
    expect(view.geometry).toBe('road');
    expect(view.legs[0].miles).toBe(700);
    expect(view.legs[0].nights[0].hotels.map((hotel) => hotel.name)).toContain('Far Off Ranch');
  });

  it('"Add as overnight" puts the stay before the stop it breaks the drive to, with its night; the drive then fits', async () => {
    const { agent, trip, nearLimit } = await longHaul();
    const night = ((await agent.get(`/api/trips/${trip.id}/overnight-suggestions`)).body as OvernightSuggestionsView).legs[0].nights[0];
    const added = await agent.post(`/api/trips/${trip.id}/horse-hotels`).send({
      horseHotelId: nearLimit.id, checkInDate: night.nightOf, checkOutDate: '2027-03-03', insertAfterStopId: night.insertAfterStopId,
    });
    expect(added.status).toBe(201);
    const plan = (await agent.get(`/api/trips/${trip.id}/itinerary`)).body as ItineraryView;
    expect(stopNames(plan)).toEqual(['Limit Stables', 'Denver Derby']);
    expect(plan.days.flatMap((day) => day.warnings.filter((w) => w.kind === 'over-daily-limit'))).toEqual([]);
    const after = (await agent.get(`/api/trips/${trip.id}/overnight-suggestions`)).body as OvernightSuggestionsView;
    expect(after.message).toBe('Every drive of this trip fits in a day of driving.');

    // A stop to follow that is not in this trip: refused, nothing written.
    const counts = await tripTableCounts(t.db);
    const refused = await agent.post(`/api/trips/${trip.id}/horse-hotels`).send({
      horseHotelId: (await createHotel(t.db)).id, insertAfterStopId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.status).toBe(400);
    expect(fieldPaths(refused.body)).toEqual(['insertAfterStopId']);
    expect(await tripTableCounts(t.db)).toEqual(counts);
  });
});

describe('sharing a trip', () => {
  it('gives an unguessable read-only link without private notes, the same link twice, and a 404 once revoked', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Shared swing', notes: 'Spare key under the mat', notesPrivate: true });
    const publicNote = await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: (await eventAt(ARDMORE, 2, { name: 'Public Note Race' })).id, notes: 'Meet at the warm-up pen' });
    await agent.post(`/api/trips/${trip.id}/events`).send({ eventId: (await eventAt(OKLAHOMA_CITY, 3, { name: 'Private Note Race' })).id, notes: 'Card ends 4242', notesPrivate: true });
    expect(publicNote.status).toBe(201);

    const shared = await agent.post(`/api/trips/${trip.id}/share`);
    expect(shared.status).toBe(200);
    expect(shared.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/trips\/shared\/[A-Za-z0-9_-]{32}$/);
    const tokenOf = (url: string) => url.split('/').at(-1);
    expect(tokenOf((await agent.post(`/api/trips/${trip.id}/share`)).body.url)).toBe(tokenOf(shared.body.url));
    expect((await agent.get(`/api/trips/${trip.id}`)).body.shared).toBe(true);
    const token = tokenOf(shared.body.url);

    const visitor = t.agent();
    const page = await visitor.get(`/api/shared-trips/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.trip).toEqual(expect.objectContaining({ name: 'Shared swing', notes: null }));
    expect(page.body.riderName).toEqual(expect.any(String));
    const notes = Object.fromEntries(page.body.itinerary.stops.map((stop: { name: string; notes: string | null }) => [stop.name, stop.notes]));
    expect(notes).toEqual({ 'Public Note Race': 'Meet at the warm-up pen', 'Private Note Race': null });
    expect(JSON.stringify(page.body)).not.toContain('4242');
    expect(JSON.stringify(page.body)).not.toContain('Spare key');
    expect(JSON.stringify(page.body)).not.toContain(user.id);

    const { agent: stranger } = await rider();
    expect((await stranger.post(`/api/trips/${trip.id}/share`)).status).toBe(404);
    expect((await stranger.delete(`/api/trips/${trip.id}/share`)).status).toBe(404);

    expect((await agent.delete(`/api/trips/${trip.id}/share`)).status).toBe(204);
    const revoked = await visitor.get(`/api/shared-trips/${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toEqual({ message: 'This shared trip link was turned off or never existed' });
    const again = await agent.post(`/api/trips/${trip.id}/share`);
    expect(tokenOf(again.body.url)).not.toBe(token);
  });
});
