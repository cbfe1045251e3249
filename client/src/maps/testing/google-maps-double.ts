/**
 * A test double of the part of `google.maps` this module uses. It draws plain DOM (markers as buttons, info
 * windows, the route line as a div with its style in data attributes) so tests can assert on the page, and records
 * every call in `google.maps.__double`.
 *
 * Component tests: `createGoogleMapsDouble()` and pass it through <GoogleMapsProvider>.
 * End-to-end tests: serve `googleMapsDoubleScript()` in place of https://maps.googleapis.com/maps/api/js (with the
 * server started with any non-empty GOOGLE_MAPS_API_KEY); the real loader then runs against it, with no network.
 *
 * installGoogleMapsDouble is serialised with Function.prototype.toString for the script, so it must stay
 * self-contained: no imports, no references to anything outside its own body (types are erased, so `google.maps`
 * types and type imports are fine). What it receives is typed as the real API's options; what the app hands back to
 * it (a map, a marker, a route) is one of its own objects.
 */
/// <reference types="google.maps" />
import type { PlaceSelection } from '../types';
import type { GoogleMapsApi } from '../google-types';

export interface GoogleMapsDoubleOptions {
  /** What DirectionsService answers; anything but 'OK' rejects, as the real service does. Default 'OK'. */
  directionsStatus?: string;
  /** Fixed legs for the route answer; by default each leg is 1.25 x the straight line at 55 mph. */
  legs?: { meters: number; seconds: number }[];
  /** The road of each leg (its steps' points between the two stops); by default the straight line. */
  legPaths?: { lat: number; lng: number }[][];
  /** Places the fake Places autocomplete knows; a few Texas addresses by default. */
  places?: PlaceSelection[];
}

export interface GoogleMapsDoubleRecord {
  maps: { element: HTMLElement; options: google.maps.MapOptions }[];
  markers: { options: google.maps.MarkerOptions; removed: boolean }[];
  directionsRequests: google.maps.DirectionsRequest[];
  renderers: { options: google.maps.DirectionsRendererOptions }[];
  autocompleteRequests: google.maps.places.AutocompleteRequest[];
  fetchedFields: string[][];
}

/** Installs the double on `target.google.maps`, keeping that object if it exists (the loader's bootstrap made it). */
export function installGoogleMapsDouble(target: Window, options: GoogleMapsDoubleOptions = {}): { __double: GoogleMapsDoubleRecord } {
  const doc = target.document;
  const record: GoogleMapsDoubleRecord = {
    maps: [], markers: [], directionsRequests: [], renderers: [], autocompleteRequests: [], fetchedFields: [],
  };

  const defaultPlaces: PlaceSelection[] = [
    { name: '100 Main St', formattedAddress: '100 Main St, Fort Worth, TX 76102, USA', latitude: 32.7555, longitude: -97.3308, city: 'Fort Worth', state: 'TX', zipCode: '76102' },
    { name: '900 Washington Ave', formattedAddress: '900 Washington Ave, Waco, TX 76701, USA', latitude: 31.5537, longitude: -97.1403, city: 'Waco', state: 'TX', zipCode: '76701' },
    { name: '301 Congress Ave', formattedAddress: '301 Congress Ave, Austin, TX 78701, USA', latitude: 30.2655, longitude: -97.7437, city: 'Austin', state: 'TX', zipCode: '78701' },
  ];
  const places = options.places ?? defaultPlaces;

  type Handler = (...args: unknown[]) => void;
  class Listeners {
    handlers: Record<string, Handler[]> = {};
    addListener(name: string, handler: Handler) {
      (this.handlers[name] ??= []).push(handler);
      return { remove: () => { this.handlers[name] = (this.handlers[name] ?? []).filter((h) => h !== handler); } };
    }
    trigger(name: string, ...args: unknown[]) {
      [...(this.handlers[name] ?? [])].forEach((handler) => handler(...args));
    }
  }

  class LatLng {
    private readonly latitude: number;
    private readonly longitude: number;
    constructor(lat: number | { lat: number; lng: number }, lng?: number) {
      this.latitude = typeof lat === 'number' ? lat : lat.lat;
      this.longitude = typeof lat === 'number' ? (lng as number) : lat.lng;
    }
    lat() { return this.latitude; }
    lng() { return this.longitude; }
    toJSON() { return { lat: this.latitude, lng: this.longitude }; }
  }
  /** A point as the API takes it: a LatLng (the real one or this double's) or a literal. */
  type Point = { lat(): number; lng(): number } | google.maps.LatLngLiteral;
  const isLiteral = (point: Point): point is google.maps.LatLngLiteral => typeof point.lat === 'number';
  const literal = (point: Point): google.maps.LatLngLiteral =>
    (isLiteral(point) ? { lat: point.lat, lng: point.lng } : { lat: point.lat(), lng: point.lng() });

  class LatLngBounds {
    points: google.maps.LatLngLiteral[] = [];
    extend(point: Point) { this.points.push(literal(point)); return this; }
    isEmpty() { return this.points.length === 0; }
    getCenter() {
      const lats = this.points.map((p) => p.lat);
      const lngs = this.points.map((p) => p.lng);
      return new LatLng((Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2);
    }
  }

  class FakeMap extends Listeners {
    element: HTMLElement;
    surface: HTMLElement;
    zoom: number;
    center: google.maps.LatLngLiteral;
    mapTypeId: string;
    constructor(element: HTMLElement, mapOptions: google.maps.MapOptions = {}) {
      super();
      this.element = element;
      this.zoom = mapOptions.zoom ?? 0;
      this.center = literal(mapOptions.center ?? { lat: 0, lng: 0 });
      this.mapTypeId = mapOptions.mapTypeId ?? 'roadmap';
      this.surface = doc.createElement('div');
      this.surface.setAttribute('data-testid', 'google-map-double');
      element.replaceChildren(this.surface);
      record.maps.push({ element, options: mapOptions });
      this.draw();
    }
    draw() {
      this.surface.setAttribute('data-zoom', String(this.zoom));
      this.surface.setAttribute('data-center', `${this.center.lat},${this.center.lng}`);
      this.surface.setAttribute('data-map-type-id', this.mapTypeId);
    }
    getDiv() { return this.element; }
    getZoom() { return this.zoom; }
    setZoom(zoom: number) { this.zoom = zoom; this.draw(); this.trigger('zoom_changed'); }
    getCenter() { return new LatLng(this.center); }
    setCenter(center: Point) { this.center = literal(center); this.draw(); }
    getMapTypeId() { return this.mapTypeId; }
    setMapTypeId(id: string) { this.mapTypeId = id; this.draw(); this.trigger('maptypeid_changed'); }
    /** Zooms like the real map would: all the way in for one point, wider for wider spans. */
    fitBounds(bounds: LatLngBounds) {
      if (bounds.isEmpty()) return;
      const lats = bounds.points.map((p) => p.lat);
      const lngs = bounds.points.map((p) => p.lng);
      const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs));
      this.zoom = span === 0 ? 21 : Math.max(0, Math.min(21, Math.floor(Math.log2(360 / span)) - 1));
      this.center = literal(bounds.getCenter());
      this.draw();
      this.trigger('bounds_changed');
      this.trigger('idle');
    }
  }

  /** The app only ever hands the double its own map. */
  const ownMap = (map: google.maps.Map | google.maps.StreetViewPanorama | null | undefined) =>
    (map instanceof FakeMap ? map : null);

  class Marker extends Listeners {
    options: google.maps.MarkerOptions;
    element: HTMLButtonElement;
    map: FakeMap | null = null;
    entry: { options: google.maps.MarkerOptions; removed: boolean };
    constructor(markerOptions: google.maps.MarkerOptions = {}) {
      super();
      this.options = markerOptions;
      this.entry = { options: markerOptions, removed: false };
      record.markers.push(this.entry);
      const label = typeof markerOptions.label === 'string' ? markerOptions.label : markerOptions.label?.text;
      // A Symbol (a drawn path) has a colour and a scale; an image icon does not.
      const { icon } = markerOptions;
      const symbol = icon && typeof icon === 'object' && 'path' in icon ? icon : null;
      const position = markerOptions.position ? literal(markerOptions.position) : null;
      this.element = doc.createElement('button');
      this.element.type = 'button';
      this.element.setAttribute('data-testid', 'google-marker-double');
      this.element.setAttribute('aria-label', markerOptions.title ?? 'Marker');
      if (position) this.element.setAttribute('data-position', `${position.lat},${position.lng}`);
      if (label) this.element.setAttribute('data-label', label);
      if (symbol?.fillColor) this.element.setAttribute('data-color', symbol.fillColor);
      if (symbol?.scale) this.element.setAttribute('data-scale', String(symbol.scale));
      this.element.textContent = label ?? '';
      // Visible enough for screenshots: a coloured disc, or a plain pin for markers without an icon.
      this.element.style.cssText = 'margin:4px;min-width:28px;height:28px;border-radius:9999px;color:#fff;font-weight:700;'
        + `background:${symbol?.fillColor ?? '#d33'}`;
      this.element.addEventListener('click', () => this.trigger('click'));
      this.setMap(ownMap(markerOptions.map));
    }
    setMap(map: FakeMap | null) {
      this.map = map;
      this.entry.removed = !map;
      if (map) map.surface.append(this.element);
      else this.element.remove();
    }
    getMap() { return this.map; }
    getPosition() { return this.options.position ? new LatLng(literal(this.options.position)) : null; }
  }

  class InfoWindow extends Listeners {
    element = doc.createElement('div');
    constructor() {
      super();
      this.element.setAttribute('role', 'dialog');
      this.element.setAttribute('data-testid', 'google-info-window-double');
    }
    setContent(content: string | Node) {
      this.element.replaceChildren(typeof content === 'string' ? doc.createTextNode(content) : content);
    }
    /** open({map, anchor}), open(map) or open(map, anchor), as the real one; the anchor is one of the double's markers. */
    open(openOptions?: { map?: FakeMap | null; anchor?: Marker | null } | FakeMap | null, anchor?: Marker | null) {
      const given = openOptions instanceof FakeMap ? { map: openOptions, anchor: null } : openOptions ?? {};
      (given.map ?? anchor?.map ?? given.anchor?.map)?.surface.append(this.element);
    }
    close() { this.element.remove(); this.trigger('closeclick'); }
  }

  const miles = (from: google.maps.LatLngLiteral, to: google.maps.LatLngLiteral) => {
    const rad = (degrees: number) => (degrees * Math.PI) / 180;
    const a = Math.sin(rad(to.lat - from.lat) / 2) ** 2
      + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
    return 2 * 3959 * Math.asin(Math.min(1, Math.sqrt(a)));
  };

  /** The double routes between coordinates; an address or a place would need a geocoder it does not have. */
  const stop = (location: google.maps.DirectionsWaypoint['location']) => {
    if (!location || typeof location === 'string' || !('lat' in location)) {
      throw new Error('The Google Maps double routes between coordinates only');
    }
    return literal(location);
  };

  class DirectionsService {
    route(request: google.maps.DirectionsRequest, callback?: (result: unknown, status: string) => void) {
      record.directionsRequests.push(request);
      const status = options.directionsStatus ?? 'OK';
      if (status !== 'OK') {
        callback?.(null, status);
        return Promise.reject(Object.assign(new Error(`DIRECTIONS_ROUTE: ${status}`), { code: status }));
      }
      const stops = [request.origin, ...(request.waypoints ?? []).map((waypoint) => waypoint.location), request.destination]
        .map(stop);
      const legs = stops.slice(1).map((to, index) => {
        const fixed = options.legs?.[index];
        const meters = fixed?.meters ?? Math.round(miles(stops[index], to) * 1.25 * 1609.34);
        const seconds = fixed?.seconds ?? Math.round(meters / 24.5872);
        return {
          distance: { value: meters, text: `${(meters / 1609.34).toFixed(1)} mi` },
          duration: { value: seconds, text: `${Math.round(seconds / 60)} mins` },
          start_location: new LatLng(stops[index]),
          end_location: new LatLng(to),
          steps: [{ path: [stops[index], ...(options.legPaths?.[index] ?? []), to].map((point) => new LatLng(point)) }],
        };
      });
      const result = { request, routes: [{ legs, waypoint_order: legs.slice(1).map((_, i) => i) }] };
      callback?.(result, 'OK');
      return Promise.resolve(result);
    }
  }

  /** What the renderer reads of a route: the double's own answer or a real DirectionsResult. */
  interface RouteAnswer { routes?: { legs?: readonly unknown[] }[] }

  class DirectionsRenderer extends Listeners {
    options: google.maps.DirectionsRendererOptions;
    map: FakeMap | null = null;
    directions: RouteAnswer | null = null;
    element = doc.createElement('div');
    constructor(rendererOptions: google.maps.DirectionsRendererOptions = {}) {
      super();
      this.options = rendererOptions;
      record.renderers.push({ options: rendererOptions });
      const line = rendererOptions.polylineOptions ?? {};
      this.element.setAttribute('data-testid', 'google-route-double');
      this.element.setAttribute('data-stroke-color', String(line.strokeColor ?? ''));
      this.element.setAttribute('data-stroke-weight', String(line.strokeWeight ?? ''));
      this.element.setAttribute('data-stroke-opacity', String(line.strokeOpacity ?? ''));
      this.element.setAttribute('data-suppress-markers', String(Boolean(rendererOptions.suppressMarkers)));
      this.element.style.cssText = `margin:8px;height:${line.strokeWeight ?? 4}px;opacity:${line.strokeOpacity ?? 1};`
        + `background:${line.strokeColor ?? '#000'}`;
      this.setMap(ownMap(rendererOptions.map));
    }
    setMap(map: FakeMap | null) {
      this.map = map;
      if (map && this.directions) map.surface.append(this.element);
      else if (!map) this.element.remove();
    }
    getMap() { return this.map; }
    setDirections(directions: RouteAnswer | null) {
      this.directions = directions;
      this.element.setAttribute('data-legs', String(directions?.routes?.[0]?.legs?.length ?? 0));
      if (this.map) this.map.surface.append(this.element);
    }
    getDirections() { return this.directions; }
  }

  class AutocompleteSessionToken {}

  class Place {
    id: string;
    source: PlaceSelection;
    displayName: string | null = null;
    formattedAddress: string | null = null;
    location: LatLng | null = null;
    addressComponents: { longText: string; shortText: string; types: string[] }[] | null = null;
    constructor(source: PlaceSelection) {
      this.source = source;
      this.id = `double:${source.formattedAddress}`;
    }
    async fetchFields(request: { fields: string[] }) {
      record.fetchedFields.push(request.fields);
      const { source } = this;
      this.displayName = source.name;
      this.formattedAddress = source.formattedAddress;
      this.location = new LatLng(source.latitude, source.longitude);
      const [streetNumber, ...route] = source.name.split(' ');
      this.addressComponents = [
        { longText: streetNumber, shortText: streetNumber, types: ['street_number'] },
        { longText: route.join(' '), shortText: route.join(' '), types: ['route'] },
        { longText: source.city, shortText: source.city, types: ['locality', 'political'] },
        { longText: `State ${source.state}`, shortText: source.state, types: ['administrative_area_level_1', 'political'] },
        { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
        { longText: source.zipCode, shortText: source.zipCode, types: ['postal_code'] },
      ];
      return { place: this };
    }
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      record.autocompleteRequests.push(request);
      const query = String(request.input ?? '').trim().toLowerCase();
      const matches = query ? places.filter((place) => place.formattedAddress.toLowerCase().includes(query)) : [];
      return {
        suggestions: matches.map((place) => ({
          placePrediction: {
            placeId: `double:${place.formattedAddress}`,
            text: { text: place.formattedAddress },
            mainText: { text: place.name },
            secondaryText: { text: place.formattedAddress.slice(place.name.length).replace(/^,\s*/, '') },
            types: ['street_address'],
            toPlace: () => new Place(place),
          },
        })),
      };
    },
  };

  const event = {
    addListener: (instance: Listeners, name: string, handler: Handler) => instance.addListener(name, handler),
    addListenerOnce: (instance: Listeners, name: string, handler: Handler) => {
      const listener = instance.addListener(name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    removeListener: (listener: { remove: () => void }) => listener.remove(),
    clearInstanceListeners: (instance: Listeners) => { instance.handlers = {}; },
    trigger: (instance: Listeners, name: string, ...args: unknown[]) => instance.trigger(name, ...args),
  };

  const host = target as Window & { google?: { maps?: object } };
  host.google ??= {};
  const namespace = (host.google.maps ??= {});
  // Every library resolves to the whole namespace, a superset of each real library object.
  const importLibrary = async () => namespace;
  return Object.assign(namespace, {
    Map: FakeMap,
    Marker,
    InfoWindow,
    LatLng,
    LatLngBounds,
    DirectionsService,
    DirectionsRenderer,
    SymbolPath: { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1, FORWARD_OPEN_ARROW: 2, BACKWARD_CLOSED_ARROW: 3, BACKWARD_OPEN_ARROW: 4 },
    TravelMode: { DRIVING: 'DRIVING', WALKING: 'WALKING', BICYCLING: 'BICYCLING', TRANSIT: 'TRANSIT' },
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    DirectionsStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' },
    places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
    event,
    importLibrary,
    __double: record,
  });
}

/** The double as this module's code sees it, plus its call record. */
export function createGoogleMapsDouble(options: GoogleMapsDoubleOptions = {}) {
  const namespace = installGoogleMapsDouble({ document } as unknown as Window, options);
  return { maps: namespace as unknown as GoogleMapsApi, record: namespace.__double };
}

/**
 * JavaScript to serve instead of the Maps script. It installs the double on the namespace the loader's bootstrap
 * created, then calls the `callback` named in its own URL, as the real script does.
 */
export function googleMapsDoubleScript(options: GoogleMapsDoubleOptions = {}): string {
  // esbuild's keepNames (tsx, some test runners) wraps functions in __name(); a pass-through keeps the source valid.
  return `var __name = window.__name || function (target) { return target; };
(${installGoogleMapsDouble.toString()})(window, ${JSON.stringify(options)});
(function () {
  var script = document.currentScript;
  var name = (script && script.src && new URL(script.src).searchParams.get('callback')) || 'google.maps.__ib__';
  var callback = name.split('.').reduce(function (owner, key) { return owner && owner[key]; }, window);
  if (typeof callback === 'function') callback();
})();`;
}
