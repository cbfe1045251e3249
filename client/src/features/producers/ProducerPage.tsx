import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { CalendarDays, Globe, Mail, Phone, UsersRound } from 'lucide-react';
import type { ProducerView } from '@shared/contracts/producers';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ExternalLink, safeImageUrl } from '@/components/ui/external-link';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Skeleton } from '@/components/ui/skeleton';
import { nameInitials } from '@/lib/user-display';
import {
  BackToEventsLink, EventCard, EventCardSkeletons, EventsRecordUnavailable, useEventList,
} from '@/features/events';
import { useProducer } from './api';
import { FollowProducerButton } from './FollowProducerButton';

const EVENTS_PAGE_SIZE = 9;

/** /producer/:id: who runs these races, how to reach them, and their upcoming events. */
export default function ProducerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const producer = useProducer(id);

  if (producer.isLoading) {
    return (
      <div className="container space-y-6 py-6 sm:py-10" role="status" aria-label="Loading event producer">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-8 w-1/2" />
      </div>
    );
  }
  if (producer.isError || !producer.data) {
    return (
      <EventsRecordUnavailable
        query={producer}
        notFound={{ icon: UsersRound, title: 'Event producer not found', description: 'The link may be wrong, or the producer is no longer listed.' }}
        errorMessage="We could not load this event producer."
      />
    );
  }
  return <ProducerProfile producer={producer.data} />;
}

function ProducerProfile({ producer }: { producer: ProducerView }) {
  const cover = safeImageUrl(producer.coverImage);
  const logo = safeImageUrl(producer.logoUrl);
  const [coverFailed, setCoverFailed] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const events = useEventList({ producerId: producer.id }, EVENTS_PAGE_SIZE);
  const eventCountText = `${producer.eventCount} upcoming ${producer.eventCount === 1 ? 'event' : 'events'}`;

  return (
    <div className="container space-y-6 py-6 sm:py-10">
      <BackToEventsLink />
      <Card className="overflow-hidden">
        {cover && !coverFailed && (
          <img src={cover} alt="" className="h-40 w-full object-cover sm:h-56" onError={() => setCoverFailed(true)} />
        )}
        <CardContent className="flex flex-col gap-5 pt-5 sm:flex-row sm:items-start sm:pt-6">
          <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-primary text-2xl font-bold text-primary-foreground">
            {logo && !logoFailed
              ? <img src={logo} alt={`${producer.name} logo`} className="h-full w-full bg-card object-contain" onError={() => setLogoFailed(true)} />
              : <span aria-hidden="true">{nameInitials(producer.name)}</span>}
          </div>
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Event Producer</p>
                <h1 className="text-3xl font-bold tracking-tight">{producer.name}</h1>
                <p className="mt-1 flex items-center gap-2 text-muted-foreground">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {eventCountText}
                </p>
              </div>
              <FollowProducerButton producer={producer} />
            </div>
            {producer.bio && <p className="whitespace-pre-line leading-relaxed">{producer.bio}</p>}
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Contact">
              {producer.website && (
                <li>
                  <ExternalLink href={producer.website} className="flex items-center gap-1.5 font-medium text-primary hover:underline">
                    <Globe aria-hidden="true" className="h-4 w-4" />
                    Website
                  </ExternalLink>
                </li>
              )}
              {producer.email && (
                <li>
                  <a href={`mailto:${producer.email}`} className="flex items-center gap-1.5 font-medium text-primary hover:underline">
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    {producer.email}
                  </a>
                </li>
              )}
              {producer.phone && (
                <li>
                  <a href={`tel:${producer.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-1.5 font-medium text-primary hover:underline">
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    {producer.phone}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="producer-events-heading" className="space-y-4">
        <h2 id="producer-events-heading" className="text-2xl font-semibold">Upcoming Events</h2>
        <PagedResults
          list={events}
          loading={<EventCardSkeletons count={3} />}
          errorMessage="We could not load this producer's events."
          empty={(
            <EmptyState
              icon={CalendarDays}
              title="No upcoming events from this producer yet."
              action={<Link href="/events" className={buttonClasses({ variant: 'outline' })}>Browse Events</Link>}
            />
          )}
        >
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Events by ${producer.name}`}>
            {events.items.map((event) => <li key={event.id}><EventCard event={event} /></li>)}
          </ul>
          <PagedLoadMore list={events} />
        </PagedResults>
      </section>
    </div>
  );
}
