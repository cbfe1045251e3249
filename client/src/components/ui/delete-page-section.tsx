import { useId, type ReactNode } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';

/** At the foot of an edit page: deleting the page for good, explained, and asked twice. */
export function DeletePageSection({ title, noun, busy, onDelete, children }: {
  title: string;
  noun: string;
  busy: boolean;
  onDelete: () => void;
  /** What deleting does, in a sentence or two. */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg border border-destructive/40 p-4">
      <h2 id={headingId} className="font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{children}</p>
      <ConfirmDelete noun={noun} busy={busy} onDelete={onDelete} />
    </section>
  );
}
