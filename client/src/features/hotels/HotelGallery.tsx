import { useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import type { HorseHotelDetail } from '@shared/contracts/hotels';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import type { UploadedImage } from '@shared/contracts/uploads';
import { uploadIdOf, uploadUrl } from '@shared/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { handleUnauthorizedError } from '@/features/auth';
import { PhotoPicker, useDeleteUpload } from '@/features/uploads';
import { hotelKeys, useAddHotelPhotos, useHotelGallery } from './api';
import { DetailSection } from './DetailSection';

/** The full-size picture an uploaded photo opens to (a pasted link opens as it is). */
const fullSize = (url: string) => {
  const id = uploadIdOf(url);
  return id ? uploadUrl(id, 2000) : url;
};

/**
 * The hotel's photos from riders: thumbnails that open full size, starting from the newest ones the hotel came with,
 * with More Photos for the rest; Add photos for signed-in riders, delete one's own.
 */
export function HotelGallery({ hotel, viewerId }: { hotel: HorseHotelDetail; viewerId: string | null }) {
  const { id: hotelId, name: hotelName } = hotel;
  // A hotel shown from a list (before its page loads) comes without its gallery.
  const firstPhotos = hotel.gallery ?? [];
  const gallery = useHotelGallery(hotelId, { items: firstPhotos, total: hotel.photoCount ?? firstPhotos.length });
  const photos = gallery.items;
  const [adding, setAdding] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const addPhotos = useAddHotelPhotos(hotelId);
  const deleteUpload = useDeleteUpload({ onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }) });
  if (photos.length === 0 && !viewerId) return null;

  const save = () => addPhotos.mutate(adding.map((photo) => photo.id), {
    onSuccess: () => {
      toast({ title: adding.length === 1 ? 'Photo added' : `${adding.length} photos added`, description: `Thanks for showing riders ${hotelName}.` });
      setAdding([]);
    },
    onError: (error) => {
      if (!handleUnauthorizedError(error)) toast({ title: 'Photos not added', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
    },
  });

  return (
    <DetailSection title="Photos" icon={Camera}>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <a href={fullSize(photo.url)} target="_blank" rel="noreferrer" aria-label={`Open photo ${index + 1} of ${gallery.total} full size`}>
                <ResponsiveImage
                  src={photo.url}
                  sizes="(min-width: 640px) 220px, 50vw"
                  loading="lazy"
                  alt={`${hotelName}: photo ${index + 1} of ${gallery.total}`}
                  className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
                />
              </a>
              {viewerId !== null && photo.uploadId && photo.uploadedBy === viewerId && (
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute right-1 top-1 h-9 w-9 rounded-full shadow"
                  aria-label={`Delete your photo ${index + 1}`}
                  onClick={() => {
                    if (window.confirm('Delete this photo? It is removed from the hotel page.')) deleteUpload.mutate(photo.uploadId!);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {gallery.total > GALLERY_PAGE_PHOTOS && (
        <LoadMore
          label="More Photos"
          shown={photos.length}
          total={gallery.total}
          hasMore={gallery.hasMore}
          loading={gallery.isLoadingMore}
          onLoadMore={() => void gallery.loadMore()}
        />
      )}
      {viewerId && (
        <div className="space-y-3">
          <PhotoPicker value={adding} onChange={setAdding} max={10} label="Add your photos of the barn, stalls or turnout" onBusyChange={setUploading} />
          {adding.length > 0 && (
            <Button type="button" onClick={save} disabled={uploading || addPhotos.isPending}>Add to gallery</Button>
          )}
        </div>
      )}
    </DetailSection>
  );
}
