import { Link } from 'wouter';
import { ArrowLeft, Warehouse } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isNotFoundError } from '@/lib/api-error';

/** The spec's not-found text for a hotel id that does not exist, with the way back to the list. */
function HotelNotFound() {
  return (
    <div className="container py-10">
      <h1 className="sr-only">Horse Hotel Not Found</h1>
      <EmptyState
        icon={Warehouse}
        title="Horse Hotel Not Found"
        description="It may have been removed, or the link is wrong."
        action={(
          <Link href="/horse-hotels" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Horse Hotels
          </Link>
        )}
      />
    </div>
  );
}

/** A hotel that could not be loaded: the not-found text for a 404, else the error with a retry. */
export function HotelUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotFoundError(error)) return <HotelNotFound />;
  return (
    <div className="container py-10">
      <ErrorState message="Could not load this horse hotel." onRetry={onRetry} />
    </div>
  );
}
