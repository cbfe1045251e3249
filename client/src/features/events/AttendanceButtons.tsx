import { Star, UserCheck } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import type { AttendanceStatus } from '@shared/constants';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useAuth, useFinishAfterLogin, useLoginFirst } from '@/features/auth';
import { useOutboxEntries } from '@/lib/outbox';
import { attendancePlace, useFollowedRidersGoing, useSetAttendance } from './api';

const CHOICES = [
  { status: 'going', label: 'Going', icon: UserCheck, count: 'goingCount' },
  { status: 'interested', label: 'Interested', icon: Star, count: 'interestedCount' },
] as const;

/**
 * "Going" and "Interested" with their counts; pressing the rider's current answer clears it. A visitor's tap goes to
 * log in and back, and marks them going.
 */
export function AttendanceButtons({ event }: { event: EventListItem }) {
  const { isAuthenticated } = useAuth();
  const setAttendance = useSetAttendance(event.id, event.name);
  // An answer made with no connection waits in the outbox: the buttons show it until it is sent.
  const waiting = useOutboxEntries({ kind: 'attendance', place: attendancePlace(event.id) }).filter((entry) => entry.state === 'waiting').at(-1);
  const myAttendance = waiting ? ((waiting.body?.status as AttendanceStatus | undefined) ?? null) : event.myAttendance;
  const logInFirst = useLoginFirst('attend-event', event.id);
  const choose = (status: AttendanceStatus) => {
    if (!isAuthenticated) return logInFirst();
    setAttendance.mutate(myAttendance === status ? null : status, {
      onError: (error) => {
        if (handleUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Could not save your answer. Please try again.', variant: 'destructive' });
      },
    });
  };
  useFinishAfterLogin('attend-event', event.id, isAuthenticated, () => {
    if (!myAttendance) setAttendance.mutate('going');
  });

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Are you going?">
      {CHOICES.map(({ status, label, icon: Icon, count }) => (
        <Button
          key={status}
          variant={myAttendance === status ? 'default' : 'outline'}
          aria-pressed={myAttendance === status}
          aria-disabled={setAttendance.isPending || undefined}
          onClick={() => { if (!setAttendance.isPending) choose(status); }}
        >
          <Icon aria-hidden="true" />
          {label}
          <span className="tabular-nums" aria-label={`${event[count]} riders`}>· {event[count]}</span>
        </Button>
      ))}
      {waiting && <p className="basis-full text-xs text-muted-foreground">Waiting to send: your answer goes when you have signal.</p>}
    </div>
  );
}

/** The riders the signed-in rider follows who are going; nothing when there are none. */
export function FollowedRidersGoing({ eventId }: { eventId: string }) {
  const { isAuthenticated } = useAuth();
  const riders = useFollowedRidersGoing(eventId, isAuthenticated).data ?? [];
  if (riders.length === 0) return null;
  return (
    <section aria-label="Riders you follow who are going" className="space-y-2">
      <h2 className="text-sm font-medium text-muted-foreground">Riders you follow who are going</h2>
      <ul className="flex flex-wrap gap-3">
        {riders.map((rider) => (
          <li key={rider.id} className="flex items-center gap-2 text-sm">
            <Avatar imageUrl={rider.avatar} fallback={rider.name.slice(0, 1).toUpperCase()} className="h-7 w-7 text-xs" />
            {rider.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
