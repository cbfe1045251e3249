import { toast, waitingToSendToast } from '@/hooks/use-toast';
import { postingFailure } from '@/lib/api-error';

export const commentPostedToast = () => toast({ title: 'Comment posted' });

/** Posted with no connection: kept on the phone, it posts by itself when the connection returns. */
export const commentWaitingToast = () => waitingToSendToast('Your comment');

/** The comment failure message, or the server's own reason when it refused a rider posting too fast (429). */
export function commentFailedToast(error: unknown) {
  const description = postingFailure(error, 'Failed to post comment. Please try again.');
  toast({ title: 'Error', description, variant: 'destructive' });
}
