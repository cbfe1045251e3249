import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface TripItemSectionProps {
  title: string;
  icon: LucideIcon;
  browseHref: string;
  browseLabel: string;
  emptyText: string;
  count: number;
  loading: boolean;
  /** The entries, as <li> elements. */
  children: ReactNode;
}

/** One of the trip's three lists (events, horse hotels, services) with its browse link and empty message. */
export function TripItemSection({
  title, icon: Icon, browseHref, browseLabel, emptyText, count, loading, children,
}: TripItemSectionProps) {
  const headingId = `trip-section-${browseHref.slice(1)}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
          {title}
          {!loading && <span className="text-base font-normal text-muted-foreground">({count})</span>}
        </h2>
        <Link href={browseHref} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{browseLabel}</Link>
      </CardHeader>
      <CardContent>
        {loading && <Skeleton className="h-20 w-full" />}
        {!loading && count === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
        {!loading && count > 0 && <ul className="space-y-3">{children}</ul>}
      </CardContent>
    </Card>
  );
}
