import { useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useRequireLogin } from '@/features/auth';
import { useSaveHorseHotel } from './api';
import { EMPTY_HOTEL_FORM } from './hotel-form-values';
import { HorseHotelForm } from './HorseHotelForm';
import { HotelFormLayout } from './HotelFormLayout';

export default function CreateHorseHotelPage() {
  const [, navigate] = useLocation();
  const { isLoading, isAuthenticated } = useRequireLogin('You need to log in to add a horse hotel. Redirecting...');
  const createHotel = useSaveHorseHotel(null, (hotel) => navigate(`/horse-hotels/${hotel.id}`));

  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <PageSpinner label="Redirecting to log in" />;
  return (
    <HotelFormLayout
      title="Add Horse Hotel"
      subtitle="Share a place to stable overnight so the next rider knows where to stop."
      backHref="/horse-hotels"
      backLabel="Back to Horse Hotels"
    >
      <HorseHotelForm
        defaultValues={EMPTY_HOTEL_FORM}
        onSubmit={(hotel) => createHotel.mutate(hotel)}
        submitting={createHotel.isPending || createHotel.isSuccess}
        submitLabel="Add Horse Hotel"
        cancelHref="/horse-hotels"
      />
    </HotelFormLayout>
  );
}
