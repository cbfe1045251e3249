import { BedDouble, CalendarDays, Wrench } from 'lucide-react';
import type { TripEventItem, TripHotelItem, TripItems, TripServiceItem } from '@shared/contracts/trips';
import { Badge } from '@/components/ui/badge';
import { CALENDAR_DAY_ZONE, formatLongDate, formatShortDate, instantToDateInput } from '@/lib/dates';
import { TripItemRow } from './TripItemRow';
import { TripItemSection } from './TripItemSection';

const cityState = (place: { city?: string | null; state?: string | null } | null) =>
  [place?.city, place?.state].filter(Boolean).join(', ');

/** The trip's Events, Horse Hotels and Services sections (skeletons while the items load). */
export function TripItemLists({ tripId, items }: { tripId: string; items: TripItems | undefined }) {
  const loading = !items;
  return (
    <div className="space-y-6">
      <TripItemSection
        title="Events"
        icon={CalendarDays}
        browseHref="/events"
        browseLabel="Browse Events"
        emptyText="No events added yet. Browse events to add them to your trip."
        count={items?.events.length ?? 0}
        loading={loading}
      >
        {items?.events.map((entry) => <EventEntry key={entry.id} tripId={tripId} entry={entry} />)}
      </TripItemSection>
      <TripItemSection
        title="Horse Hotels"
        icon={BedDouble}
        browseHref="/horse-hotels"
        browseLabel="Browse Horse Hotels"
        emptyText="No horse hotels added yet. Browse horse hotels to add them to your trip."
        count={items?.horseHotels.length ?? 0}
        loading={loading}
      >
        {items?.horseHotels.map((entry) => <HotelEntry key={entry.id} tripId={tripId} entry={entry} />)}
      </TripItemSection>
      <TripItemSection
        title="Services"
        icon={Wrench}
        browseHref="/services"
        browseLabel="Browse Services"
        emptyText="No services added yet. Browse service providers to add them to your trip."
        count={items?.services.length ?? 0}
        loading={loading}
      >
        {items?.services.map((entry) => <ServiceEntry key={entry.id} tripId={tripId} entry={entry} />)}
      </TripItemSection>
    </div>
  );
}

function EventEntry({ tripId, entry }: { tripId: string; entry: TripEventItem }) {
  const place = [entry.arena?.name, cityState(entry.arena)].filter(Boolean).join(' · ');
  return (
    <TripItemRow
      tripId={tripId}
      kind="event"
      itemId={entry.id}
      name={entry.event.name}
      href={entry.event.removed ? undefined : `/events/${entry.eventId}`}
      notes={entry.notes}
      editValues={{ notes: entry.notes ?? '', notesPrivate: entry.notesPrivate }}
      restore={{ eventId: entry.eventId, notes: entry.notes }}
      details={(
        <>
          {entry.event.removed && <p className="font-semibold text-destructive">Removed by its organizer</p>}
          {!entry.event.removed && entry.event.status !== 'scheduled' && (
            <p className="font-semibold text-destructive">
              {entry.event.status === 'cancelled' ? 'Cancelled' : 'Postponed'}
              {entry.event.statusReason ? `: ${entry.event.statusReason}` : ''}
            </p>
          )}
          <p>{formatLongDate(entry.event.date, entry.event.timeZone)} · {entry.event.time}</p>
          {place && <p>{place}</p>}
        </>
      )}
    />
  );
}

function HotelEntry({ tripId, entry }: { tripId: string; entry: TripHotelItem }) {
  const { checkInDate, checkOutDate } = entry;
  return (
    <TripItemRow
      tripId={tripId}
      kind="horseHotel"
      itemId={entry.id}
      name={entry.hotel.name}
      href={`/horse-hotels/${entry.horseHotelId}`}
      notes={entry.notes}
      editValues={{
        checkInDate: instantToDateInput(checkInDate),
        checkOutDate: instantToDateInput(checkOutDate),
        notes: entry.notes ?? '',
        notesPrivate: entry.notesPrivate,
      }}
      restore={{ horseHotelId: entry.horseHotelId, checkInDate, checkOutDate, notes: entry.notes }}
      details={(
        <>
          {cityState(entry.hotel) && <p>{cityState(entry.hotel)}</p>}
          <p>
            {checkInDate ? <>Check-in: <time dateTime={checkInDate}>{formatShortDate(checkInDate, CALENDAR_DAY_ZONE)}</time></> : 'Check-in not set'}
            {checkOutDate && <> · Check-out: <time dateTime={checkOutDate}>{formatShortDate(checkOutDate, CALENDAR_DAY_ZONE)}</time></>}
          </p>
        </>
      )}
    />
  );
}

function ServiceEntry({ tripId, entry }: { tripId: string; entry: TripServiceItem }) {
  const { service, scheduledDate } = entry;
  return (
    <TripItemRow
      tripId={tripId}
      kind="service"
      itemId={entry.id}
      name={service.displayName}
      notes={entry.notes}
      editValues={{ scheduledDate: instantToDateInput(scheduledDate), notes: entry.notes ?? '', notesPrivate: entry.notesPrivate }}
      restore={{ serviceProviderId: entry.serviceProviderId, scheduledDate, notes: entry.notes }}
      details={(
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="capitalize">{service.type}</Badge>
            {service.specialties && <span>{service.specialties}</span>}
          </p>
          <p>{scheduledDate ? `Scheduled: ${formatLongDate(scheduledDate, CALENDAR_DAY_ZONE)}` : 'Not scheduled yet'}</p>
          {service.phone && <p><a href={`tel:${service.phone}`} className="text-primary hover:underline">{service.phone}</a></p>}
        </>
      )}
    />
  );
}
