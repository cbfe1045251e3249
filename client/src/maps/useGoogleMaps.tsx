import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getMapsState, loadGoogleMaps, subscribeToMapsState, type MapsState } from './loader';

const MapsStateOverride = createContext<MapsState | null>(null);

/**
 * Fixes the maps state for everything below it instead of loading the real script: component tests pass a fake
 * namespace here (`{ status: 'ready', maps: fake }`) or force a fallback (`{ status: 'no-key', maps: null }`).
 */
export function GoogleMapsProvider({ state, children }: { state: MapsState; children: ReactNode }) {
  return <MapsStateOverride.Provider value={state}>{children}</MapsStateOverride.Provider>;
}

/** The maps state; the first use starts loading (once per page load). */
export function useGoogleMaps(): MapsState {
  const override = useContext(MapsStateOverride);
  const loaded = useSyncExternalStore(subscribeToMapsState, getMapsState, getMapsState);
  useEffect(() => {
    if (!override) void loadGoogleMaps();
  }, [override]);
  return override ?? loaded;
}
