import { readFileSync, readdirSync } from 'node:fs';
import { Router } from 'express';
import sharp from 'sharp';
import type { AppDeps } from '../../app';

const ASSETS = new URL('./assets/', import.meta.url);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The committed variants of one placeholder (`arena-0.jpg`, `arena-1.jpg`, ...), read once at start-up. */
function loadVariants(kind: 'arena' | 'event'): Buffer[] {
  const pattern = new RegExp(`^${kind}-(\\d+)\\.jpg$`);
  return readdirSync(ASSETS)
    .filter((file) => pattern.test(file))
    .sort((a, b) => Number(pattern.exec(a)![1]) - Number(pattern.exec(b)![1]))
    .map((file) => readFileSync(new URL(file, ASSETS)));
}

/** `?v=N` picks variant N modulo the number of variants, so seeded galleries show different pictures. */
function variantIndex(requested: unknown, count: number): number {
  const number = typeof requested === 'string' && /^-?\d{1,9}$/.test(requested) ? Number(requested) : 0;
  return ((number % count) + count) % count;
}

/** Each variant as WebP (about a third of the JPEG's bytes), made on its first request and kept; null if it fails. */
function webpCopies(variants: Buffer[]): (index: number) => Promise<Buffer | null> {
  const made = new Map<number, Promise<Buffer | null>>();
  return (index) => {
    if (!made.has(index)) made.set(index, sharp(variants[index]).webp({ quality: 70 }).toBuffer().catch(() => null));
    return made.get(index)!;
  };
}

/**
 * The stand-in pictures of places without a photo of their own (the arena page's large picture is one, often what
 * its first screen paints last). A browser that shows WebP says so in an image request's Accept and gets it; any
 * other client gets the JPEG the address names.
 */
export function placeholdersRouter(_deps: AppDeps): Router {
  const router = Router();
  for (const kind of ['arena', 'event'] as const) {
    const variants = loadVariants(kind);
    const webp = webpCopies(variants);
    router.get(`/placeholder/${kind}.jpg`, async (req, res) => {
      const index = variantIndex(req.query.v, variants.length);
      res.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      res.vary('Accept');
      const smaller = req.get('accept')?.includes('image/webp') ? await webp(index) : null;
      if (smaller) res.type('image/webp').send(smaller);
      else res.type('image/jpeg').send(variants[index]);
    });
  }
  return router;
}
