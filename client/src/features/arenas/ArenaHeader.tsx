import { Link } from 'wouter';
import { ArrowLeft, Heart, MapPin, Pencil } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import type { ArenaDetail } from '@shared/contracts/arenas';
import { formatRating, StarRating } from '@/components/ui/star-rating';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { AddPhotosDialog } from './AddPhotosDialog';
import { arenaHeroImage, cityState, plural } from './arena-display';
import { ArenaSocialButtons } from './ArenaSocialButtons';
import { WriteReviewDialog } from './WriteReviewDialog';
import { ReportButton } from '@/features/moderation';

/** The hero photo, back link, name, address, rating and the page's actions. */
export function ArenaHeader({ arena, viewerId, canEdit = false }: { arena: ArenaDetail; viewerId: string | null; canEdit?: boolean }) {
  const hero = arenaHeroImage(arena);
  const rating = formatRating(arena.averageRating);
  const address = [arena.address, cityState(arena.city, arena.state)].filter(Boolean).join(', ');
  return (
    <header className="space-y-5">
      <Link href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Home
      </Link>
      <ResponsiveImage
        src={hero}
        sizes="(min-width: 1400px) 1400px, 100vw"
        alt={`${arena.name}`}
        width={800}
        height={450}
        fetchPriority="high"
        className="aspect-[16/9] max-h-[26rem] w-full rounded-xl bg-muted object-cover sm:aspect-[21/9]"
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold sm:text-4xl">{arena.name}</h1>
          <p className="flex items-start gap-1.5 text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
            <span data-testid="arena-address">{address}{arena.zipCode ? ` ${arena.zipCode}` : ''}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="arena-rating">
            <StarRating rating={arena.averageRating} size="md" />
            {rating && <span className="text-base font-semibold">{rating}</span>}
            <span className="text-muted-foreground">({plural(arena.reviewCount, 'review')})</span>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {viewerId ? (
            <ArenaSocialButtons arena={arena} size="default" showLikeCount />
          ) : (
            <span className="inline-flex h-10 items-center gap-1.5 rounded-md border px-3 text-sm">
              <Heart aria-hidden="true" className="h-4 w-4" />
              {plural(arena.likeCount, 'like')}
            </span>
          )}
          <WriteReviewDialog
            arenaId={arena.id}
            arenaName={arena.name}
            signedIn={viewerId !== null}
            ownReview={viewerId === null ? null : arena.ownReview}
          />
          <AddPhotosDialog arenaId={arena.id} arenaName={arena.name} signedIn={viewerId !== null} />
          {canEdit && (
            <Link href={`/arenas/${arena.id}/edit`} className={buttonClasses({ variant: 'outline' })}>
              <Pencil aria-hidden="true" />
              Edit Arena
            </Link>
          )}
          <ReportButton targetType="arena" targetId={arena.id} authorId={arena.ownerId} label="arena" />
        </div>
      </div>
    </header>
  );
}
