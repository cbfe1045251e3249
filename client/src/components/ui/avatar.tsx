import { useEffect, useState } from 'react';
import { uploadIdOf, uploadUrl } from '@shared/uploads';
import { cn } from '@/lib/cn';

interface AvatarProps {
  imageUrl?: string | null;
  /** Shown when there is no image or it fails to load, e.g. initials. */
  fallback: string;
  className?: string;
}

/**
 * A round picture, falling back to short text. Decorative: label the surrounding control instead. The fallback is
 * drawn by CSS (not text in the page), so a control labelled "Account menu for Jane Doe" has no visible text "JD"
 * that its name lacks (WCAG 2.5.3, label in name: speech users say what they read on the control).
 */
export function Avatar({ imageUrl, fallback, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // An uploaded picture is shown from its smallest stored size: an avatar is never wider than a card.
  const uploadId = uploadIdOf(imageUrl);
  const source = uploadId ? uploadUrl(uploadId, 400) : imageUrl;
  useEffect(() => setFailed(false), [imageUrl]);
  return (
    <span
      aria-hidden="true"
      data-initials={source && !failed ? undefined : fallback}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        'before:content-[attr(data-initials)]',
        className,
      )}
    >
      {source && !failed && <img src={source} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} />}
    </span>
  );
}
