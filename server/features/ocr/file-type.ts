import { fileTypeFromBuffer } from 'file-type';

/** What an upload really is, from its bytes (file-type): the name and the browser's content type are never trusted. */
export type FlyerFileType = 'jpeg' | 'png' | 'gif' | 'pdf';

const FLYER_TYPES: Record<string, FlyerFileType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

export async function sniffFlyerType(bytes: Uint8Array): Promise<FlyerFileType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && FLYER_TYPES[type.mime]) ?? null;
}
