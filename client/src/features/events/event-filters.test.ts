import { describe, expect, it } from 'vitest';
import type { PlaceSelection } from '@/maps';
import {
  EMPTY_EVENT_FILTERS, eventListParams, filtersFromSearch, filtersToSearch, hasActiveEventFilters,
} from './event-filters';

const fortWorth: PlaceSelection = {
  name: 'Fort Worth', formattedAddress: 'Fort Worth, TX', latitude: 32.75, longitude: -97.33, city: 'Fort Worth',
  state: 'TX', zipCode: '76102',
};

describe('hasActiveEventFilters', () => {
  it('is false for the empty panel and for sorting alone', () => {
    expect(hasActiveEventFilters(EMPTY_EVENT_FILTERS)).toBe(false);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, sort: 'name', search: '   ', radius: '200' })).toBe(false);
  });

  it('is true for any narrowing filter', () => {
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, search: 'jackpot' })).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, state: 'TX' })).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, arenaType: 'indoor' })).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, patternSize: 'large' })).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, location: fortWorth })).toBe(true);
    expect(hasActiveEventFilters({ ...EMPTY_EVENT_FILTERS, thisWeekend: true })).toBe(true);
  });
});

describe('eventListParams', () => {
  it('sends no location, radius or dates by default', () => {
    expect(eventListParams(EMPTY_EVENT_FILTERS)).toMatchObject({
      latitude: undefined, longitude: undefined, radiusMiles: undefined, from: undefined, to: undefined, sort: 'date',
    });
  });

  it('sends the centre and the parsed radius once a location is set', () => {
    const params = eventListParams({ ...EMPTY_EVENT_FILTERS, location: fortWorth, radius: 'far' });
    expect(params).toMatchObject({ latitude: 32.75, longitude: -97.33, radiusMiles: 50 });
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, location: fortWorth, radius: '9000' }).radiusMiles).toBe(500);
  });

  it('sends Friday to Sunday of the rider\'s week for This Weekend, as days', () => {
    // Wednesday June 3, 2026 at 10 PM in Chicago: already Thursday in UTC.
    const clock = { timeZone: 'America/Chicago', now: new Date('2026-06-04T03:00:00Z') };
    const params = eventListParams({ ...EMPTY_EVENT_FILTERS, thisWeekend: true }, clock);
    expect([params.from, params.to]).toEqual(['2026-06-05', '2026-06-07']);
  });

  it('trims the search text', () => {
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, search: '  rodeo ' }).search).toBe('rodeo');
  });
});

describe('filtersFromSearch / filtersToSearch', () => {
  it('keeps a plain list plain', () => {
    expect(filtersToSearch(EMPTY_EVENT_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(EMPTY_EVENT_FILTERS);
  });

  it('round-trips every filter through the page address', () => {
    const filters = {
      ...EMPTY_EVENT_FILTERS, search: 'jackpot', state: 'TX', arenaType: 'covered', patternSize: 'large',
      location: fortWorth, radius: '120', thisWeekend: true, sort: 'name' as const,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe('q=jackpot&state=TX&type=covered&size=large&lat=32.75&lng=-97.33&near=Fort+Worth%2C+TX&radius=120&weekend=1&sort=name');
    const restored = filtersFromSearch(search);
    expect(restored).toMatchObject({ ...filters, location: { latitude: 32.75, longitude: -97.33, formattedAddress: 'Fort Worth, TX' } });
  });

  it('ignores values it does not know', () => {
    expect(filtersFromSearch('state=Texas&type=barn&size=huge&sort=rating&lat=500&lng=1&weekend=yes'))
      .toEqual(EMPTY_EVENT_FILTERS);
  });
});
