import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useRequireLogin } from '@/features/auth';
import { useHorseHotel, useSaveHorseHotel } from './api';
import { hotelToFormValues } from './hotel-form-values';
import { HorseHotelForm } from './HorseHotelForm';
import { HotelFormLayout } from './HotelFormLayout';
import { HotelUnavailable } from './HotelNotFound';

const NOT_OWNER_MESSAGE = 'Only the owner of this horse hotel can edit it.';

export default function EditHorseHotelPage() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const auth = useRequireLogin('You need to log in to edit a horse hotel. Redirecting...');
  const hotel = useHorseHotel(id);
  const saveHotel = useSaveHorseHotel(id, (saved) => navigate(`/horse-hotels/${saved.id}`));
  const hotelHref = `/horse-hotels/${id}`;

  if (auth.isLoading || hotel.isLoading) return <PageSpinner />;
  if (!auth.user) return <PageSpinner label="Redirecting to log in" />;
  if (hotel.isError) return <HotelUnavailable error={hotel.error} onRetry={() => void hotel.refetch()} />;
  const data = hotel.data!;
  if (data.ownerId !== auth.user.id) {
    return (
      <div className="container max-w-2xl py-10">
        <h1 className="mb-4 text-2xl font-bold">Edit Horse Hotel</h1>
        <EmptyState
          icon={Lock}
          title="403: Not allowed"
          description={NOT_OWNER_MESSAGE}
          action={(
            <Link href={hotelHref} className={buttonClasses({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Back to Horse Hotel
            </Link>
          )}
        />
      </div>
    );
  }
  return (
    <HotelFormLayout
      title="Edit Horse Hotel"
      subtitle={`Update the details riders see for ${data.name}.`}
      backHref={hotelHref}
      backLabel={`Back to ${data.name}`}
    >
      <HorseHotelForm
        defaultValues={hotelToFormValues(data)}
        onSubmit={(changes) => saveHotel.mutate(changes)}
        submitting={saveHotel.isPending || saveHotel.isSuccess}
        submitLabel="Save Changes"
        cancelHref={hotelHref}
      />
    </HotelFormLayout>
  );
}
