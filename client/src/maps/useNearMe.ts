import { useCallback, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { reverseOfflinePlace } from './place-search';
import type { PlaceSelection } from './types';

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 };

/**
 * The Near Me button's state: `toggle()` sets the location from the browser, or clears it if set.
 * The browser's coordinates are kept; the server's reverse lookup only supplies a name, city, state and ZIP.
 */
export function useNearMe({ resolveName = true }: { resolveName?: boolean } = {}) {
  const [location, setLocation] = useState<PlaceSelection | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = useCallback((): Promise<PlaceSelection | null> => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast({ title: 'Not Supported', description: 'Geolocation is not supported by your browser.', variant: 'destructive' });
      return Promise.resolve(null);
    }
    setLocating(true);
    return new Promise((resolve) => {
      geolocation.getCurrentPosition(
        async ({ coords: { latitude, longitude } }) => {
          const nearest = resolveName ? await reverseOfflinePlace(latitude, longitude) : null;
          const place: PlaceSelection = nearest
            ? { ...nearest, latitude, longitude }
            : { name: 'Current location', formattedAddress: '', latitude, longitude, city: '', state: '', zipCode: '' };
          setLocation(place);
          setLocating(false);
          toast({
            title: 'Location Set',
            description: nearest ? `Using your location near ${nearest.formattedAddress || nearest.name}.` : 'Using your current location.',
          });
          resolve(place);
        },
        () => {
          setLocating(false);
          toast({ title: 'Location Error', description: 'Unable to get your location. Please enable location services.', variant: 'destructive' });
          resolve(null);
        },
        GEOLOCATION_OPTIONS,
      );
    });
  }, [resolveName]);

  const clear = useCallback(() => setLocation(null), []);

  const toggle = useCallback((): Promise<PlaceSelection | null> => {
    if (location) {
      clear();
      return Promise.resolve(null);
    }
    return locate();
  }, [location, locate, clear]);

  return { location, locating, locate, clear, toggle };
}
