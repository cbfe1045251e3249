import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { COMMENT_MAX_LENGTH } from '@shared/constants';

/** Under the rider's own comment (or post: `noun`): Edit (in place) and Delete (asked twice). */
export function OwnCommentControls({ commentText, onEdit, onDelete, noun = 'comment', maxLength = COMMENT_MAX_LENGTH, indentClassName = 'pl-[52px]' }: {
  commentText: string;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
  noun?: 'comment' | 'post';
  maxLength?: number;
  /** Lines the controls up with the text above them. */
  indentClassName?: string;
}) {
  const Noun = noun === 'post' ? 'Post' : 'Comment';
  const [mode, setMode] = useState<'idle' | 'editing'>('idle');
  const [text, setText] = useState(commentText);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
      setMode('idle');
    } catch (error) {
      toast({ title: `Could not change the ${noun}`, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  if (mode === 'editing') {
    return (
      <form
        className={`mt-2 space-y-2 ${indentClassName}`}
        aria-label={`Edit your ${noun}`}
        onSubmit={(event) => { event.preventDefault(); if (text.trim()) void run(() => onEdit(text.trim()), `${Noun} updated`); }}
      >
        <Textarea aria-label={`Your ${noun}`} rows={3} maxLength={maxLength} value={text} onChange={(event) => setText(event.target.value)} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={busy || !text.trim()}>{busy ? 'Saving...' : 'Save'}</Button>
          <Button type="button" size="sm" variant="outline" onClick={() => { setText(commentText); setMode('idle'); }}>Cancel</Button>
        </div>
      </form>
    );
  }
  return (
    <div className={`mt-1 flex flex-wrap items-center gap-1 ${indentClassName}`}>
      <Button size="sm" variant="ghost" className="h-8 px-2 text-muted-foreground" onClick={() => setMode('editing')}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <ConfirmDelete noun={noun} busy={busy} onDelete={() => void run(onDelete, `${Noun} deleted`)} />
    </div>
  );
}
