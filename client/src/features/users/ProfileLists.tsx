import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarDays, ChevronRight, MapPin, Megaphone, Warehouse, type LucideIcon } from 'lucide-react';
import type { ArenaFollowEntry, ProducerFollowEntry, SavedEventEntry } from '@shared/contracts/social';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { safeImageUrl } from '@/components/ui/external-link';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Skeleton } from '@/components/ui/skeleton';
import type { PagedList } from '@/lib/paged-list';
import { nameInitials } from '@/lib/user-display';
import { formatEventDate } from '@/lib/dates';
import { FootingBadge } from '@/features/arenas';
import { useArenaFollowList, useProducerFollowList, useSavedEventList } from '@/features/social';
import { userPaths } from './api';

const PROFILE_LIST_PAGE_SIZE = 10;
const ARENA_PLACEHOLDER = userPaths.arenaPlaceholderImage;

interface EmptyText {
  title: string;
  description: string;
  icon: LucideIcon;
  action: { href: string; label: string };
}

/** One of the rider's lists, a page at a time, with Load More, loading, error and empty states. */
function PagedLinkList<T extends { id: string }>({ list, listLabel, empty, renderItem }: {
  list: PagedList<T>;
  listLabel: string;
  empty: EmptyText;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <PagedResults
      list={list}
      loading={(
        <div className="space-y-2" aria-hidden="true">
          {[0, 1, 2].map((index) => <Skeleton key={index} className="h-20 w-full" />)}
        </div>
      )}
      empty={(
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={<Link href={empty.action.href} className={buttonClasses({ variant: 'outline' })}>{empty.action.label}</Link>}
        />
      )}
    >
      <div>
        <ul className="space-y-2" aria-label={listLabel}>
          {list.items.map((item) => <li key={item.id}>{renderItem(item)}</li>)}
        </ul>
        <PagedLoadMore list={list} />
      </div>
    </PagedResults>
  );
}

/** A whole row that links to a detail page. */
function RowLink({ href, media, title, children }: { href: string; media: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-sm transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {media}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate font-semibold">{title}</p>
        {children}
      </div>
      <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
      <Icon className="h-6 w-6" />
    </span>
  );
}

export function SavedEventsList() {
  const list = useSavedEventList(PROFILE_LIST_PAGE_SIZE);
  return (
    <PagedLinkList<SavedEventEntry>
      list={list}
      listLabel="Saved events"
      empty={{
        icon: CalendarDays,
        title: 'No saved events yet',
        description: 'Tap the heart on an event to keep it here and on your calendar.',
        action: { href: '/events', label: 'Browse Events' },
      }}
      renderItem={(saved) => (
        <RowLink href={`/event/${saved.eventId}`} media={<IconTile icon={CalendarDays} />} title={saved.event.name}>
          {saved.event.removed && <p className="text-sm font-semibold text-destructive">Removed by its organizer</p>}
          <p className="text-sm text-muted-foreground">
            {formatEventDate(saved.event)}
            {saved.event.time ? ` · ${saved.event.time}` : ''}
          </p>
          <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{saved.event.arena.name}, {saved.event.arena.city}, {saved.event.arena.state}</span>
          </p>
        </RowLink>
      )}
    />
  );
}

export function FollowedArenasList() {
  const list = useArenaFollowList(PROFILE_LIST_PAGE_SIZE);
  return (
    <PagedLinkList<ArenaFollowEntry>
      list={list}
      listLabel="Followed arenas"
      empty={{
        icon: Warehouse,
        title: 'Not following any arenas yet',
        description: 'Follow an arena to hear about its events and footing.',
        action: { href: '/arenas', label: 'Find Arenas' },
      }}
      renderItem={(follow) => (
        <RowLink
          href={`/arena/${follow.arenaId}`}
          title={follow.arena.name}
          media={(
            <img
              src={safeImageUrl(follow.arena.coverImage) ?? ARENA_PLACEHOLDER}
              alt=""
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-md object-cover"
              onError={(event) => { event.currentTarget.src = ARENA_PLACEHOLDER; }}
            />
          )}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">{follow.arena.city}, {follow.arena.state}</span>
            <FootingBadge condition={follow.arena.footingCondition} />
          </div>
        </RowLink>
      )}
    />
  );
}

export function FollowedProducersList() {
  const list = useProducerFollowList(PROFILE_LIST_PAGE_SIZE);
  return (
    <PagedLinkList<ProducerFollowEntry>
      list={list}
      listLabel="Followed producers"
      empty={{
        icon: Megaphone,
        title: 'Not following any producers yet',
        description: 'Follow the people who put on your favourite shows to keep up with their events.',
        action: { href: '/events', label: 'Browse Events' },
      }}
      renderItem={(follow) => (
        <RowLink
          href={`/producer/${follow.producerId}`}
          title={follow.producer.name}
          media={(
            <Avatar
              imageUrl={safeImageUrl(follow.producer.logoUrl)}
              fallback={nameInitials(follow.producer.name)}
              className="h-14 w-14 rounded-md text-base"
            />
          )}
        >
          <p className="text-sm text-muted-foreground">Event producer</p>
        </RowLink>
      )}
    />
  );
}
