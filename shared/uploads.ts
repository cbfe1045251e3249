/**
 * Uploaded pictures, as both sides see them. The server stores each upload as WebP in the widths below (never wider
 * than the original) and serves them at `/uploads/<id>/<width>.webp` with year-long cache headers; pages keep the
 * page-size URL in their own columns, and the client derives the other sizes from it for `srcset`.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'That photo is larger than 10 MB. Please choose a smaller one.';
export const UPLOAD_NOT_AN_IMAGE = 'That file is not a photo we can use. Please choose a JPEG, PNG, WebP or GIF image.';
/** At most this many photos on one review or ground report. */
export const MAX_PHOTOS_PER_POST = 6;

/** card, page, lightbox */
export const UPLOAD_WIDTHS = [400, 1000, 2000] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];
export const PAGE_WIDTH: UploadWidth = 1000;

export const uploadUrl = (id: string, width: UploadWidth = PAGE_WIDTH) => `/uploads/${id}/${width}.webp`;

const UPLOAD_URL = /^\/uploads\/([0-9a-f-]{36})\/(\d+)\.webp$/;

/** The upload id behind one of its URLs, or null for any other URL (a pasted https link, a placeholder). */
export function uploadIdOf(url: string | null | undefined): string | null {
  return url ? UPLOAD_URL.exec(url)?.[1] ?? null : null;
}

/** `srcset` for an uploaded picture's URL (any of its sizes); null for other URLs. */
export function uploadSrcSet(url: string | null | undefined): string | null {
  const id = uploadIdOf(url);
  return id ? UPLOAD_WIDTHS.map((width) => `${uploadUrl(id, width)} ${width}w`).join(', ') : null;
}
