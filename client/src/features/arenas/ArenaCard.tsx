import { Link } from 'wouter';
import { CalendarDays, MapPin, Sparkles } from 'lucide-react';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Distance } from '@/components/ui/distance';
import { safeImageUrl } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { RatingSummary } from '@/components/ui/star-rating';
import { useAuth } from '@/features/auth';
import { arenaCoverUrl, capitalize, cityState, plural } from './arena-display';
import { ArenaSocialButtons } from './ArenaSocialButtons';
import { FootingBadge, isGreatForBeginners } from './FootingBadge';

/**
 * One arena in a list, as a card linking to its page. `showDistance` when the list is searched around a location; follow and
 * like appear only for a signed-in user.
 */
export function ArenaCard({ arena, showDistance = false }: { arena: ArenaListItem; showDistance?: boolean }) {
  const { isAuthenticated } = useAuth();
  const href = `/arena/${arena.id}`;
  const parkingPhoto = safeImageUrl(arena.parkingPhotoUrl);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="arena-card">
      <div className="relative">
        <Link href={href} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={arenaCoverUrl(arena.coverImage)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            className="aspect-[16/9] w-full bg-muted object-cover"
          />
        </Link>
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <FootingBadge condition={arena.footingCondition} className="shadow" />
        </div>
        {parkingPhoto && (
          <ResponsiveImage
            src={parkingPhoto}
            sizes="80px"
            alt={`Parking at ${arena.name}`}
            loading="lazy"
            className="absolute bottom-3 right-3 h-14 w-20 rounded-md border-2 border-card bg-muted object-cover shadow"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <h3 className="text-lg font-semibold leading-tight">
            <Link href={href} className="hover:text-primary hover:underline">{arena.name}</Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {cityState(arena.city, arena.state)}
          </p>
        </div>
        <RatingSummary rating={arena.averageRating} reviewCount={arena.reviewCount} />
        <div className="flex flex-wrap gap-1.5">
          {arena.arenaType && <Badge variant="outline">{capitalize(arena.arenaType)}</Badge>}
          {isGreatForBeginners(arena.footingCondition) && (
            <Badge variant="secondary"><Sparkles aria-hidden="true" />Great for Beginners</Badge>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            {plural(arena.eventCount, 'upcoming event')}
          </span>
          {showDistance && arena.distance !== null && <Distance miles={arena.distance} testId="arena-distance" />}
        </div>
        {isAuthenticated && <ArenaSocialButtons arena={arena} className="border-t pt-3" />}
      </div>
    </Card>
  );
}
