import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ArenaDetail } from '@shared/contracts/arenas';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { safeImageUrl } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { toast } from '@/hooks/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { handleUnauthorizedError } from '@/features/auth';
import { useDeleteUpload } from '@/features/uploads';
import { arenaKeys, useArenaGallery } from './api';
import { ReportButton } from '@/features/moderation';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// The viewer's code (and Radix's dialog stack) loads with the first thumbnail opened.
const PhotoLightbox = lazyDialog(
  () => import('./PhotoLightbox').then((module) => module.PhotoLightbox),
  (props) => props.index !== null,
);

/**
 * The arena's photos as thumbnails, starting from the newest ones the arena came with, with More Photos for the
 * rest; with more than one, a thumbnail opens the loaded ones in a lightbox. A rider's own uploaded photos can be
 * deleted.
 */
export function ArenaGallery({ arena, viewerId }: { arena: ArenaDetail; viewerId: string | null }) {
  const arenaName = arena.name;
  const gallery = useArenaGallery(arena.id, { items: arena.gallery, total: arena.photoCount });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The thumbnail the lightbox was opened from takes the focus back when it closes (not the one last shown).
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const queryClient = useQueryClient();
  const deleteUpload = useDeleteUpload({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arenaKeys.all }),
    onError: (error) => {
      if (!handleUnauthorizedError(error)) toast({ title: 'Photo not deleted', description: 'Please try again.', variant: 'destructive' });
    },
  });
  const shown = gallery.items.flatMap((photo) => {
    const url = safeImageUrl(photo.url);
    return url ? [{ ...photo, url }] : [];
  });
  if (shown.length === 0) return null;
  const browsable = shown.length > 1;
  // A photo whose link is not http(s) is left out of the grid and of its count.
  const total = gallery.total - (gallery.items.length - shown.length);

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((photo, index) => {
          const image = (
            <ResponsiveImage
              src={photo.url}
              sizes="(min-width: 1024px) 240px, 50vw"
              alt={`${arenaName}: photo ${index + 1} of ${total}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
            />
          );
          const mine = viewerId !== null && photo.uploadId !== null && photo.uploadedBy === viewerId;
          return (
            <li key={photo.id} className="relative">
              {browsable ? (
                <button
                  type="button"
                  className="block w-full overflow-hidden rounded-md transition hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Open photo ${index + 1} of ${total}`}
                  onClick={(event) => {
                    openerRef.current = event.currentTarget;
                    setOpenIndex(index);
                  }}
                >
                  {image}
                </button>
              ) : image}
              {mine && (
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute right-1 top-1 h-9 w-9 rounded-full shadow"
                  aria-label={`Delete your photo ${index + 1}`}
                  disabled={deleteUpload.isPending}
                  onClick={() => {
                    if (window.confirm('Delete this photo? It is removed from the arena page.')) deleteUpload.mutate(photo.uploadId!);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {gallery.total > GALLERY_PAGE_PHOTOS && (
        <LoadMore
          label="More Photos"
          shown={shown.length}
          total={total}
          hasMore={gallery.hasMore}
          loading={gallery.isLoadingMore}
          onLoadMore={() => void gallery.loadMore()}
        />
      )}
      {browsable && (
        <PhotoLightbox
          photos={shown.map((photo) => photo.url)}
          total={total}
          onLoadMore={gallery.hasMore ? () => { if (!gallery.isLoadingMore) void gallery.loadMore(); } : undefined}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocusTo={openerRef}
          title={`${arenaName} photos`}
          actions={(index) => (
            <ReportButton targetType="arena_photo" targetId={shown[index].id} authorId={shown[index].uploadedBy} label="photo" />
          )}
        />
      )}
    </>
  );
}
