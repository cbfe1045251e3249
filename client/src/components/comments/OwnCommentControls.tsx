import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { COMMENT_MAX_LENGTH } from '@shared/constants';

/** Under the rider's own comment: Edit (in place) and Delete (asked twice). */
export function OwnCommentControls({ commentText, onEdit, onDelete }: {
  commentText: string;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirm-delete'>('idle');
  const [text, setText] = useState(commentText);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
      setMode('idle');
    } catch (error) {
      toast({ title: 'Could not change the comment', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  if (mode === 'editing') {
    return (
      <form
        className="mt-2 space-y-2 pl-[52px]"
        aria-label="Edit your comment"
        onSubmit={(event) => { event.preventDefault(); if (text.trim()) void run(() => onEdit(text.trim()), 'Comment updated'); }}
      >
        <Textarea aria-label="Your comment" rows={3} maxLength={COMMENT_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={busy || !text.trim()}>{busy ? 'Saving...' : 'Save'}</Button>
          <Button type="button" size="sm" variant="outline" onClick={() => { setText(commentText); setMode('idle'); }}>Cancel</Button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 pl-[52px]">
      {mode === 'confirm-delete' ? (
        <>
          <span className="text-sm">Delete this comment?</span>
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => void run(onDelete, 'Comment deleted')}>Delete</Button>
          <Button size="sm" variant="outline" onClick={() => setMode('idle')}>Keep</Button>
        </>
      ) : (
        <>
          <Button size="sm" variant="ghost" className="h-8 px-2 text-muted-foreground" onClick={() => setMode('editing')}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="ghost" className="h-8 px-2 text-muted-foreground" onClick={() => setMode('confirm-delete')}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </>
      )}
    </div>
  );
}
