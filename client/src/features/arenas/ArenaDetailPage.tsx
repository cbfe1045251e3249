import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { SearchX, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { FootingReports, ReportGroundDialog } from '@/features/footing-reports';
import { isNotFoundError } from '@/lib/api-error';
import { ArenaMap } from '@/maps';
import { useArena, useArenaHorseHotels } from './api';
import { capitalize } from './arena-display';
import { ArenaGallery } from './ArenaGallery';
import { canEditArena } from './arena-display';
import { ArenaHeader } from './ArenaHeader';
import { ArenaInfoCards } from './ArenaInfoCards';
import { ArenaNearbyHotels } from './ArenaNearbyHotels';
import { ArenaRecordBanner } from './ArenaRecordBanner';
import { ArenaReviews } from './ArenaReviews';
import { ArenaUpcomingEvents } from './ArenaUpcomingEvents';
import { isGreatForBeginners } from './FootingBadge';
import { GroundVideo } from './GroundVideo';
import { groundVideo } from './video-embed';
import { ClaimPageCallout } from '@/features/claims';

function Section({ id, title, action, children }: { id: string; title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function ArenaDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading arena" className="space-y-5">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="aspect-[16/9] max-h-[26rem] w-full rounded-xl sm:aspect-[21/9]" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((key) => <Skeleton key={key} className="h-40 w-full" />)}
      </div>
    </div>
  );
}

/** /arena/:id and /arenas/:id: everything a rider wants to know before hauling to an arena. */
export default function ArenaDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const arenaQuery = useArena(id);
  const hotelsQuery = useArenaHorseHotels(id);
  const arena = arenaQuery.data;

  if (arenaQuery.isLoading) {
    return <div className="container py-8"><ArenaDetailSkeleton /></div>;
  }
  if (!arena) {
    return (
      <div className="container max-w-2xl py-16">
        {isNotFoundError(arenaQuery.error) ? (
          <EmptyState
            icon={SearchX}
            title="Arena not found"
            description="It may have been removed, or the link is wrong."
            action={<Link href="/arenas" className={buttonClasses({ variant: 'outline' })}>Browse Arenas</Link>}
          />
        ) : (
          <ErrorState message="The arena could not be loaded." onRetry={() => void arenaQuery.refetch()} />
        )}
      </div>
    );
  }

  const hotels = hotelsQuery.data ?? [];
  const hasVideo = groundVideo(arena.videoUrl) !== null;
  return (
    <div className="container space-y-8 py-6 sm:py-8">
      <ArenaHeader arena={arena} viewerId={user?.id ?? null} canEdit={canEditArena(arena, user)} />
      <ArenaRecordBanner holder={arena.recordHolderName} time={arena.recordTime} />

      <div className="flex flex-wrap gap-2" aria-label="Arena features">
        {arena.arenaType && <Badge variant="outline">{capitalize(arena.arenaType)}</Badge>}
        {isGreatForBeginners(arena.footingCondition) && (
          <Badge variant="secondary"><Sparkles aria-hidden="true" />Great for Beginners</Badge>
        )}
        {arena.features?.map((feature) => <Badge key={feature} variant="secondary">{feature}</Badge>)}
      </div>

      {!arena.ownerId && <ClaimPageCallout type="arena" pageId={arena.id} pageName={arena.name} />}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <Section id="arena-details-heading" title="Arena Details">
            <ArenaInfoCards arena={arena} />
          </Section>
          <Section
            id="arena-ground-heading"
            title="Ground Reports"
            action={<ReportGroundDialog arenaId={arena.id} arenaName={arena.name} signedIn={Boolean(user)} />}
          >
            <FootingReports arenaId={arena.id} />
          </Section>
          {hasVideo && (
            <Section id="arena-video-heading" title="Ground Video">
              <GroundVideo videoUrl={arena.videoUrl} arenaName={arena.name} />
            </Section>
          )}
          {arena.gallery.length > 0 && (
            <Section id="arena-photos-heading" title="Photos">
              <ArenaGallery arena={arena} viewerId={user?.id ?? null} />
            </Section>
          )}
          <Section id="arena-map-heading" title="Location">
            <ArenaMap arena={arena} hotels={hotels} />
          </Section>
        </div>
        <aside className="space-y-8">
          <Section id="arena-events-heading" title="Upcoming Events">
            <ArenaUpcomingEvents arenaId={arena.id} />
          </Section>
          <Section id="arena-hotels-heading" title="Nearby Horse Hotels">
            {hotelsQuery.isError ? (
              <ErrorState message="The horse hotels could not be loaded." onRetry={() => void hotelsQuery.refetch()} />
            ) : hotelsQuery.isLoading ? (
              <Skeleton className="h-32 w-full" />
            ) : (
              <ArenaNearbyHotels hotels={hotels} />
            )}
          </Section>
        </aside>
      </div>

      <Section id="arena-reviews-heading" title={`Reviews (${arena.reviewCount})`}>
        <ArenaReviews arena={arena} viewerId={user?.id ?? null} />
      </Section>
    </div>
  );
}
