import { describe, expect, it } from 'vitest';
import type { HorseHotelItem } from '@shared/contracts/hotels';
import { createHorseHotelSchema } from '@shared/validation/hotels';
import { EMPTY_HOTEL_FORM, hotelToFormValues, placeToFormFields, streetOf } from './hotel-form-values';

const place = {
  name: '1450 FM 1187', formattedAddress: '1450 FM 1187, Aledo, TX 76008, USA', latitude: 32.696, longitude: -97.6022,
  city: 'Aledo', state: 'TX', zipCode: '76008',
};

describe('hotel form values', () => {
  it('fills street, city, state, ZIP and coordinates from a chosen address', () => {
    expect(placeToFormFields(place)).toEqual({
      address: '1450 FM 1187', city: 'Aledo', state: 'TX', zipCode: '76008', latitude: '32.6960000', longitude: '-97.6022000',
    });
  });

  it('leaves the street empty when the place is a whole town or a ZIP code', () => {
    expect(streetOf({ ...place, name: 'Aledo', formattedAddress: 'Aledo, TX, USA' })).toBe('');
    expect(streetOf({ ...place, name: '76008', formattedAddress: '76008, Aledo, TX' })).toBe('');
    expect(streetOf({ ...place, name: 'Texas', formattedAddress: 'TX, USA', city: '' })).toBe('');
  });

  it('prefills the edit form, amenities joined with commas', () => {
    const hotel = {
      name: 'Aledo Overnight Stalls', address: null, city: 'Aledo', state: 'TX', zipCode: '76008', latitude: '32.6960000',
      longitude: null, phone: null, email: null, website: null, description: null, stallCount: 40, dailyRate: '35.00',
      weeklyRate: null, amenities: ['Wash rack', 'Shavings'], stallType: null, turnoutAvailable: true, feedIncluded: false,
      coverImage: null,
    } as unknown as HorseHotelItem;
    expect(hotelToFormValues(hotel)).toMatchObject({
      address: '', stallCount: '40', dailyRate: '35.00', amenities: 'Wash rack, Shavings', turnoutAvailable: true, longitude: '',
    });
  });

  it('parses with the shared schema: blanks to null, integer stalls, amenities split on commas, flags false', () => {
    const parsed = createHorseHotelSchema.parse({
      ...EMPTY_HOTEL_FORM, name: ' Aledo Stalls ', city: 'Aledo', state: 'tx', stallCount: '12', dailyRate: '35',
      amenities: ' Wash rack, , Shavings ,',
    });
    expect(parsed).toMatchObject({
      name: 'Aledo Stalls', state: 'TX', stallCount: 12, dailyRate: '35.00', weeklyRate: null, address: null,
      amenities: ['Wash rack', 'Shavings'], turnoutAvailable: false, feedIncluded: false, email: null,
    });
    expect(createHorseHotelSchema.parse({ ...EMPTY_HOTEL_FORM, name: 'A', city: 'B', state: 'TX' }).amenities).toBeNull();
    expect(createHorseHotelSchema.safeParse({ ...EMPTY_HOTEL_FORM, name: 'A', city: 'B', state: 'TX', stallCount: '2.5' }).success)
      .toBe(false);
  });
});
