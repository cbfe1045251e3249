import { Link } from 'wouter';
import type { NotificationItem } from '@shared/contracts/notifications';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';

/** Notifications as links to their pages, unread ones marked; following one marks it read. */
export function NotificationList({ items, onOpen, compact = false }: {
  items: NotificationItem[];
  onOpen: (notification: NotificationItem) => void;
  compact?: boolean;
}) {
  const clock = useRiderClock();
  return (
    <ul className="divide-y" aria-label="Notifications list">
      {items.map((notification) => {
        const unread = notification.readAt === null;
        return (
          <li key={notification.id}>
            <Link
              href={notification.linkPath}
              onClick={() => onOpen(notification)}
              className={cn('flex gap-3 px-3 py-3 text-sm hover:bg-muted', unread && 'bg-primary/5')}
            >
              <Avatar
                imageUrl={notification.actor?.avatar}
                fallback={(notification.actor?.name ?? 'C').slice(0, 1).toUpperCase()}
                className="h-8 w-8 text-xs"
              />
              <span className="min-w-0 flex-1">
                <span className={cn('block', unread ? 'font-semibold' : 'text-muted-foreground')}>
                  {unread && <span className="sr-only">Unread: </span>}
                  {notification.title}
                </span>
                {notification.body && (
                  <span className={cn('block text-muted-foreground', compact && 'line-clamp-1')}>{notification.body}</span>
                )}
                <span className="block text-xs text-muted-foreground">{timeAgo(notification.createdAt, clock)}</span>
              </span>
              {unread && <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
