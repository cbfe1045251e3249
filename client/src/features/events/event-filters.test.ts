import { describe, expect, it } from 'vitest';
import type { PlaceSelection } from '@/maps';
import { EMPTY_EVENT_FILTERS, eventListParams, hasActiveEventFilters } from './event-filters';

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

  it('sends Friday to Sunday for This Weekend', () => {
    const wednesday = new Date(2026, 5, 3, 10);
    const params = eventListParams({ ...EMPTY_EVENT_FILTERS, thisWeekend: true }, wednesday);
    expect(params.from).toBe(new Date(2026, 5, 5).toISOString());
    expect(params.to).toBe(new Date(2026, 5, 7, 23, 59, 59, 999).toISOString());
  });

  it('trims the search text', () => {
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, search: '  rodeo ' }).search).toBe('rodeo');
  });
});
