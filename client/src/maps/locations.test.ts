import { describe, expect, it } from 'vitest';
import { arenaLocation, cityState, formatCoordinates, positionedHotels, toMapLocations, unmappedTripItemNames } from './locations';
import type { TripItemsForMap } from './types';

const tripItems: TripItemsForMap = {
  events: [
    { id: 'te1', eventId: 'e1', event: { name: 'Spring Fling', date: '2026-04-04' }, arena: { latitude: '32.7555000', longitude: '-97.3308000', city: 'Fort Worth', state: 'TX' } },
    { id: 'te2', eventId: 'e2', event: { name: 'No Arena' }, arena: null },
    { id: 'te3', eventId: 'e3', event: { name: 'Bad Coordinates' }, arena: { latitude: 'abc', longitude: '-97', city: 'Waco', state: 'TX' } },
  ],
  horseHotels: [
    { id: 'th1', horseHotelId: 'h1', hotel: { name: 'Cowtown Stalls', latitude: 32.9, longitude: '-97.1', city: 'Keller', state: 'TX' } },
    { id: 'th2', horseHotelId: 'h2', hotel: { name: 'Nowhere Barn', latitude: null, longitude: null, city: 'Nowhere', state: null } },
    { id: 'th3', horseHotelId: 'h3', hotel: { name: 'Infinite Barn', latitude: 'Infinity', longitude: '1', city: null, state: 'OK' } },
  ],
  services: [
    { id: 'ts1', serviceProviderId: 's1', service: { displayName: 'Joe the Farrier', type: 'farrier' } },
    { id: 'ts2', serviceProviderId: 's2', service: { displayName: 'Mobile Vet', type: 'vet', latitude: '33', longitude: '-96', city: 'Plano', state: 'TX' } },
  ],
};

describe('toMapLocations', () => {
  it('parses string coordinates, drops non-finite ones and keeps events, hotels, services in order', () => {
    expect(toMapLocations(tripItems)).toEqual([
      { id: 'te1', name: 'Spring Fling', lat: 32.7555, lng: -97.3308, type: 'event', address: 'Fort Worth, TX' },
      { id: 'th1', name: 'Cowtown Stalls', lat: 32.9, lng: -97.1, type: 'hotel', address: 'Keller, TX' },
      { id: 'ts2', name: 'Mobile Vet', lat: 33, lng: -96, type: 'service', address: 'Plano, TX' },
    ]);
  });

  it('accepts a missing or partial response', () => {
    expect(toMapLocations(undefined)).toEqual([]);
    expect(toMapLocations({ events: [] })).toEqual([]);
  });

  it('lists what could not be placed', () => {
    expect(unmappedTripItemNames(tripItems)).toEqual(['No Arena', 'Bad Coordinates', 'Nowhere Barn', 'Infinite Barn', 'Joe the Farrier']);
  });
});

describe('arena location', () => {
  it('tells missing from invalid from valid', () => {
    expect(arenaLocation({ latitude: null, longitude: undefined })).toEqual({ kind: 'missing' });
    expect(arenaLocation({ latitude: '', longitude: ' ' })).toEqual({ kind: 'missing' });
    expect(arenaLocation({ latitude: 'north', longitude: '-97' })).toEqual({ kind: 'invalid' });
    expect(arenaLocation({ latitude: '32.1', longitude: null })).toEqual({ kind: 'invalid' });
    expect(arenaLocation({ latitude: '95', longitude: '-97' })).toEqual({ kind: 'invalid' });
    expect(arenaLocation({ latitude: '32.5', longitude: '-97.25' })).toEqual({ kind: 'valid', position: { lat: 32.5, lng: -97.25 } });
  });

  it('keeps only hotels with coordinates', () => {
    const hotels = positionedHotels([
      { id: 'a', name: 'A', latitude: '32', longitude: '-97' },
      { id: 'b', name: 'B', latitude: 'NaN', longitude: '-97' },
    ]);
    expect(hotels.map((hotel) => [hotel.id, hotel.position])).toEqual([['a', { lat: 32, lng: -97 }]]);
  });
});

describe('formatting', () => {
  it('joins city and state', () => {
    expect(cityState('Waco', 'TX')).toBe('Waco, TX');
    expect(cityState(null, 'TX')).toBe('TX');
    expect(cityState(' ', undefined)).toBe('');
  });

  it('prints coordinates to five decimals', () => {
    expect(formatCoordinates({ lat: 32.7555, lng: -97.3308 })).toBe('32.75550, -97.33080');
  });
});
