import type { Random } from './random';

/** Rough boxes [minLat, maxLat, minLng, maxLng] of the 48 contiguous states, with how often a cluster lands there. */
const STATES: [code: string, box: [number, number, number, number], weight: number][] = [
  ['AL', [30.2, 35.0, -88.5, -84.9], 1], ['AZ', [31.3, 37.0, -114.8, -109.0], 2], ['AR', [33.0, 36.5, -94.6, -89.6], 2],
  ['CA', [33.0, 41.0, -123.0, -116.0], 2], ['CO', [37.0, 41.0, -109.0, -102.1], 2], ['CT', [41.0, 42.0, -73.7, -71.8], 1],
  ['DE', [38.5, 39.8, -75.8, -75.1], 1], ['FL', [26.0, 31.0, -87.6, -80.0], 2], ['GA', [30.4, 35.0, -85.6, -80.8], 2],
  ['ID', [42.0, 48.0, -117.2, -111.0], 1], ['IL', [37.0, 42.5, -91.5, -87.5], 1], ['IN', [37.8, 41.8, -88.1, -84.8], 1],
  ['IA', [40.4, 43.5, -96.6, -90.1], 1], ['KS', [37.0, 40.0, -102.0, -94.6], 2], ['KY', [36.5, 39.1, -89.6, -82.0], 1],
  ['LA', [29.0, 33.0, -94.0, -89.0], 2], ['ME', [43.0, 47.5, -71.0, -68.0], 1], ['MD', [38.0, 39.7, -79.5, -75.1], 1],
  ['MA', [41.2, 42.9, -73.5, -69.9], 1], ['MI', [41.7, 45.8, -86.5, -82.4], 1], ['MN', [43.5, 48.0, -97.2, -89.5], 1],
  ['MS', [30.2, 35.0, -91.6, -88.1], 1], ['MO', [36.0, 40.6, -95.8, -89.1], 2], ['MT', [44.4, 48.0, -116.0, -104.0], 1],
  ['NE', [40.0, 43.0, -104.0, -95.3], 1], ['NV', [35.0, 42.0, -120.0, -114.0], 1], ['NH', [42.7, 45.3, -72.6, -70.6], 1],
  ['NJ', [38.9, 41.4, -75.6, -73.9], 1], ['NM', [31.3, 37.0, -109.0, -103.0], 2], ['NY', [40.5, 45.0, -79.8, -71.9], 1],
  ['NC', [33.8, 36.6, -84.3, -75.5], 1], ['ND', [45.9, 48.0, -104.0, -96.6], 1], ['OH', [38.4, 42.0, -84.8, -80.5], 1],
  ['OK', [33.6, 37.0, -103.0, -94.4], 4], ['OR', [42.0, 46.3, -124.0, -116.5], 1], ['PA', [39.7, 42.3, -80.5, -74.7], 1],
  ['RI', [41.1, 42.0, -71.9, -71.1], 1], ['SC', [32.0, 35.2, -83.4, -78.5], 1], ['SD', [42.5, 46.0, -104.0, -96.4], 1],
  ['TN', [35.0, 36.7, -90.3, -81.6], 2], ['TX', [26.0, 36.5, -106.6, -93.5], 8], ['UT', [37.0, 42.0, -114.0, -109.0], 1],
  ['VT', [42.7, 45.0, -73.4, -71.5], 1], ['VA', [36.5, 39.5, -83.7, -75.2], 1], ['WA', [45.5, 48.0, -124.0, -116.9], 1],
  ['WV', [37.2, 40.6, -82.6, -77.7], 1], ['WI', [42.5, 47.1, -92.9, -86.8], 1], ['WY', [41.0, 45.0, -111.0, -104.1], 1],
];
const WEIGHTED_STATES = STATES.map(([code, box, weight]) => [{ code, box }, weight] as const);

const NAME_STARTS = ['Cedar', 'Oak', 'Pine', 'Willow', 'Red', 'Clear', 'Spring', 'Mill', 'Eagle', 'Bear', 'Elm', 'Maple', 'Stone', 'Prairie', 'Sandy', 'Fox', 'Hickory', 'Salt', 'Silver', 'Walnut'];
const NAME_ENDS = ['wood', 'field', 'ton', 'ville', ' Creek', ' Springs', ' Falls', ' City', ' Grove', ' Hill', 'burg', ' Valley'];

export interface Town {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  zipCode: string;
}

export interface Cluster {
  state: string;
  latitude: number;
  longitude: number;
  towns: Town[];
}

const MILES_PER_DEGREE_LAT = 69.05;

/** A point `miles` away in a random direction (flat approximation, fine at these distances). */
export function offsetMiles(random: Random, latitude: number, longitude: number, maxMiles: number, minMiles = 0) {
  const distance = minMiles + Math.sqrt(random.next()) * (maxMiles - minMiles);
  const angle = random.next() * 2 * Math.PI;
  const lat = latitude + (distance * Math.cos(angle)) / MILES_PER_DEGREE_LAT;
  const lng = longitude + (distance * Math.sin(angle)) / (MILES_PER_DEGREE_LAT * Math.cos((latitude * Math.PI) / 180));
  return { latitude: clamp(lat, 26, 48), longitude: clamp(lng, -124, -68) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Horse country clusters: arenas, hotels and riders gather around a few towns, as they do in reality, so
 * "hotels near this arena" and radius searches find something.
 */
export function buildClusters(random: Random, count: number): Cluster[] {
  return Array.from({ length: count }, () => {
    const { code, box } = random.weighted(WEIGHTED_STATES);
    const [minLat, maxLat, minLng, maxLng] = box;
    // The middle 70% of the box keeps most points inside the state's real borders.
    const latitude = random.float(minLat + (maxLat - minLat) * 0.15, maxLat - (maxLat - minLat) * 0.15);
    const longitude = random.float(minLng + (maxLng - minLng) * 0.15, maxLng - (maxLng - minLng) * 0.15);
    const towns = Array.from({ length: random.int(2, 4) }, () => ({
      city: `${random.pick(NAME_STARTS)}${random.pick(NAME_ENDS)}`,
      state: code,
      ...offsetMiles(random, latitude, longitude, 20),
      zipCode: String(random.int(10000, 99999)),
    }));
    return { state: code, latitude, longitude, towns };
  });
}
