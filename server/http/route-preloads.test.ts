import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, routeMatches } from './route-preloads';

const TABLE = [
  { route: '/', files: ['/assets/HomeResultsGrid-a1.js'] },
  { route: '/events', files: ['/assets/EventsPage-b2.js', '/assets/shared-ui-c3.js'] },
  { route: '/events/create', files: ['/assets/CreateEventPage-d4.js'] },
  { route: '/events/:id', files: ['/assets/EventDetailPage-e5.js', '/assets/shared-ui-c3.js'] },
  { route: '/horse-hotels/:id/edit', files: ['/assets/EditHorseHotelPage-f6.js'] },
  { route: '*', files: ['/assets/NotFoundPage-g7.js'] },
];

describe('routeMatches (as wouter matches App.tsx\'s routes)', () => {
  it('takes a parameter as one non-empty segment, ignoring a trailing slash and letter case', () => {
    expect(routeMatches('/events/:id', '/events/4f1c')).toBe(true);
    expect(routeMatches('/events/:id', '/Events/4f1c/')).toBe(true);
    expect(routeMatches('/events/:id', '/events')).toBe(false);
    expect(routeMatches('/events/:id', '/events/4f1c/edit')).toBe(false);
    expect(routeMatches('/horse-hotels/:id/edit', '/horse-hotels/9/edit')).toBe(true);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/events')).toBe(false);
    expect(routeMatches('*', '/anything/at/all')).toBe(true);
  });
});

describe('modulePreloadLinks', () => {
  const hrefs = (pathname: string) => [...modulePreloadLinks(TABLE, pathname).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it('links the code of the first route that takes the path, as the app\'s <Switch> picks it', () => {
    expect(modulePreloadLinks(TABLE, '/events')).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/EventsPage-b2.js">'
      + '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-ui-c3.js">');
    expect(hrefs('/events/create')).toEqual(['/assets/CreateEventPage-d4.js']);
    expect(hrefs('/events/4f1c')).toEqual(['/assets/EventDetailPage-e5.js', '/assets/shared-ui-c3.js']);
    expect(hrefs('/')).toEqual(['/assets/HomeResultsGrid-a1.js']);
    expect(hrefs('/no-such-page')).toEqual(['/assets/NotFoundPage-g7.js']);
  });

  it('links nothing without a table, and only plain asset paths from one', () => {
    expect(modulePreloadLinks([], '/events')).toBe('');
    expect(modulePreloadLinks([{ route: '*', files: ['/assets/a"><script>x.js', 'https://elsewhere.example/x.js'] }], '/')).toBe('');
  });
});
