/**
 * What a server-rendered page and the browser agree on: where the HTML carries its data, and the shape of the
 * render function the client's SSR build exports (`client/src/server-render.tsx`, built by `npm run build`).
 */

/** The id of the JSON data block a server-rendered page carries its query cache in. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The id of the JSON block a server-rendered page carries the rider's clock it was rendered with in. */
export const RENDER_CLOCK_ELEMENT_ID = 'render-clock';

/** The rider's zone and the moment a page is printed at. */
export interface RenderClock {
  timeZone: string;
  now: Date;
}

export interface RenderedPage {
  html: string;
  /** The queries the HTML was rendered with (react-query's dehydrated state), for the browser's cache to start from. */
  state: unknown;
}

/** The SSR build's entry: renders the page at `path` and `search` (without '?') with its data. */
export type RenderPage = (path: string, search: string, clock: RenderClock) => Promise<RenderedPage>;

/** The build's table of what each route loads after the entry: the server links it from the route's page. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One route of the table, in App.tsx's order (the first route that matches a path is its page). */
export interface RoutePreload {
  route: string;
  /** Its code beyond index.html's: the lazy page's chunk with its static imports, and its first render's parts. */
  files: string[];
}

/**
 * The fetch priority of the app's own scripts in a page (the entry, its modules and the route's): a server-rendered
 * page paints with its HTML and stylesheet alone, and its scripts only hydrate it, so on a slow connection they yield
 * to the stylesheet and the photos on screen instead of racing them.
 */
export const APP_SCRIPT_FETCH_PRIORITY = 'low';
