import { useState } from 'react';
import { Link } from 'wouter';
import { Flag } from 'lucide-react';
import { REPORT_TARGET_LABELS } from '@shared/constants';
import type { ReportedItem } from '@shared/contracts/moderation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useModerateContent, useReportQueue } from './api';

const DONE: Record<'hide' | 'restore' | 'delete', string> = { hide: 'Hidden', restore: 'Restored', delete: 'Deleted' };

/** Reported items, most reported first, each in context (its words, its author, its page) with the decisions. */
export function ReportQueue() {
  const list = useReportQueue();
  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <h2 id="reports-heading" className="text-xl font-semibold">Reports</h2>
      <PagedResults
        list={list}
        loading={<Card className="h-32 animate-pulse" />}
        errorMessage="We could not load the reports."
        empty={<EmptyState icon={Flag} title="No open reports." description="What riders report shows up here." />}
      >
        <ul className="space-y-3">
          {list.items.map((item) => <li key={`${item.targetType}:${item.targetId}`}><ReportedCard item={item} /></li>)}
        </ul>
        <PagedLoadMore list={list} />
      </PagedResults>
    </section>
  );
}

function ReportedCard({ item }: { item: ReportedItem }) {
  const [reason, setReason] = useState('');
  const moderate = useModerateContent();
  const decide = (decision: 'hide' | 'restore' | 'delete') => moderate.mutate(
    { type: item.targetType, id: item.targetId, decision, reason: reason.trim() || undefined },
    {
      onSuccess: () => toast({ title: `${DONE[decision]}: ${REPORT_TARGET_LABELS[item.targetType].toLowerCase()}` }),
      onError: (error) => toast({ title: 'Could not decide', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    },
  );
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{REPORT_TARGET_LABELS[item.targetType]}</Badge>
        <Badge variant="outline">{item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}</Badge>
        {item.hidden && <Badge variant="destructive">Hidden</Badge>}
        {item.link && <Link href={item.link} className="text-sm text-primary underline">Open its page</Link>}
      </div>
      <blockquote className="whitespace-pre-line border-l-4 pl-3 text-sm">
        {item.text ?? 'This item no longer exists.'}
        {item.author && <footer className="mt-1 text-xs text-muted-foreground">by {item.author.name}</footer>}
      </blockquote>
      <ul className="list-inside list-disc text-sm text-muted-foreground" aria-label="Reasons given">
        {item.reasons.map((given, index) => <li key={index}>{given}</li>)}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <FormField label="Why (kept in the log)" className="min-w-56 flex-1">
          <Input value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {item.hidden
          ? <Button variant="outline" disabled={moderate.isPending} onClick={() => decide('restore')}>Restore</Button>
          : <Button variant="outline" disabled={moderate.isPending} onClick={() => decide('hide')}>Hide</Button>}
        {!item.hidden && <Button variant="ghost" disabled={moderate.isPending} onClick={() => decide('restore')}>Keep</Button>}
        <Button variant="destructive" disabled={moderate.isPending} onClick={() => decide('delete')}>Delete</Button>
      </div>
    </Card>
  );
}
