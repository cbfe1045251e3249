import { useState } from 'react';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AddressAutocomplete, useNearMe } from '@/maps';
import { toSearchLocation, type SearchLocation } from '@/lib/search-location';

interface LocationPickerProps {
  location: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  label?: string;
  placeholder?: string;
}

/**
 * An address search plus a Near Me toggle (it sets the location from the browser, or clears it if set), and
 * a button to clear whichever location is in use.
 */
export function LocationPicker({ location, onChange, label = 'Location', placeholder = 'City or ZIP code' }: LocationPickerProps) {
  const nearMe = useNearMe();
  // A new key empties the address box when the location is cleared or replaced by Near Me.
  const [inputKey, setInputKey] = useState(0);
  const usingNearMe = location?.source === 'near-me';

  const reset = () => {
    setInputKey((key) => key + 1);
    onChange(null);
  };

  const toggleNearMe = async () => {
    if (usingNearMe) {
      reset();
      return;
    }
    const place = await nearMe.locate();
    if (!place) return;
    setInputKey((key) => key + 1);
    onChange(toSearchLocation(place, 'near-me'));
  };

  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <AddressAutocomplete
          key={inputKey}
          label={label}
          placeholder={placeholder}
          defaultValue={location?.source === 'address' ? location.label : ''}
          className="min-w-0 flex-1"
          onSelect={(place) => onChange(toSearchLocation(place, 'address'))}
        />
        <Button
          variant={usingNearMe ? 'default' : 'outline'}
          aria-pressed={usingNearMe}
          disabled={nearMe.locating}
          onClick={() => void toggleNearMe()}
        >
          <LocateFixed aria-hidden="true" />
          {nearMe.locating ? 'Locating...' : 'Near Me'}
        </Button>
      </div>
      {location && (
        <div className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5 text-sm">
          <span className="min-w-0 truncate" data-testid="active-location">
            Near {location.label || 'your location'}
          </span>
          <Button variant="ghost" size="sm" className="h-7 px-2" onClick={reset}>
            <X aria-hidden="true" />
            Clear location
          </Button>
        </div>
      )}
    </div>
  );
}
