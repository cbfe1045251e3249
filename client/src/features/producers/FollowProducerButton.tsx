import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import type { ProducerView } from '@shared/contracts/producers';
import type { ProducerFollowRow } from '@shared/contracts/social';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { handleUnauthorizedError, useAuth } from '@/features/auth';
import { refreshAfterSocialChange } from '@/features/social';

type FollowTarget = Pick<ProducerView, 'id' | 'name' | 'isFollowing' | 'producerFollowId'>;

/** Follow / Following toggle for an event producer; signed-in riders only. */
export function FollowProducerButton({ producer }: { producer: FollowTarget }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [followId, setFollowId] = useState(producer.isFollowing ? producer.producerFollowId : null);
  useEffect(
    () => setFollowId(producer.isFollowing ? producer.producerFollowId : null),
    [producer.isFollowing, producer.producerFollowId],
  );

  const toggle = useMutation({
    mutationFn: async (): Promise<string | null> => {
      if (followId) {
        await apiRequest('DELETE', `/api/event-producer-follows/${followId}`);
        return null;
      }
      const response = await apiRequest('POST', '/api/event-producer-follows', { producerId: producer.id });
      return ((await response.json()) as ProducerFollowRow).id;
    },
    onSuccess: (newFollowId) => {
      setFollowId(newFollowId);
      toast({ title: newFollowId ? 'Following event producer' : 'Unfollowed event producer' });
      void refreshAfterSocialChange(queryClient);
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
      onClick={() => toggle.mutate()}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}{' '}
      <span className="sr-only">{producer.name}</span>
    </Button>
  );
}
