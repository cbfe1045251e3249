import { useEffect, useState } from 'react';
import { UserCheck, UserPlus } from 'lucide-react';
import type { ProducerView } from '@shared/contracts/producers';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useAuth } from '@/features/auth';
import { useToggleProducerFollow } from '@/features/social';

type FollowTarget = Pick<ProducerView, 'id' | 'name' | 'isFollowing' | 'producerFollowId'>;

/** Follow / Following toggle for an event producer; signed-in riders only. */
export function FollowProducerButton({ producer }: { producer: FollowTarget }) {
  const { isAuthenticated } = useAuth();
  const [followId, setFollowId] = useState(producer.isFollowing ? producer.producerFollowId : null);
  useEffect(
    () => setFollowId(producer.isFollowing ? producer.producerFollowId : null),
    [producer.isFollowing, producer.producerFollowId],
  );

  const toggle = useToggleProducerFollow({
    onSuccess: (newFollowId) => {
      setFollowId(newFollowId);
      toast({ title: newFollowId ? 'Following event producer' : 'Unfollowed event producer' });
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Could not update who you follow. Please try again.', variant: 'destructive' });
    },
  });

  if (!isAuthenticated) return null;
  const following = followId !== null;
  return (
    <Button
      variant={following ? 'secondary' : 'default'}
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ producerId: producer.id, producerFollowId: followId })}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}{' '}
      <span className="sr-only">{producer.name}</span>
    </Button>
  );
}
