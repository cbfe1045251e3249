import { useState } from 'react';
import { safeImageUrl } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';

export const HOTEL_PLACEHOLDER_IMAGE = '/api/placeholder/arena.jpg';

/** The hotel's cover photo, or the placeholder when it has none or the photo does not load. */
export function HotelCoverImage({ coverImage, name, className }: { coverImage: string | null | undefined; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const source = (!failed && safeImageUrl(coverImage)) || HOTEL_PLACEHOLDER_IMAGE;
  return (
    <img
      src={source}
      alt={source === HOTEL_PLACEHOLDER_IMAGE ? `${name} (no photo yet)` : name}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('w-full bg-muted object-cover', className)}
    />
  );
}
