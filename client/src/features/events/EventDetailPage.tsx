import { useState } from 'react';
import { uploadIdOf, uploadUrl } from '@shared/uploads';
import { Link, useParams } from 'wouter';
import { CalendarX, ExternalLink as ExternalLinkIcon, Info, Pencil, Repeat, Target } from 'lucide-react';
import { SERIES_FREQUENCY_LABELS } from '@shared/constants';
import type { EventListItem } from '@shared/contracts/events';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ExternalLink, safeImageUrl } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/dates';
import { FootingBadge } from '@/features/arenas';
import { useAuth } from '@/features/auth';
import { AddToTripButton } from '@/features/trips';
import { useEvent } from './api';
import { AttendanceButtons, FollowedRidersGoing } from './AttendanceButtons';
import { BackToEventsLink, EventsRecordUnavailable } from './BackToEvents';
import { capitalize } from './event-filters';
import { EventComments } from './EventComments';
import { EventHorseHotels } from './EventHorseHotels';
import { EventQuickInfo } from './EventQuickInfo';
import { EventStatusBanner } from './EventStatusBanner';
import { EventWhereAndWhen } from './EventWhereAndWhen';
import { hasLogistics } from './event-logistics';
import { PlanYourHaul } from './PlanYourHaul';
import { SaveEventButton } from './SaveEventButton';
import { ReportButton } from '@/features/moderation';

/** /event/:id and /events/:id. */
export default function EventDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);

  if (event.isLoading) return <EventDetailSkeleton />;
  if (event.isError || !event.data) {
    return (
      <EventsRecordUnavailable
        query={event}
        notFound={{ icon: CalendarX, title: 'Event not found', description: 'It may have been removed, or the link is wrong.' }}
        errorMessage="We could not load this event."
      />
    );
  }
  return <EventDetail event={event.data} />;
}

function EventDetail({ event }: { event: EventListItem }) {
  const { arena, producer } = event;
  const flyerUrl = safeImageUrl(event.eventFlyerUrl);
  const [flyerFailed, setFlyerFailed] = useState(false);
  const showFlyer = flyerUrl !== null && !flyerFailed;
  const description = event.description?.trim();
  const { user } = useAuth();
  const isCreator = user !== null && user.id === event.createdBy;

  return (
    <div className="container space-y-6 py-6 sm:py-10">
      <BackToEventsLink />
      <EventStatusBanner event={event} />
      <header className="space-y-4">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{event.name}</h1>
            <EventWhereAndWhen event={event} look="page" />
            <div className="flex flex-wrap gap-1.5">
              {event.patternSize && (
                <Badge variant="secondary">
                  <Target aria-hidden="true" />
                  {capitalize(event.patternSize)} Pattern
                </Badge>
              )}
              {event.barrelPattern && <Badge variant="outline">{event.barrelPattern}</Badge>}
              <FootingBadge condition={arena.footingCondition} />
            </div>
            {event.series && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Repeat aria-hidden="true" className="h-4 w-4" />
                {SERIES_FREQUENCY_LABELS[event.series.frequency]} until {formatLongDate(`${event.series.until}T12:00:00Z`, 'UTC')}
                {' · '}
                <Link href={`/events?seriesId=${event.seriesId}`} className="font-medium text-primary hover:underline">All dates</Link>
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ExternalLink href={event.saddlebookUrl} className={buttonClasses()}>
              <ExternalLinkIcon aria-hidden="true" />
              Enter Event
            </ExternalLink>
            <AddToTripButton target={{ kind: 'event', eventId: event.id }} />
            <SaveEventButton event={event} />
            {isCreator && (
              <Link href={`/events/${event.id}/edit`} className={buttonClasses({ variant: 'outline' })}>
                <Pencil aria-hidden="true" />
                Edit Event
              </Link>
            )}
            <ReportButton targetType="event" targetId={event.id} authorId={event.createdBy} label="event" />
          </div>
        </div>
        <AttendanceButtons event={event} />
        <FollowedRidersGoing eventId={event.id} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <PlanYourHaul event={event} />
          {showFlyer && (
            <Card className="overflow-hidden">
              <figure>
                <ResponsiveImage
                  src={flyerUrl}
                  sizes="(min-width: 1024px) 640px, 100vw"
                  alt={`Flyer for ${event.name}`}
                  className="mx-auto max-h-[40rem] w-auto object-contain"
                  onError={() => setFlyerFailed(true)}
                />
                <figcaption className="border-t p-3 text-center text-sm">
                  {uploadIdOf(flyerUrl) ? (
                    <a href={uploadUrl(uploadIdOf(flyerUrl)!, 2000)} target="_blank" rel="noreferrer" className="font-medium text-primary hover:underline">
                      Open the full flyer
                    </a>
                  ) : (
                    <ExternalLink href={flyerUrl} className="font-medium text-primary hover:underline">Open the full flyer</ExternalLink>
                  )}
                </figcaption>
              </figure>
            </Card>
          )}
          {description && (
            <Card>
              <CardHeader><h2 className="text-xl font-semibold">About This Event</h2></CardHeader>
              <CardContent><p className="whitespace-pre-line leading-relaxed">{description}</p></CardContent>
            </Card>
          )}
          {!showFlyer && !description && !hasLogistics(event) && (
            <div role="note" className="flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
              <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <p>
                No flyer or description has been shared for this event yet. Contact the organizer
                {producer?.name ? ` (${producer.name})` : ''} for classes, entry fees and schedule details.
              </p>
            </div>
          )}
          <EventHorseHotels eventId={event.id} />
          <EventComments eventId={event.id} eventName={event.name} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-20 lg:self-start" aria-label="Event quick info">
          <EventQuickInfo event={event} />
        </aside>
      </div>
    </div>
  );
}

function EventDetailSkeleton() {
  return (
    <div className="container space-y-6 py-6 sm:py-10" role="status" aria-label="Loading event">
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-1/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
