import { Link } from 'wouter';
import { ArrowLeft, Warehouse } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The spec's not-found text for a hotel id that does not exist, with the way back to the list. */
export function HotelNotFound() {
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
