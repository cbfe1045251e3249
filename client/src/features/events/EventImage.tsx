import { useEffect, useState } from 'react';
import { safeImageUrl } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';
import { eventPaths } from './api';

/** The event's picture, or the placeholder when it has none or it fails to load. */
export function EventImage({ imageUrl, alt, className }: { imageUrl: string | null; alt: string; className?: string }) {
  const wanted = safeImageUrl(imageUrl) ?? eventPaths.placeholderImage;
  const [src, setSrc] = useState(wanted);
  useEffect(() => setSrc(wanted), [wanted]);
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={cn('h-full w-full object-cover', className)}
      onError={() => setSrc(eventPaths.placeholderImage)}
    />
  );
}
