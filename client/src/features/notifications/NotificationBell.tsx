import { Link } from 'wouter';
import { Bell } from 'lucide-react';
import type { NotificationItem } from '@shared/contracts/notifications';
import { Button } from '@/components/ui/button';
import { useDropdown } from '@/hooks/use-dropdown';
import { useAuth, useLoginUrl } from '@/features/auth';
import { useMarkNotificationsRead, useNotificationList, useNotificationStream, useUnreadCount } from './api';
import { NotificationList } from './NotificationList';

const PANEL_SIZE = 8;

/**
 * The header's bell: the unread count (kept live by the stream), and a panel of the newest notifications with
 * "Mark all read" and a link to them all. A visitor's panel asks them to log in.
 */
export function NotificationBell() {
  const { isAuthenticated } = useAuth();
  const dropdown = useDropdown();
  useNotificationStream(isAuthenticated);
  const unread = useUnreadCount(isAuthenticated).data?.count ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="relative">
      <Button variant="ghost" size="icon" aria-label={label} {...dropdown.buttonProps}>
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-bold leading-4 text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      {dropdown.open && (
        <div
          {...dropdown.panelProps}
          className="fixed inset-x-2 top-16 z-50 overflow-hidden rounded-lg border bg-card shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-[22rem]"
        >
          {isAuthenticated ? <BellPanel onNavigate={dropdown.close} /> : <VisitorPanel />}
        </div>
      )}
    </div>
  );
}

function BellPanel({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotificationList('', PANEL_SIZE);
  const markRead = useMarkNotificationsRead();
  const open = (notification: NotificationItem) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    onNavigate();
  };
  const hasUnread = list.items.some((notification) => notification.readAt === null);
  return (
    <section aria-label="Notifications panel">
      <header className="flex items-center justify-between border-b px-3 py-2">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {hasUnread && (
          <Button variant="ghost" size="sm" className="h-8" onClick={() => markRead.mutate(undefined)}>Mark all read</Button>
        )}
      </header>
      <div className="max-h-[60vh] overflow-y-auto">
        {list.isLoading && <p className="px-3 py-4 text-sm text-muted-foreground">Loading...</p>}
        {!list.isLoading && list.items.length === 0 && (
          <p className="px-3 py-4 text-sm text-muted-foreground">Nothing yet. Follow arenas and save events to hear what changes.</p>
        )}
        <NotificationList items={list.items} onOpen={open} compact />
      </div>
      <Link href="/notifications" onClick={onNavigate} className="block border-t px-3 py-2 text-center text-sm font-medium text-primary hover:bg-muted">
        See all notifications
      </Link>
    </section>
  );
}

function VisitorPanel() {
  const loginUrl = useLoginUrl();
  return (
    <p className="p-4 text-sm">
      <a href={loginUrl} className="font-medium text-primary hover:underline">Log in</a> to hear about deadlines, changes
      and replies.
    </p>
  );
}
