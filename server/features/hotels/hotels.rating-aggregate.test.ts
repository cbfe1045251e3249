import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createHotel } from '../../test/factories';
import { keptRatingCases } from '../../test/kept-rating-cases';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

keptRatingCases(() => t, {
  table: 'horse_hotels', reviewTable: 'horse_hotel_reviews', placeColumn: 'horse_hotel_id', hiddenType: 'hotel_review',
  path: '/api/horse-hotels', create: (app, overrides) => createHotel(app.db, overrides),
});
