import { ScrollText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { formatInZone } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { useAuditLog } from './api';

const ACTION_LABELS: Record<string, string> = {
  approve_claim: 'approved a claim', reject_claim: 'rejected a claim', transfer_ownership: 'transferred ownership',
  revoke_ownership: 'revoked ownership', set_role: 'changed a role', suspend: 'suspended a rider', lift_suspension: 'lifted a suspension',
  hide_content: 'hid', restore_content: 'restored', delete_content: 'deleted',
};

/** Every moderator action, newest first: who, what, on what, when and why. Read-only, for everyone on staff. */
export function ModerationLog() {
  const clock = useRiderClock();
  const list = useAuditLog();
  return (
    <section aria-labelledby="log-heading" className="space-y-3">
      <h2 id="log-heading" className="text-xl font-semibold">Moderation log</h2>
      <PagedResults
        list={list}
        loading={<Card className="h-32 animate-pulse" />}
        errorMessage="We could not load the log."
        empty={<EmptyState icon={ScrollText} title="Nothing yet." description="Every moderator action is recorded here." />}
      >
        <Card className="divide-y">
          {list.items.map((entry) => (
            <div key={entry.id} className="space-y-0.5 p-3 text-sm">
              <p>
                <span className="font-semibold">{entry.moderator.name}</span> {ACTION_LABELS[entry.action] ?? entry.action.replace(/_/g, ' ')}
                <span className="text-muted-foreground"> · {entry.targetType.replace('_', ' ')} {entry.targetId.slice(0, 8)}</span>
              </p>
              {entry.reason && <p className="text-muted-foreground">Why: {entry.reason}</p>}
              <p className="text-xs text-muted-foreground"><time dateTime={entry.createdAt}>{formatInZone(entry.createdAt, 'PPp', clock.timeZone)}</time></p>
            </div>
          ))}
        </Card>
        <PagedLoadMore list={list} />
      </PagedResults>
    </section>
  );
}
