import { DollarSign } from 'lucide-react';
import type { HorseHotelItem } from '@shared/contracts/hotels';
import { DetailSection } from './DetailSection';
import { formatRate } from './hotel-format';

/** Daily and weekly rates, or 'Contact for pricing' when the hotel lists neither. */
export function HotelRatesSection({ hotel }: { hotel: Pick<HorseHotelItem, 'dailyRate' | 'weeklyRate'> }) {
  const rates = [
    { label: 'Daily', value: formatRate(hotel.dailyRate, 'day') },
    { label: 'Weekly', value: formatRate(hotel.weeklyRate, 'week') },
  ].filter((rate): rate is { label: string; value: string } => rate.value !== null);
  return (
    <DetailSection title="Rates" icon={DollarSign}>
      {rates.length ? (
        <dl className="space-y-2">
          {rates.map((rate) => (
            <div key={rate.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-sm text-muted-foreground">{rate.label}</dt>
              <dd className="text-xl font-bold text-primary">{rate.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm font-medium">Contact for pricing</p>
      )}
    </DetailSection>
  );
}
