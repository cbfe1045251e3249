import fs from 'node:fs';
import path from 'node:path';
import { APP_SCRIPT_FETCH_PRIORITY, ROUTE_PRELOADS_FILE, type RoutePreload } from '../../shared/page-state';

/**
 * Whether a client route (App.tsx's wouter patterns: '/events/:id', '*') takes a path, as wouter matches it: a
 * parameter is one non-empty segment, a trailing slash and letter case do not matter.
 */
export function routeMatches(route: string, pathname: string): boolean {
  if (route === '*') return true;
  const wanted = route.toLowerCase().split('/');
  const given = pathname.toLowerCase().replace(/(.)\/$/, '$1').split('/');
  return wanted.length === given.length
    && wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]));
}

/** The build's route table (written by client/build/route-preloads-plugin.ts); none for a build made without it. */
export function readRoutePreloads(buildDir: string): RoutePreload[] {
  const file = path.join(buildDir, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreload[]) : [];
}

const isAssetPath = (file: string) => /^\/assets\/[\w.-]+\.js$/.test(file);

/**
 * <link rel="modulepreload"> for the code the page at `pathname` needs beyond the entry, from the first route that
 * matches it, as the app's <Switch> picks it. `crossorigin` as on Vite's entry script, so the browser reuses the
 * preloaded module when the app imports it, and the entry's fetch priority (client/build/script-priority-plugin.ts).
 */
export function modulePreloadLinks(table: RoutePreload[], pathname: string): string {
  const route = table.find((entry) => routeMatches(entry.route, pathname));
  return (route?.files ?? []).filter(isAssetPath)
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="${APP_SCRIPT_FETCH_PRIORITY}" href="${file}">`).join('');
}
