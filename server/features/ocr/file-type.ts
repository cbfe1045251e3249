/** What an upload really is, from its first bytes: the name and the browser's content type are never trusted. */

export type FlyerFileType = 'jpeg' | 'png' | 'gif' | 'pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const SIGNATURES: [FlyerFileType, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['pdf', ascii('%PDF-')],
];

export function sniffFlyerType(bytes: Uint8Array): FlyerFileType | null {
  return SIGNATURES.find(([, signature]) => startsWith(bytes, signature))?.[0] ?? null;
}

export interface ImageSize {
  width: number;
  height: number;
}

// JPEG start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not.
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** Pixel size from the image header, so a small file that decodes to a gigantic bitmap can be refused unread. */
export function imageSize(bytes: Uint8Array, type: Exclude<FlyerFileType, 'pdf'>): ImageSize | null {
  if (type === 'jpeg') return jpegSize(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  return bytes.length >= 10 ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
}
