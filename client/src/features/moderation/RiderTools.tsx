import { useState } from 'react';
import { Users } from 'lucide-react';
import { USER_ROLES, type UserRole } from '@shared/constants';
import type { ModeratedUser } from '@shared/contracts/moderation';
import type { Json } from '@shared/contracts/json';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { formatInZone } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { useLiftSuspension, useRiderSearch, useSetRole, useSuspend } from './api';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Find a rider by name or email; suspend them or lift it, and (admins) change their role. */
export function RiderTools({ viewerId, isAdmin }: { viewerId: string; isAdmin: boolean }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const list = useRiderSearch(search);
  return (
    <section aria-labelledby="riders-heading" className="space-y-3">
      <h2 id="riders-heading" className="text-xl font-semibold">Riders</h2>
      <form className="flex items-end gap-2" onSubmit={(event) => { event.preventDefault(); setSearch(typed.trim()); }}>
        <FormField label="Name or email" className="flex-1">
          <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline">Find</Button>
      </form>
      <PagedResults
        list={list}
        loading={<Card className="h-24 animate-pulse" />}
        errorMessage="We could not load riders."
        empty={<EmptyState icon={Users} title="No rider matches." description="Try part of their name or email." />}
      >
        <ul className="space-y-3">
          {list.items.map((rider) => (
            <li key={rider.id}><RiderCard rider={rider} self={rider.id === viewerId} isAdmin={isAdmin} /></li>
          ))}
        </ul>
        <PagedLoadMore list={list} />
      </PagedResults>
    </section>
  );
}

function RiderCard({ rider, self, isAdmin }: { rider: Json<ModeratedUser>; self: boolean; isAdmin: boolean }) {
  const clock = useRiderClock();
  const [role, setRole] = useState<UserRole>(rider.role);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const saveRole = useSetRole();
  const suspend = useSuspend();
  const lift = useLiftSuspension();
  const suspended = rider.suspendedUntil && new Date(rider.suspendedUntil) > clock.now;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{rider.name}</p>
        {rider.email && <p className="text-sm text-muted-foreground">{rider.email}</p>}
        {rider.role !== 'rider' && <Badge variant="secondary" className="capitalize">{rider.role}</Badge>}
        {suspended && <Badge variant="destructive">Suspended</Badge>}
      </div>
      {self ? <p className="text-sm text-muted-foreground">This is you.</p> : (
        <>
          {isAdmin && (
            <div className="flex flex-wrap items-end gap-2">
              <FormField label="Role" className="w-40">
                <Select value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
                  {USER_ROLES.map((value) => <option key={value} value={value} className="capitalize">{value}</option>)}
                </Select>
              </FormField>
              <Button variant="outline" disabled={role === rider.role || saveRole.isPending} onClick={() => saveRole.mutate({ userId: rider.id, role }, {
                onSuccess: () => toast({ title: `${rider.name} is now a ${role}` }), onError: failed('Could not change the role'),
              })}>Save role</Button>
            </div>
          )}
          {suspended ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <p>Suspended until {formatInZone(rider.suspendedUntil!, 'PPp', clock.timeZone)}{rider.suspensionReason && `: ${rider.suspensionReason}`}</p>
              <Button variant="outline" size="sm" disabled={lift.isPending} onClick={() => lift.mutate(rider.id, {
                onSuccess: () => toast({ title: 'Suspension lifted' }), onError: failed('Could not lift the suspension'),
              })}>Lift suspension</Button>
            </div>
          ) : (
            <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => {
              event.preventDefault();
              suspend.mutate({ userId: rider.id, days: Number(days), reason }, {
                onSuccess: () => toast({ title: `${rider.name} is suspended`, description: 'Their sessions have ended; they can read but not post.' }),
                onError: failed('Could not suspend'),
              });
            }}>
              <FormField label="Days" className="w-24">
                <Input type="number" min={1} max={3650} value={days} onChange={(event) => setDays(event.target.value)} />
              </FormField>
              <FormField label="Why" className="min-w-48 flex-1">
                <Input value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
              </FormField>
              <Button type="submit" variant="destructive" disabled={suspend.isPending || !reason.trim()}>Suspend</Button>
            </form>
          )}
        </>
      )}
    </Card>
  );
}
