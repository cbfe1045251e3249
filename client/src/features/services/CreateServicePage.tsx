import { Link, useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/constants';
import type { CreateServiceProviderInput } from '@shared/validation/services';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { AddressAutocomplete, type PlaceSelection } from '@/maps';
import { useCreateServiceProvider } from './api';

type ServiceFormValues = Record<keyof CreateServiceProviderInput, string>;

const EMPTY_SERVICE_FORM: ServiceFormValues = {
  type: '', displayName: '', phone: '', email: '', website: '', specialties: '', availabilityNotes: '',
  address: '', city: '', state: '', latitude: '', longitude: '',
};

// The form holds text where the schema accepts wider input; the narrower type is still valid input.
const serviceResolver = lazyZodResolver<ServiceFormValues, CreateServiceProviderInput>(
  () => import('@shared/validation/services').then((module) => module.createServiceProviderSchema),
);

export default function CreateServicePage() {
  const [, navigate] = useLocation();
  const { isLoading, isAuthenticated } = useRequireLogin('You need to log in to list a service. Redirecting...');
  const form = useForm<ServiceFormValues, unknown, CreateServiceProviderInput>({
    resolver: serviceResolver,
    defaultValues: EMPTY_SERVICE_FORM,
  });
  const { register, formState: { errors } } = form;
  const [city, state] = [form.watch('city'), form.watch('state')];
  const placeWork = (place: PlaceSelection) => {
    const address = place.formattedAddress.split(',')[0]?.trim();
    form.setValue('address', address && address !== place.city ? address : '');
    form.setValue('city', place.city);
    form.setValue('state', place.state);
    form.setValue('latitude', String(place.latitude));
    form.setValue('longitude', String(place.longitude));
  };
  const createProvider = useCreateServiceProvider();
  const listService = (service: CreateServiceProviderInput) => createProvider.mutate(service, {
    onSuccess: (provider) => {
      toast({ title: 'Service Listed', description: `${provider.displayName} is now listed on Find Services.` });
      navigate('/services');
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      const duplicate = apiErrorStatus(error) === 409 ? apiErrorMessage(error) : null;
      toast({ title: 'Error', description: duplicate ?? 'Failed to list service. Please try again.', variant: 'destructive' });
    },
  });

  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <PageSpinner label="Redirecting to log in" />;
  const submitting = createProvider.isPending || createProvider.isSuccess;

  return (
    <div className="container max-w-2xl space-y-6 py-8 sm:py-10">
      <Link href="/services" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Services
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">List Your Service</h1>
        <p className="text-muted-foreground">Let riders on the road find you: what you do, where you work and how to reach you.</p>
      </header>
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={form.handleSubmit(listService)} onFocus={serviceResolver.preload} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Service Type" required error={errors.type?.message}>
              <Select {...register('type')}>
                <option value="" disabled>Choose a type</option>
                {SERVICE_TYPES.map((type) => <option key={type} value={type}>{SERVICE_TYPE_LABELS[type]}</option>)}
              </Select>
            </FormField>
            <FormField label="Display Name" required error={errors.displayName?.message}>
              <Input autoComplete="organization" placeholder="Lambert Hoof Care" {...register('displayName')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" placeholder="(970) 555-0170" {...register('phone')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" placeholder="hello@example.com" {...register('email')} />
            </FormField>
          </div>
          <div className="space-y-1">
            <AddressAutocomplete label="Where you work (optional)" placeholder="Town or address" onSelect={placeWork} />
            <p className="text-sm text-muted-foreground">
              {city && state ? `On the map at ${city}, ${state}: riders find you along their trip's route.` : 'Pick your town so riders can find you along their route.'}
            </p>
            {errors.latitude?.message && <p className="text-sm text-destructive">{errors.latitude.message}</p>}
          </div>
          <FormField label="Website" error={errors.website?.message}>
            <Input type="url" autoComplete="url" placeholder="https://example.com" {...register('website')} />
          </FormField>
          <FormField label="Specialties" hint="Separate specialties with commas." error={errors.specialties?.message}>
            <Textarea rows={3} placeholder="Corrective shoeing, performance horses, glue-ons" {...register('specialties')} />
          </FormField>
          <FormField label="Availability Notes" error={errors.availabilityNotes?.message}>
            <Textarea rows={3} placeholder="Mon-Sat by appointment; on call at North Texas shows" {...register('availabilityNotes')} />
          </FormField>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Link href="/services" className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner className="h-4 w-4 text-current" label="Saving" />}
              List Your Service
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
