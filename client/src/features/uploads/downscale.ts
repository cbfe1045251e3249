/**
 * Phone photos are 3-12 MB; the server never keeps more than 2000 px across. Shrinking them in the browser before
 * upload spares riders' mobile data (a 12 MP JPEG of ~5 MB becomes ~0.6 MB) and converts formats the server refuses
 * (HEIC on Safari) to JPEG. Re-encoding through a canvas also drops the photo's metadata (its GPS position) before it
 * leaves the phone. Browsers without createImageBitmap (and GIFs, whose animation a canvas would lose) send the file
 * as it is.
 */
export const MAX_UPLOAD_SIDE = 2560;
const SMALL_ENOUGH_BYTES = 1_500_000;
const JPEG_QUALITY = 0.85;

export async function downscalePhoto(file: File): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not decodable here: the server decides
  }
  try {
    const scale = Math.min(1, MAX_UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
    const browserReadable = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES && browserReadable) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const smaller = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return smaller && (smaller.size < file.size || !browserReadable) ? smaller : file;
  } finally {
    bitmap.close();
  }
}

/** The name sent with a downscaled photo: its own name with the extension of what is sent. */
export function uploadFileName(file: File, sent: Blob): string {
  if (sent === file || !file.name) return file.name || 'photo.jpg';
  return `${file.name.replace(/\.[^.]*$/, '')}.jpg`;
}
