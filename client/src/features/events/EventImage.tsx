import { useEffect, useState } from 'react';
import { safeImageUrl } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';

export const EVENT_PLACEHOLDER_IMAGE = '/api/placeholder/event.jpg';

/** The event's picture, or the placeholder when it has none or it fails to load. */
export function EventImage({ imageUrl, alt, className }: { imageUrl: string | null; alt: string; className?: string }) {
  const wanted = safeImageUrl(imageUrl) ?? EVENT_PLACEHOLDER_IMAGE;
  const [src, setSrc] = useState(wanted);
  useEffect(() => setSrc(wanted), [wanted]);
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={cn('h-full w-full object-cover', className)}
      onError={() => setSrc(EVENT_PLACEHOLDER_IMAGE)}
    />
  );
}
