import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena } from '../../test/factories';
import { keptRatingCases } from '../../test/kept-rating-cases';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

keptRatingCases(() => t, {
  table: 'arenas', reviewTable: 'reviews', placeColumn: 'arena_id', hiddenType: 'arena_review', path: '/api/arenas',
  create: (app, overrides) => createArena(app.db, overrides),
});
