import zipcodes from 'zipcodes';
import { greatCircleMiles } from '@shared/geo';
import { PLACE_SEARCH_LIMIT, type PlaceSelection } from '@shared/validation/places';

/**
 * Offline US place search over the `zipcodes` package (ZIP code centroids with city and state): used when Google
 * Maps is not available. Built once, on first use (about 42,000 ZIP codes, 30,000 towns).
 */

interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface TownPlace {
  city: string;
  state: string;
  /** Lower-case, 'St'/'Ft'/'Mt' spelled out, single spaces: what searches compare against. */
  key: string;
  latitude: number;
  longitude: number;
  zipCount: number;
}

interface PlaceIndex {
  zips: Map<string, ZipPlace>;
  zipList: ZipPlace[];
  towns: TownPlace[];
}

const ABBREVIATED_WORDS: Record<string, string> = { st: 'saint', ft: 'fort', mt: 'mount' };

/** 'St. Jo' -> 'saint jo', 'FT  WORTH' -> 'fort worth'. */
function placeKey(text: string): string {
  return text.toLowerCase().replace(/[.'’]/g, '').split(/[\s-]+/).filter(Boolean)
    .map((word) => ABBREVIATED_WORDS[word] ?? word).join(' ');
}

let index: PlaceIndex | null = null;

function placeIndex(): PlaceIndex {
  if (index) return index;
  const zipList: ZipPlace[] = [];
  const towns = new Map<string, TownPlace & { latitudeSum: number; longitudeSum: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    const { latitude, longitude } = code;
    if (code.country !== 'US' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (latitude === 0 && longitude === 0) continue;
    const place = { zip: code.zip, city: code.city, state: code.state, latitude, longitude };
    zipList.push(place);
    const townKey = `${placeKey(code.city)}|${code.state}`;
    const town = towns.get(townKey);
    if (town) {
      town.zipCount += 1;
      town.latitudeSum += latitude;
      town.longitudeSum += longitude;
    } else {
      towns.set(townKey, {
        city: code.city, state: code.state, key: placeKey(code.city), latitude, longitude, zipCount: 1,
        latitudeSum: latitude, longitudeSum: longitude,
      });
    }
  }
  index = {
    zips: new Map(zipList.map((place) => [place.zip, place])),
    zipList,
    towns: [...towns.values()].map(({ latitudeSum, longitudeSum, ...town }) => ({
      ...town,
      latitude: round(latitudeSum / town.zipCount),
      longitude: round(longitudeSum / town.zipCount),
    })),
  };
  return index;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

function zipSelection(place: ZipPlace, name = place.zip): PlaceSelection {
  return {
    name,
    formattedAddress: `${place.city}, ${place.state} ${place.zip}, USA`,
    latitude: place.latitude,
    longitude: place.longitude,
    city: place.city,
    state: place.state,
    zipCode: place.zip,
  };
}

function townSelection(town: TownPlace): PlaceSelection {
  return {
    name: town.city,
    formattedAddress: `${town.city}, ${town.state}, USA`,
    latitude: town.latitude,
    longitude: town.longitude,
    city: town.city,
    state: town.state,
    zipCode: null,
  };
}

const STATE_CODES = new Set(Object.values(zipcodes.states.full));

/** 'TX', 'tx', 'Texas', 'TEXAS' -> 'TX'; anything else -> null. */
function stateCodeOf(text: string): string | null {
  const upper = text.trim().replace(/\./g, '').toUpperCase();
  if (STATE_CODES.has(upper)) return upper;
  return zipcodes.states.full[upper] ?? null;
}

interface TownQuery {
  cityKey: string;
  state: string | null;
}

/** The readings of a query: 'Fort Worth, TX', 'Fort Worth TX', 'Fort Worth Texas', or just 'Fort Worth'. */
function townQueries(query: string): TownQuery[] {
  const readings: TownQuery[] = [];
  const comma = query.lastIndexOf(',');
  if (comma >= 0) {
    const state = stateCodeOf(query.slice(comma + 1));
    const cityKey = placeKey(query.slice(0, comma));
    if (cityKey) readings.push({ cityKey, state });
    return readings;
  }
  const words = query.trim().split(/\s+/);
  for (let stateWords = Math.min(3, words.length - 1); stateWords >= 1; stateWords -= 1) {
    const state = stateCodeOf(words.slice(-stateWords).join(' '));
    if (state) readings.push({ cityKey: placeKey(words.slice(0, -stateWords).join(' ')), state });
  }
  readings.push({ cityKey: placeKey(query), state: null });
  return readings;
}

function searchTowns(query: string, limit: number): TownPlace[] {
  const { towns } = placeIndex();
  for (const { cityKey, state } of townQueries(query)) {
    if (!cityKey) continue;
    const matches = towns.filter((town) => town.key.startsWith(cityKey) && (!state || town.state === state));
    if (matches.length === 0) continue;
    return matches
      .sort((a, b) => Number(b.key === cityKey) - Number(a.key === cityKey)
        || b.zipCount - a.zipCount
        || a.city.localeCompare(b.city) || a.state.localeCompare(b.state))
      .slice(0, limit);
  }
  return [];
}

/** Places for a search box: a ZIP code (or its first 3+ digits), or a town with an optional state. */
export function searchPlaces(rawQuery: string, limit = PLACE_SEARCH_LIMIT): PlaceSelection[] {
  const query = rawQuery.trim().replace(/\s+/g, ' ');
  if (query.length < 2) return [];
  const zip = /^(\d{3,5})(?:-\d{4})?$/.exec(query);
  if (zip) {
    const { zips, zipList } = placeIndex();
    const exact = zips.get(zip[1]);
    if (exact) return [zipSelection(exact)];
    return zipList.filter((place) => place.zip.startsWith(zip[1])).slice(0, limit).map((place) => zipSelection(place));
  }
  return searchTowns(query, limit).map(townSelection);
}

/** Beyond this, coordinates are not near any US place (open sea, another country). */
const MAX_NEAREST_MILES = 100;

/** The town and ZIP of the ZIP code area whose centre is nearest the coordinates, or null if none is near. */
export function nearestPlace(latitude: number, longitude: number): PlaceSelection | null {
  const here = { lat: latitude, lng: longitude };
  let nearest: ZipPlace | null = null;
  let nearestMiles = Infinity;
  for (const place of placeIndex().zipList) {
    // A cheap degree-box test first: the exact distance is needed only for the few candidates that can win.
    if (nearest && Math.abs(place.latitude - latitude) * 69 > nearestMiles) continue;
    const miles = greatCircleMiles(here, { lat: place.latitude, lng: place.longitude });
    if (miles < nearestMiles) {
      nearest = place;
      nearestMiles = miles;
    }
  }
  return nearest && nearestMiles <= MAX_NEAREST_MILES ? zipSelection(nearest, nearest.city) : null;
}
