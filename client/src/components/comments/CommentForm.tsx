import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface CommentFormProps {
  /** The text box's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string;
  /** Sends the trimmed text; the box is emptied once it resolves and keeps the text if it rejects. */
  onPost: (commentText: string) => Promise<unknown>;
  pending: boolean;
  rows?: number;
}

/** The post box of a comment thread: 'Post Comment' stays disabled, and a submit is ignored, while the text is blank. */
export function CommentForm({ id, label, placeholder, onPost, pending, rows = 3 }: CommentFormProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || pending) return;
    onPost(text.trim()).then(() => setText(''), () => {});
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || pending}>
          <Send aria-hidden="true" />
          {pending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
