import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useMapsApiKey } from './api';
import { getMapsState, loadGoogleMaps, NO_KEY, subscribeToMapsState, type MapsState } from './loader';

const MapsStateOverride = createContext<MapsState | null>(null);

/**
 * Fixes the maps state for everything below it instead of loading the real script: component tests pass a fake
 * namespace here (`{ status: 'ready', maps: fake }`) or force a fallback (`{ status: 'no-key', maps: null }`).
 */
export function GoogleMapsProvider({ state, children }: { state: MapsState; children: ReactNode }) {
  return <MapsStateOverride.Provider value={state}>{children}</MapsStateOverride.Provider>;
}

/**
 * The maps state; the first use with the key known starts loading (once per page load). Without a key it is
 * 'no-key' from the first render, on the server too, so the offline map is part of the page as it arrives.
 */
export function useGoogleMaps(): MapsState {
  const override = useContext(MapsStateOverride);
  const key = useMapsApiKey(!override).data;
  const loaded = useSyncExternalStore(subscribeToMapsState, getMapsState, getMapsState);
  useEffect(() => {
    if (!override && key !== undefined) void loadGoogleMaps(key);
  }, [override, key]);
  if (override) return override;
  return key === '' ? NO_KEY : loaded;
}
