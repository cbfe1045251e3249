import { FLYER_INVALID_TYPE, FLYER_MAX_BYTES, FLYER_TOO_LARGE } from '@shared/flyer';

export type FlyerKind = 'jpeg' | 'png' | 'gif' | 'pdf';

export type FlyerCheck =
  | { ok: true; kind: FlyerKind }
  | { ok: false; title: string; message: string };

/** The accept attribute of the file input. */
export const FLYER_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';

const EXTENSIONS: Record<string, FlyerKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', pdf: 'pdf' };

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const SIGNATURES: [FlyerKind, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['pdf', ascii('%PDF-')],
];
const SIGNATURE_LENGTH = 8;

/** What the first bytes say the file is (magic numbers), or null. */
export function sniffFlyerKind(bytes: Uint8Array): FlyerKind | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
  return match?.[0] ?? null;
}

function kindFromName(name: string): FlyerKind | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension ? EXTENSIONS[extension] ?? null : null;
}

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SIGNATURE_LENGTH);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

const tooLarge: FlyerCheck = { ok: false, title: FLYER_TOO_LARGE.title, message: FLYER_TOO_LARGE.message };
const invalidType: FlyerCheck = { ok: false, title: FLYER_INVALID_TYPE.title, message: FLYER_INVALID_TYPE.message };

/**
 * Checked before anything is uploaded: at most 1MB, and a JPEG, PNG, GIF or PDF by its name AND by its first
 * bytes (a renamed file is refused here rather than by the server).
 */
export async function checkFlyerFile(file: File): Promise<FlyerCheck> {
  if (file.size > FLYER_MAX_BYTES) return tooLarge;
  const named = kindFromName(file.name);
  if (!named || file.size === 0) return invalidType;
  const sniffed = sniffFlyerKind(await firstBytes(file));
  // The name and the bytes must agree (a .jpg holding a PNG is still fine to read: both are images).
  if (!sniffed || (sniffed === 'pdf') !== (named === 'pdf')) return invalidType;
  return { ok: true, kind: sniffed };
}
