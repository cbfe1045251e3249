import { describe, expect, it } from 'vitest';
import { placeAddressFields, streetFromPlace } from './place-fields';

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

describe('placeAddressFields', () => {
  it('fills address, city, state, zip and coordinates', () => {
    expect(placeAddressFields(place({}))).toEqual({
      address: '1200 Ranch Rd', city: 'Weatherford', state: 'TX', zipCode: '76086', latitude: '32.7593000', longitude: '-97.7973000',
    });
  });

  it('never takes the formatted address, which repeats the city and state', () => {
    expect(placeAddressFields(place({ name: 'Dublin', formattedAddress: 'Dublin, TX, USA', city: 'Dublin', zipCode: '' })))
      .toEqual({ city: 'Dublin', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000' });
  });

  it('leaves out what the place does not have', () => {
    expect(placeAddressFields(place({ name: 'Weatherford', zipCode: null }))).toEqual({
      city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000',
    });
  });
});

