import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useRequireLogin } from '@/features/auth';
import { ClaimQueue } from './ClaimQueue';
import { ModerationLog } from './ModerationLog';
import { ReportQueue } from './ReportQueue';
import { RiderTools } from './RiderTools';

const TABS = [['reports', 'Reports'], ['claims', 'Claims'], ['riders', 'Riders'], ['log', 'Log']] as const;
type Tab = (typeof TABS)[number][0];

/** /admin: the moderators' console (reports, claims, riders, the log); everyone else is told it is not for them. */
export default function AdminPage() {
  const auth = useRequireLogin('You need to log in to moderate. Redirecting...');
  const [tab, setTab] = useState<Tab>('reports');
  if (!auth.isAuthenticated || !auth.user) return <PageSpinner label={auth.isLoading ? 'Loading' : 'Redirecting to log in'} />;
  const { user } = auth;
  if (user.role === 'rider') {
    return (
      <div className="container max-w-2xl py-10">
        <h1 className="sr-only">Moderation</h1>
        <EmptyState icon={ShieldAlert} title="For moderators only." description="This page is where moderators review claims and reports." />
      </div>
    );
  }
  return (
    <div className="container max-w-3xl space-y-5 py-6 sm:py-10">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Moderation</h1>
        <div className="flex gap-2" role="group" aria-label="Sections">
          {TABS.map(([value, label]) => (
            <Button key={value} variant={tab === value ? 'default' : 'outline'} aria-pressed={tab === value} onClick={() => setTab(value)}>{label}</Button>
          ))}
        </div>
      </header>
      {tab === 'reports' && <ReportQueue />}
      {tab === 'claims' && <ClaimQueue viewerId={user.id} />}
      {tab === 'riders' && <RiderTools viewerId={user.id} isAdmin={user.role === 'admin'} />}
      {tab === 'log' && <ModerationLog />}
    </div>
  );
}
