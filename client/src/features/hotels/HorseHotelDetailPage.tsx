import { Link, useParams } from 'wouter';
import { ArrowLeft, MapPin, Pencil, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { ContactLinks, hasContact } from '@/components/ui/contact-links';
import { PageSpinner } from '@/components/ui/spinner';
import { formatRating, StarRating } from '@/components/ui/star-rating';
import { useAuth } from '@/features/auth';
import { AddToTripButton } from '@/features/trips';
import { useHorseHotel } from './api';
import { DetailSection } from './DetailSection';
import { fullAddress } from './hotel-format';
import { HotelCoverImage } from './HotelCoverImage';
import { HotelFacilitySection } from './HotelFacilitySection';
import { HotelUnavailable } from './HotelNotFound';
import { HotelRatesSection } from './HotelRatesSection';
import { HotelGallery } from './HotelGallery';
import { HotelReviewsSection } from './HotelReviewsSection';
import { NearbyArenasSection } from './NearbyArenasSection';
import { ClaimPageCallout } from '@/features/claims';
import { ReportButton } from '@/features/moderation';

export default function HorseHotelDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const hotel = useHorseHotel(id);

  if (hotel.isLoading) return <PageSpinner label="Loading horse hotel" />;
  if (hotel.isError) return <HotelUnavailable error={hotel.error} onRetry={() => void hotel.refetch()} />;
  const data = hotel.data!;
  const isOwner = Boolean(user && data.ownerId && user.id === data.ownerId);
  const average = formatRating(data.averageRating);

  return (
    <article className="pb-12">
      <div className="relative">
        <HotelCoverImage hotelId={data.id} coverImage={data.coverImage} name={data.name} className="h-56 sm:h-72 lg:h-80" />
        <div className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" aria-hidden="true" />
      </div>
      <div className="container space-y-6">
        <header className="relative -mt-16 space-y-4 rounded-xl border bg-card p-5 shadow-md sm:-mt-20 sm:p-6">
          <Link href="/horse-hotels" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Horse Hotels
          </Link>
          <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <div className="space-y-2">
              <h1 className="text-2xl font-bold sm:text-3xl">{data.name}</h1>
              <p className="flex items-start gap-1.5 text-muted-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{fullAddress(data)}</span>
              </p>
              {average && (
                <p className="flex items-center gap-2 text-sm">
                  <StarRating rating={data.averageRating} />
                  <span className="font-semibold">{average}</span>
                  <span className="text-muted-foreground">
                    ({data.reviewCount} {data.reviewCount === 1 ? 'review' : 'reviews'})
                  </span>
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <AddToTripButton target={{ kind: 'horseHotel', horseHotelId: data.id }} className="w-full sm:w-auto" />
              {isOwner && (
                <Link href={`/horse-hotels/${data.id}/edit`} className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              )}
              <ReportButton targetType="horse_hotel" targetId={data.id} authorId={data.ownerId} label="horse hotel" />
            </div>
          </div>
        </header>

        {!data.ownerId && <ClaimPageCallout type="horse_hotel" pageId={data.id} pageName={data.name} />}

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <HotelFacilitySection hotel={data} />
          </div>
          <div className="space-y-6">
            <HotelRatesSection hotel={data} />
            <DetailSection title="Contact Information" icon={Phone}>
              {hasContact(data) ? (
                <ContactLinks contact={data} name={data.name} />
              ) : (
                <p className="text-sm text-muted-foreground">No contact details listed.</p>
              )}
            </DetailSection>
          </div>
        </div>

        <HotelGallery hotel={data} viewerId={user?.id ?? null} />
        <NearbyArenasSection hotelId={data.id} />
        <HotelReviewsSection hotel={data} />
      </div>
    </article>
  );
}
