import { useState } from 'react';
import { safeImageUrl } from '@/components/ui/external-link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { hotelPaths } from './api';

/** One of the placeholder's variants, the same for a hotel every time, so a list of photo-less hotels varies. */
function placeholderFor(hotelId: string): string {
  const variant = [...hotelId].reduce((sum, character) => sum + character.charCodeAt(0), 0);
  return `${hotelPaths.placeholderImage}?v=${variant}`;
}

/** The hotel's cover photo, or a placeholder when it has none or the photo does not load. */
export function HotelCoverImage({ hotelId, coverImage, name, className, sizes }: {
  hotelId: string;
  coverImage: string | null | undefined;
  name: string;
  className?: string;
  /** How wide it shows, for an uploaded cover's srcset (default: the viewport). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const photo = failed ? null : safeImageUrl(coverImage);
  const source = photo ?? placeholderFor(hotelId);
  return (
    <ResponsiveImage
      src={source}
      sizes={sizes}
      alt={photo ? name : `${name} (no photo yet)`}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('w-full bg-muted object-cover', className)}
    />
  );
}
