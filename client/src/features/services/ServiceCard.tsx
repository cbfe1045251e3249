import { Clock } from 'lucide-react';
import type { ServiceProviderItem } from '@shared/contracts/services';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ContactLinks, hasContact } from '@/components/ui/contact-links';
import { AddToTripButton } from '@/features/trips';
import { serviceTypeLabel, splitSpecialties } from './service-types';
import { ReportButton } from '@/features/moderation';

/** A provider: type badge, name, specialties, availability, phone, email, website and Add to Trip. */
export function ServiceCard({ provider }: { provider: ServiceProviderItem }) {
  const specialties = splitSpecialties(provider.specialties);
  return (
    <Card className="flex h-full w-full flex-col gap-3 p-4 sm:p-5">
      <div className="space-y-2">
        <Badge variant="accent">{serviceTypeLabel(provider.type)}</Badge>
        <h3 className="text-lg font-semibold leading-tight">{provider.displayName}</h3>
      </div>
      {specialties.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
          {specialties.map((specialty) => <li key={specialty}><Badge variant="secondary">{specialty}</Badge></li>)}
        </ul>
      )}
      {provider.availabilityNotes && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span><span className="sr-only">Availability: </span>{provider.availabilityNotes}</span>
        </p>
      )}
      {hasContact(provider) && <ContactLinks contact={provider} name={provider.displayName} />}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        <AddToTripButton target={{ kind: 'service', serviceProviderId: provider.id }} size="sm" className="w-full sm:w-auto" />
        <ReportButton targetType="service" targetId={provider.id} authorId={provider.userId} label="service provider" />
      </div>
    </Card>
  );
}
