import { Link } from 'wouter';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isNotFoundError } from '@/lib/api-error';

/** The way back to /events at the top of the pages under it (an event, a producer, Create Event). */
export function BackToEventsLink() {
  return (
    <Link href="/events" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      Back to Events
    </Link>
  );
}

/**
 * A page under /events whose record could not be shown: the way back, then the not-found state (also when the
 * request succeeded without a record) or the error with a retry.
 */
export function EventsRecordUnavailable({ query, notFound, errorMessage }: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  notFound: { icon: LucideIcon; title: string; description: string };
  errorMessage: string;
}) {
  return (
    <div className="container max-w-3xl space-y-6 py-6 sm:py-10">
      <BackToEventsLink />
      {isNotFoundError(query.error) || !query.isError ? (
        <EmptyState
          icon={notFound.icon}
          title={notFound.title}
          description={notFound.description}
          action={<Link href="/events" className={buttonClasses()}>Browse Events</Link>}
        />
      ) : (
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}
