import { describe, expect, it } from 'vitest';
import type { PlaceSelection } from '@/maps';
import {
  changeEventFilters, EMPTY_EVENT_FILTERS, eventFilterChips, eventListParams, filtersFromSearch, filtersToSearch,
  hasActiveEventFilters,
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
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, location: fortWorth, radius: '25' }).radiusMiles).toBe(25);
  });

  it('sorts by distance only around a location', () => {
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, sort: 'distance' }).sort).toBe('date');
    expect(eventListParams({ ...EMPTY_EVENT_FILTERS, location: fortWorth, sort: 'distance' }).sort).toBe('distance');
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

describe('changeEventFilters', () => {
  it('sorts nearest first when a location is set, unless Name was chosen, and by date again when it is cleared', () => {
    const located = changeEventFilters(EMPTY_EVENT_FILTERS, { location: fortWorth });
    expect(located.sort).toBe('distance');
    expect(changeEventFilters({ ...EMPTY_EVENT_FILTERS, sort: 'name' }, { location: fortWorth }).sort).toBe('name');
    expect(changeEventFilters({ ...located, sort: 'date' }, { location: { ...fortWorth, latitude: 33 } }).sort).toBe('date');
    expect(changeEventFilters(located, { location: null }).sort).toBe('date');
    expect(changeEventFilters(EMPTY_EVENT_FILTERS, { state: 'TX' })).toEqual({ ...EMPTY_EVENT_FILTERS, state: 'TX' });
  });
});

describe('eventFilterChips', () => {
  it('lists every active filter in the panel\'s order, with the change that removes it', () => {
    const chips = eventFilterChips({
      ...EMPTY_EVENT_FILTERS, search: ' rodeo ', state: 'TX', arenaType: 'covered', patternSize: 'large',
      location: fortWorth, radius: '25', thisWeekend: true, sort: 'name',
    });
    expect(chips.map((chip) => [chip.label, chip.removeLabel, chip.remove])).toEqual([
      ['"rodeo"', 'Remove Search: rodeo', { search: '' }],
      ['TX', 'Remove State: TX', { state: '' }],
      ['Covered Arena', 'Remove Arena Type: Covered', { arenaType: '' }],
      ['Large Pattern', 'Remove Pattern Size: Large', { patternSize: '' }],
      ['Within 25 mi of Fort Worth, TX', 'Remove location', { location: null }],
      ['This Weekend', 'Remove This Weekend', { thisWeekend: false }],
    ]);
  });

  it('has none for the plain list (the sort and radius alone are not filters)', () => {
    expect(eventFilterChips({ ...EMPTY_EVENT_FILTERS, sort: 'name', radius: '200', search: '  ' })).toEqual([]);
  });
});

describe('the page address with a location', () => {
  it('leaves the distance sort out (the default around a location) and keeps the date sort in', () => {
    const located = { ...EMPTY_EVENT_FILTERS, location: fortWorth, sort: 'distance' as const };
    expect(filtersToSearch(located)).toBe('lat=32.75&lng=-97.33&near=Fort+Worth%2C+TX');
    expect(filtersFromSearch('lat=32.75&lng=-97.33&near=Fort+Worth%2C+TX').sort).toBe('distance');
    expect(filtersToSearch({ ...located, sort: 'date' })).toContain('sort=date');
    expect(filtersFromSearch('lat=32.75&lng=-97.33&sort=date').sort).toBe('date');
    expect(filtersFromSearch('sort=distance').sort).toBe('date');
  });

  it('shows the radius searched in the box: whole miles kept, anything else settled', () => {
    const at = (radius: string) => filtersFromSearch(`lat=32.75&lng=-97.33&radius=${radius}`).radius;
    expect(at('25')).toBe('25');
    expect(at('abc')).toBe('50');
    expect(at('3')).toBe('10');
    expect(at('25.4')).toBe('25');
  });
});

describe('logistics filters', () => {
  it('round-trips through the address and into the API query', () => {
    const search = 'division=Open+4D&entries=7&stalls=1&rv=power_water&added=1000&series=5f0c1a9e-6c1e-4f55-9f51-3b1b8e6f1a2b&sort=entryDeadline';
    const filters = filtersFromSearch(search);
    expect(filters).toMatchObject({
      division: 'Open 4D', entries: '7', stallsAvailable: true, rvHookups: 'power_water', minAddedMoney: '1000',
      seriesId: '5f0c1a9e-6c1e-4f55-9f51-3b1b8e6f1a2b', sort: 'entryDeadline',
    });
    expect(new URLSearchParams(filtersToSearch(filters)).toString()).toBe(new URLSearchParams(search).toString());
    expect(eventListParams(filters)).toMatchObject({
      division: 'Open 4D', entriesCloseWithinDays: '7', entriesOpen: undefined, stallsAvailable: 'true', rvHookups: 'power_water',
      minAddedMoney: '1000', sort: 'entryDeadline',
    });
    expect(eventListParams({ ...filters, entries: 'open' })).toMatchObject({ entriesOpen: 'true', entriesCloseWithinDays: undefined });
    expect(eventFilterChips(filters).map((chip) => chip.label)).toEqual([
      'Open 4D', 'Entries close within 7 days', 'Stalls available', 'RV: Power and water', '$1,000+ added', 'One series',
    ]);
  });

  it('drops values from a hand-edited address that the API would refuse', () => {
    expect(filtersFromSearch('entries=-3&rv=sewer&added=lots&series=nope&from=2026-02-30&to=soon')).toMatchObject({
      entries: '', rvHookups: '', minAddedMoney: '', seriesId: '', fromDay: '', toDay: '',
    });
  });

  it('searches a date range, each day at the event\'s arena; This Weekend takes its place when on', () => {
    const filters = filtersFromSearch('from=2026-06-01&to=2026-06-30');
    expect(filters).toMatchObject({ fromDay: '2026-06-01', toDay: '2026-06-30' });
    expect(eventListParams(filters)).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
    expect(eventFilterChips(filters).map((chip) => chip.label)).toEqual(['2026-06-01 to 2026-06-30']);
    const clock = { timeZone: 'America/Chicago', now: new Date('2026-06-03T17:00:00Z') };
    expect(eventListParams({ ...filters, thisWeekend: true }, clock)).toMatchObject({ from: '2026-06-05', to: '2026-06-07' });
  });
});
