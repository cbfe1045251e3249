import { Link } from 'wouter';
import { MapPin, Warehouse } from 'lucide-react';
import type { HorseHotelItem } from '@shared/contracts/hotels';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ContactLinks } from '@/components/ui/contact-links';
import { Distance } from '@/components/ui/distance';
import { RatingSummary } from '@/components/ui/star-rating';
import { amenitySummary, cityState, formatRate, stallCountLabel } from './hotel-format';
import { HotelCoverImage } from './HotelCoverImage';

/**
 * A hotel in the list: photo, name, town (and how far it is when the list is searched around a place), rating,
 * description, stalls, rates, three amenities and contact icons.
 */
export function HotelCard({ hotel, showDistance = false }: { hotel: HorseHotelItem; showDistance?: boolean }) {
  const amenities = amenitySummary(hotel.amenities);
  const daily = formatRate(hotel.dailyRate, 'day');
  const weekly = formatRate(hotel.weeklyRate, 'week');
  const stalls = stallCountLabel(hotel.stallCount);
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <Link href={`/horse-hotels/${hotel.id}`} className="block focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" tabIndex={-1} aria-hidden="true">
        <HotelCoverImage hotelId={hotel.id} coverImage={hotel.coverImage} name={hotel.name} className="aspect-[16/9]" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold leading-tight">
            <Link href={`/horse-hotels/${hotel.id}`} className="hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {hotel.name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              {cityState(hotel)}
            </span>
            {showDistance && hotel.distance !== null && <Distance miles={hotel.distance} testId="hotel-distance" />}
          </p>
        </div>
        <RatingSummary rating={hotel.averageRating} reviewCount={hotel.reviewCount} />
        {hotel.description && <p className="line-clamp-2 text-sm text-muted-foreground">{hotel.description}</p>}
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {stalls && (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Stalls</dt>
              <Warehouse aria-hidden="true" className="h-4 w-4 text-muted-foreground" />
              <dd>{stalls}</dd>
            </div>
          )}
          {daily && (
            <div>
              <dt className="sr-only">Daily rate</dt>
              <dd className="font-semibold text-primary">{daily}</dd>
            </div>
          )}
          {weekly && (
            <div>
              <dt className="sr-only">Weekly rate</dt>
              <dd className="font-semibold text-primary">{weekly}</dd>
            </div>
          )}
          {!daily && !weekly && (
            <div>
              <dt className="sr-only">Rates</dt>
              <dd className="text-muted-foreground">Contact for pricing</dd>
            </div>
          )}
        </dl>
        {amenities.shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
            {amenities.shown.map((amenity) => (
              <li key={amenity}><Badge variant="secondary">{amenity}</Badge></li>
            ))}
            {amenities.moreLabel && <li><Badge variant="outline">{amenities.moreLabel}</Badge></li>}
          </ul>
        )}
        <ContactLinks contact={hotel} name={hotel.name} variant="icons" className="mt-auto pt-1" />
      </div>
    </Card>
  );
}
