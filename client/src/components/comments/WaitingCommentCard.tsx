import { Clock } from 'lucide-react';
import type { WaitingComment } from '@/lib/comment-thread';

/** A comment the rider wrote with no connection, shown where it will appear, marked until it is sent. */
export function WaitingCommentCard({ comment }: { comment: WaitingComment }) {
  return (
    <li className="rounded-md border border-dashed p-3" data-waiting-comment="">
      <p className="whitespace-pre-line break-words text-sm">{comment.commentText}</p>
      <p className={comment.refusal ? 'mt-1 text-xs text-destructive' : 'mt-1 flex items-center gap-1 text-xs text-muted-foreground'}>
        {comment.refusal ? `Not sent: ${comment.refusal}` : <><Clock aria-hidden="true" className="h-3.5 w-3.5" /> Waiting to send</>}
      </p>
    </li>
  );
}
