import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Pencil, StickyNote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveTripItem, type TripItemRestore } from './api';
import type { TripItemKind } from './trip-item-kinds';
import type { TripItemFormValues } from './TripItemEditForm';

// The editor (and the form stack) loads with the first Edit.
const loadEditForm = () => import('./TripItemEditForm');
const TripItemEditForm = lazy(() => loadEditForm().then((module) => ({ default: module.TripItemEditForm })));

interface TripItemRowProps {
  tripId: string;
  kind: TripItemKind;
  /** The trip item's id (what the remove and edit routes take), not the event's or hotel's. */
  itemId: string;
  name: string;
  href?: string;
  /** Dates, place, type: one short line each. */
  details: ReactNode;
  notes: string | null;
  editValues: TripItemFormValues;
  /** What Undo sends to put the entry back after it is removed. */
  restore: TripItemRestore;
}

/**
 * One entry of a trip list: its name (a link when it has a page), details and notes, and Edit. Remove sits in the
 * edit area, away from Edit, and takes effect at once with Undo in its toast.
 */
export function TripItemRow({ tripId, kind, itemId, name, href, details, notes, editValues, restore }: TripItemRowProps) {
  const [editing, setEditing] = useState(false);
  const remove = useRemoveTripItem(tripId, kind);
  return (
    <li className="space-y-3 rounded-lg border bg-background/40 p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="break-words text-base font-semibold">
            {href ? <Link href={href} className="text-primary hover:underline">{name}</Link> : name}
          </h3>
          <div className="space-y-0.5 text-sm text-muted-foreground">{details}</div>
          {notes && !editing && (
            <p className="flex items-start gap-1.5 pt-1 text-sm">
              <StickyNote aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-muted-foreground" />
              <span className="whitespace-pre-line">{notes}</span>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Edit ${name}`}
          aria-expanded={editing}
          onPointerEnter={() => void loadEditForm().catch(() => undefined)}
          onClick={() => setEditing((open) => !open)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
      {editing && (
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <TripItemEditForm
            tripId={tripId}
            kind={kind}
            itemId={itemId}
            itemName={name}
            initialValues={editValues}
            onDone={() => setEditing(false)}
            onRemove={() => { if (!remove.isPending) remove.mutate({ itemId, restore }); }}
          />
        </Suspense>
      )}
    </li>
  );
}
