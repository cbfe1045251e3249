import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MAPS_LIBRARIES, MAPS_LOAD_TIMEOUT_MS } from './constants';
import type { GoogleMapsApi } from './google-types';

/**
 * no-key: the server has no key (or /api/config failed): offline fallbacks, silently.
 * loading: waiting for the config or the script. ready: `maps` is usable. failed: error, timeout or bad key.
 */
export type MapsStatus = 'no-key' | 'loading' | 'ready' | 'failed';

export interface MapsState {
  status: MapsStatus;
  /** Set only when ready. Screens never use it; map components in this folder do. */
  maps: GoogleMapsApi | null;
}

const LOADING: MapsState = { status: 'loading', maps: null };
export const NO_KEY: MapsState = { status: 'no-key', maps: null };

let state: MapsState = LOADING;
const listeners = new Set<() => void>();

function publish(next: MapsState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getMapsState(): MapsState {
  return state;
}

export function subscribeToMapsState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function rejectAfter(milliseconds: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Google Maps did not load within ${milliseconds} ms`)), milliseconds);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Loads the script through @googlemaps/js-api-loader. If `window.google.maps.importLibrary` already exists (a page
 * that loaded the script itself, or an end-to-end test double) the loader uses it instead of adding a script tag.
 */
async function importGoogleMaps(key: string): Promise<GoogleMapsApi> {
  setOptions({ key, v: 'weekly' });
  await Promise.all(MAPS_LIBRARIES.map((library) => importLibrary(library)));
  const maps = window.google?.maps;
  if (!maps?.Map) throw new Error('google.maps is incomplete after loading');
  return maps;
}

/** Google calls this global when the key is rejected (after the script loaded): switch to the fallbacks. */
function watchForAuthFailure(): void {
  const target = window as Window & { gm_authFailure?: () => void };
  const previous = target.gm_authFailure;
  target.gm_authFailure = () => {
    console.error('Google Maps rejected the API key; showing the offline map fallbacks.');
    publish({ status: 'failed', maps: null });
    previous?.();
  };
}

async function load(key: string): Promise<MapsState> {
  if (!key) return NO_KEY;
  watchForAuthFailure();
  // Give up after 10 s. The loader's promise replaces polling for `window.google` every 100 ms.
  const timeout = rejectAfter(MAPS_LOAD_TIMEOUT_MS);
  try {
    const maps = await Promise.race([importGoogleMaps(key), timeout.promise]);
    return { status: 'ready', maps };
  } catch (error) {
    console.error('Google Maps failed to load; showing the offline map fallbacks.', error);
    return { status: 'failed', maps: null };
  } finally {
    timeout.cancel();
  }
}

let loadRequest: Promise<MapsState> | null = null;

/** Starts loading with the server's key (see fetchMapsApiKey) once per page load; resolves with the final state, never rejects. */
export function loadGoogleMaps(key: string): Promise<MapsState> {
  loadRequest ??= load(key).then((result) => {
    // An auth failure reported while loading wins over a late 'ready'.
    if (state.status !== 'failed') publish(result);
    return state;
  });
  return loadRequest;
}
