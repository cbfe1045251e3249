import { describe, expect, it } from 'vitest';
import { homeListPaths } from './api';
import { homeListQuery, viewAllHref } from './home-search';

const fortWorth = { latitude: 32.7555, longitude: -97.3308, label: 'Fort Worth, TX, USA', source: 'address' as const };

describe('homeListQuery', () => {
  it('previews the 3 best rated arenas and the 3 soonest events with no search', () => {
    expect(homeListQuery('arenas', '  ', null)).toEqual({
      path: homeListPaths.arenas, params: { search: undefined, latitude: undefined, longitude: undefined, sort: 'rating' }, searching: false, pageSize: 3,
    });
    expect(homeListQuery('events', '', null)).toMatchObject({ path: homeListPaths.events, searching: false, pageSize: 3 });
    expect(homeListQuery('events', '', null).params).not.toHaveProperty('sort');
  });

  it('shows every match, paged, for a name search', () => {
    expect(homeListQuery('arenas', ' Fort Worth, TX ', null)).toMatchObject({
      params: { search: 'Fort Worth, TX', sort: 'name' }, searching: true, pageSize: 12,
    });
    expect(homeListQuery('events', 'barrel', null)).toMatchObject({ params: { search: 'barrel' }, searching: true });
  });

  it('searches around a location, nearest arenas first', () => {
    expect(homeListQuery('arenas', '', fortWorth)).toMatchObject({
      params: { latitude: 32.7555, longitude: -97.3308, sort: 'distance' }, searching: true, pageSize: 12,
    });
    expect(homeListQuery('events', '', fortWorth)).toMatchObject({
      params: { latitude: 32.7555, longitude: -97.3308, sort: 'distance' }, searching: true,
    });
  });
});

describe('viewAllHref', () => {
  it('goes to the full lists', () => {
    expect(viewAllHref('arenas', '', null)).toBe('/arenas');
    expect(viewAllHref('events', '  ', null)).toBe('/events');
  });

  it('carries an events search over to /events: the name, or the place nearest first', () => {
    expect(viewAllHref('events', ' Fort Worth ', null)).toBe('/events?q=Fort+Worth');
    const href = new URL(viewAllHref('events', '', fortWorth), 'http://x');
    expect(href.pathname).toBe('/events');
    expect(Object.fromEntries(href.searchParams)).toEqual({ lat: '32.7555', lng: '-97.3308', near: 'Fort Worth, TX, USA' });
  });

  it('carries an arena search over to /arenas', () => {
    expect(viewAllHref('arenas', 'Waco', null)).toBe('/arenas?q=Waco');
    const href = new URL(viewAllHref('arenas', '', fortWorth), 'http://x');
    expect(href.pathname).toBe('/arenas');
    expect(Object.fromEntries(href.searchParams)).toEqual({ lat: '32.7555', lng: '-97.3308', near: 'Fort Worth, TX, USA', sort: 'distance' });
  });
});
