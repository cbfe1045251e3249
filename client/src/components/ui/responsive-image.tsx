import type { ImgHTMLAttributes } from 'react';
import { uploadSrcSet } from '@shared/uploads';

/**
 * An img that lets the browser pick the size it needs: an uploaded picture's URL gets a `srcSet` of its stored widths
 * (card, page, lightbox; shared/uploads.ts), so a phone card loads ~40 KB where the page size would be ~200 KB. Any
 * other URL (a pasted link, a placeholder) is a plain img. `sizes` says how wide it shows (default: the viewport).
 */
export function ResponsiveImage({ src, sizes = '100vw', alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const srcSet = uploadSrcSet(src) ?? undefined;
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...props} />;
}
