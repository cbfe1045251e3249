import { useState } from 'react';
import { BellOff } from 'lucide-react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from '@shared/constants';
import type { NotificationItem } from '@shared/contracts/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Select } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { useRequireLogin } from '@/features/auth';
import { useMarkNotificationsRead, useNotificationList, useUnreadCount } from './api';
import { NotificationList } from './NotificationList';
import { NotificationSettings } from './NotificationSettings';

const PAGE_SIZE = 20;

/** /notifications: every notification, newest first, a page at a time, by kind. */
export default function NotificationsPage() {
  const auth = useRequireLogin('You need to log in to see your notifications. Redirecting...');
  if (!auth.isAuthenticated) return <PageSpinner label={auth.isLoading ? 'Loading' : 'Redirecting to log in'} />;
  return <Notifications />;
}

function Notifications() {
  const [kind, setKind] = useState<NotificationKind | ''>('');
  const list = useNotificationList(kind, PAGE_SIZE);
  const unread = useUnreadCount(true).data?.count ?? 0;
  const markRead = useMarkNotificationsRead();
  const open = (notification: NotificationItem) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
  };
  return (
    <div className="container max-w-2xl space-y-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
          <p className="text-muted-foreground">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
        </div>
        <div className="flex items-end gap-2">
          <FormField label="Show" className="w-44">
            <Select value={kind} onChange={(event) => setKind(event.target.value as NotificationKind | '')}>
              <option value="">All kinds</option>
              {NOTIFICATION_KINDS.map((value) => <option key={value} value={value}>{NOTIFICATION_KIND_LABELS[value]}</option>)}
            </Select>
          </FormField>
          <Button variant="outline" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            Mark all read
          </Button>
        </div>
      </header>
      <PagedResults
        list={list}
        loading={<Card className="h-40 animate-pulse" />}
        errorMessage="We could not load your notifications."
        empty={<EmptyState icon={BellOff} title="No notifications yet." description="Follow arenas and producers and save events to hear what changes." />}
      >
        <Card className="overflow-hidden">
          <NotificationList items={list.items} onOpen={open} />
        </Card>
        <PagedLoadMore list={list} />
      </PagedResults>
      <NotificationSettings />
    </div>
  );
}
