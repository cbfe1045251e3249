import { useState } from 'react';
import { Link } from 'wouter';
import { ClipboardCheck } from 'lucide-react';
import { CLAIM_STATUSES, type ClaimStatus } from '@shared/constants';
import type { ClaimItem } from '@shared/contracts/moderation';
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
import { useClaimQueue, useDecideClaim } from './api';

const STATUS_LABELS: Record<ClaimStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };

/** Claims of arenas and hotels: the waiting ones oldest first, each with who claims, how to reach them, and a decision. */
export function ClaimQueue({ viewerId }: { viewerId: string }) {
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const list = useClaimQueue(status);
  return (
    <section aria-labelledby="claims-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="claims-heading" className="text-xl font-semibold">Page claims</h2>
        <FormField label="Show" className="w-40">
          <Select value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus)}>
            {CLAIM_STATUSES.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
          </Select>
        </FormField>
      </div>
      <PagedResults
        list={list}
        loading={<Card className="h-32 animate-pulse" />}
        errorMessage="We could not load the claims."
        empty={<EmptyState icon={ClipboardCheck} title="No claims here." description="New claims of arenas and horse hotels show up here." />}
      >
        <ul className="space-y-3">
          {list.items.map((claim) => <li key={claim.id}><ClaimCard claim={claim} ownClaim={claim.claimant.id === viewerId} /></li>)}
        </ul>
        <PagedLoadMore list={list} />
      </PagedResults>
    </section>
  );
}

function ClaimCard({ claim, ownClaim }: { claim: ClaimItem; ownClaim: boolean }) {
  const clock = useRiderClock();
  const decide = useDecideClaim();
  const [reason, setReason] = useState('');
  const send = (decision: 'approve' | 'reject') => decide.mutate({ claimId: claim.id, decision, reason: reason.trim() || undefined }, {
    onSuccess: () => toast({ title: decision === 'approve' ? `${claim.claimant.name} now owns ${claim.page.name}` : 'Claim rejected' }),
    onError: (error) => toast({ title: 'Could not decide the claim', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link href={claim.page.path} className="font-semibold text-primary underline-offset-2 hover:underline">{claim.page.name}</Link>
          <p className="text-sm text-muted-foreground">
            {claim.page.type === 'arena' ? 'Arena' : 'Horse hotel'} · {claim.page.city}, {claim.page.state}
            {claim.page.ownerId && ' · already has an owner'}
          </p>
        </div>
        <Badge variant={claim.status === 'pending' ? 'secondary' : 'outline'}>{STATUS_LABELS[claim.status]}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto,1fr]">
        <dt className="text-muted-foreground">Claimant</dt>
        <dd>{claim.claimant.name}{claim.claimant.email && ` (${claim.claimant.email})`}, as {claim.role}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd><a href={`tel:${claim.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline">{claim.phone}</a></dd>
        {claim.note && (<><dt className="text-muted-foreground">Note</dt><dd className="whitespace-pre-line">{claim.note}</dd></>)}
        <dt className="text-muted-foreground">Sent</dt>
        <dd>{formatInZone(claim.createdAt, 'PPp', clock.timeZone)}</dd>
        {claim.decisionReason && (<><dt className="text-muted-foreground">Reason</dt><dd>{claim.decisionReason}</dd></>)}
      </dl>
      {claim.status === 'pending' && (ownClaim ? (
        <p className="text-sm text-muted-foreground">This is your own claim: another moderator decides it.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Reason (sent to the rider when rejected)" className="min-w-56 flex-1">
            <Input value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <Button disabled={decide.isPending} onClick={() => send('approve')}>Approve</Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => send('reject')}>Reject</Button>
        </div>
      ))}
    </Card>
  );
}
