import { readFileSync, readdirSync } from 'node:fs';
import { Router } from 'express';
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

export function placeholdersRouter(_deps: AppDeps): Router {
  const router = Router();
  for (const kind of ['arena', 'event'] as const) {
    const variants = loadVariants(kind);
    router.get(`/placeholder/${kind}.jpg`, (req, res) => {
      res.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      res.type('image/jpeg').send(variants[variantIndex(req.query.v, variants.length)]);
    });
  }
  return router;
}
