import { StickyNote } from 'lucide-react';
import type { TripDetail } from '@shared/contracts/trips';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DeleteTripDialog } from './DeleteTripDialog';
import { EditTripDialog } from './EditTripDialog';
import { ShareTripDialog } from './ShareTripDialog';
import { TripRoadSettingsDialog } from './TripRoadSettingsDialog';
import { TripDatesAndRoute } from './TripRoute';

/** Name, description, edit and delete, then dates, start → end and notes. */
export function TripHeader({ trip }: { trip: TripDetail }) {
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2 sm:flex-1">
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{trip.name}</h1>
          {trip.description && <p className="whitespace-pre-line text-muted-foreground">{trip.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2 self-start print:hidden">
          <TripRoadSettingsDialog trip={trip} />
          <ShareTripDialog trip={trip} />
          <EditTripDialog trip={trip} />
          <DeleteTripDialog tripId={trip.id} />
        </div>
      </CardHeader>
      <CardContent className="space-y-3 border-t pt-5 sm:pt-6">
        <TripDatesAndRoute trip={trip} />
        {trip.notes && (
          <div className="flex items-start gap-2">
            <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            <div>
              <h2 className="text-sm font-semibold">Notes{trip.notesPrivate ? ' (private)' : ''}</h2>
              <p className="whitespace-pre-line text-sm text-muted-foreground">{trip.notes}</p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
