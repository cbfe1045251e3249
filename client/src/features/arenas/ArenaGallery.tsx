import { useRef, useState } from 'react';
import { safeImageUrl } from '@/components/ui/external-link';
import { PhotoLightbox } from './PhotoLightbox';

/** The arena's photos as thumbnails; with more than one, a thumbnail opens them in a lightbox. */
export function ArenaGallery({ photos, arenaName }: { photos: string[]; arenaName: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The thumbnail the lightbox was opened from takes the focus back when it closes (not the one last shown).
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const safePhotos = photos.map((photo) => safeImageUrl(photo)).filter((photo): photo is string => photo !== null);
  if (safePhotos.length === 0) return null;
  const browsable = safePhotos.length > 1;

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {safePhotos.map((photo, index) => {
          const image = (
            <img
              src={photo}
              alt={`${arenaName}: photo ${index + 1} of ${safePhotos.length}`}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
            />
          );
          return (
            <li key={`${photo}-${index}`}>
              {browsable ? (
                <button
                  type="button"
                  className="block w-full overflow-hidden rounded-md transition hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Open photo ${index + 1} of ${safePhotos.length}`}
                  onClick={(event) => {
                    openerRef.current = event.currentTarget;
                    setOpenIndex(index);
                  }}
                >
                  {image}
                </button>
              ) : image}
            </li>
          );
        })}
      </ul>
      {browsable && (
        <PhotoLightbox
          photos={safePhotos}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocusTo={openerRef}
          title={`${arenaName} photos`}
        />
      )}
    </>
  );
}
