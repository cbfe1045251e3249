import { describe, expect, it } from 'vitest';
import { registerArenaSchema } from '@shared/validation';
import { EMPTY_REGISTER_ARENA_VALUES, placeToArenaFields, serverFieldErrors, streetFromPlace } from './register-arena';

const place = (patch: object) => ({
  name: '1200 Ranch Rd', formattedAddress: '1200 Ranch Rd, Weatherford, TX 76086, USA', latitude: 32.7593, longitude: -97.7973,
  city: 'Weatherford', state: 'TX', zipCode: '76086', ...patch,
});

describe('streetFromPlace', () => {
  it('takes a street from a Google place', () => {
    expect(streetFromPlace(place({}))).toBe('1200 Ranch Rd');
  });

  it('does not take a town or a ZIP code as the street (offline search)', () => {
    expect(streetFromPlace(place({ name: 'Weatherford' }))).toBeNull();
    expect(streetFromPlace(place({ name: '76086' }))).toBeNull();
    expect(streetFromPlace(place({ name: '' }))).toBeNull();
  });
});

describe('placeToArenaFields', () => {
  it('fills address, city, state, zip and coordinates', () => {
    expect(placeToArenaFields(place({}))).toEqual({
      address: '1200 Ranch Rd', city: 'Weatherford', state: 'TX', zipCode: '76086', latitude: '32.7593000', longitude: '-97.7973000',
    });
  });

  it('leaves out what the place does not have', () => {
    expect(placeToArenaFields(place({ name: 'Weatherford', zipCode: null }))).toEqual({
      city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000',
    });
  });
});

describe('the register payload', () => {
  it('sends empty optional values as null and the checkbox as false', () => {
    const payload = registerArenaSchema.parse({
      ...EMPTY_REGISTER_ARENA_VALUES, name: ' Rio Arena ', address: '1 Main St', city: 'Waco', state: 'tx', zipCode: '76705',
    });
    expect(payload).toEqual({
      name: 'Rio Arena', address: '1 Main St', city: 'Waco', state: 'TX', zipCode: '76705', latitude: null, longitude: null,
      footingType: null, arenaType: null, parkingSurface: null, parkingCapacity: null, largeRigsFriendly: false,
      nearbyFuel: null, nearbyFood: null, nearbyFeedStore: null, nearbyVet: null, nearbyFarrier: null, coverImage: null, videoUrl: null,
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads the field messages of a 400', () => {
    const error = new Error('400: {"message":"Invalid input","errors":[{"path":"state","message":"State must be a 2-letter code"}]}');
    expect(serverFieldErrors(error)).toEqual({ state: 'State must be a 2-letter code' });
  });

  it('gives nothing for other errors', () => {
    expect(serverFieldErrors(new Error('500: boom'))).toEqual({});
    expect(serverFieldErrors(new Error('400: not json'))).toEqual({});
    expect(serverFieldErrors('nope')).toEqual({});
  });
});
