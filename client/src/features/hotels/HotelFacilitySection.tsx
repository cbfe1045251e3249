import { Check, Info, Sparkles, X } from 'lucide-react';
import type { HorseHotelItem } from '@shared/contracts/hotels';
import { Badge } from '@/components/ui/badge';
import { DetailSection } from './DetailSection';
import { stallCountLabel } from './hotel-format';

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 font-medium text-green-700 dark:text-green-400">
      <Check aria-hidden="true" className="h-4 w-4" />Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <X aria-hidden="true" className="h-4 w-4" />No
    </span>
  );
}

/** About the hotel: its description, stalls, stall type, turnout and feed, and every amenity. */
export function HotelFacilitySection({ hotel }: { hotel: HorseHotelItem }) {
  const facts = [
    { label: 'Stalls', value: stallCountLabel(hotel.stallCount) ?? 'Not specified' },
    { label: 'Stall type', value: hotel.stallType || 'Not specified' },
    { label: 'Turnout available', value: <YesNo value={hotel.turnoutAvailable} /> },
    { label: 'Feed included', value: <YesNo value={hotel.feedIncluded} /> },
  ];
  return (
    <DetailSection title="About" icon={Info}>
      <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
        {hotel.description || 'The owner has not added a description yet.'}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-md bg-muted/60 p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{fact.label}</dt>
            <dd className="mt-1 text-sm font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Sparkles aria-hidden="true" className="h-4 w-4 text-primary" />
          Amenities
        </h3>
        {hotel.amenities?.length ? (
          <ul className="flex flex-wrap gap-2">
            {hotel.amenities.map((amenity) => <li key={amenity}><Badge variant="secondary">{amenity}</Badge></li>)}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Not listed</p>
        )}
      </div>
    </DetailSection>
  );
}
