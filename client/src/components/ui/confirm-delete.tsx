import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Delete, asked twice: the button turns into "Delete this {noun}?" with Delete and Keep. */
export function ConfirmDelete({ noun, busy = false, onDelete }: { noun: string; busy?: boolean; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  if (asking) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className="text-sm">Delete this {noun}?</span>
        <Button size="sm" variant="destructive" disabled={busy} onClick={onDelete}>Delete</Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)}>Keep</Button>
      </span>
    );
  }
  return (
    <Button size="sm" variant="ghost" className="h-8 px-2 text-muted-foreground" onClick={() => setAsking(true)}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}
