import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horseHotelReviewPhotos, horseHotelReviews } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createHotel, createUser } from '../test/factories';
import { MIGRATIONS_FOLDER } from './migrate';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

/** The migration's statements, found by its name so that renumbering it does not break the test. */
function migrationStatements() {
  const file = fs.readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_hotel_review_unique.sql'));
  if (!file) throw new Error('the hotel_review_unique migration is missing');
  return fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('the hotel_review_unique migration', () => {
  it("keeps each rider's newest review of a hotel, leaves other hotels and authorless reviews alone, then refuses a second", async () => {
    // The database as it was before the migration: duplicates were possible.
    await t.pool.query('alter table horse_hotel_reviews drop constraint horse_hotel_reviews_hotel_user_unique');
    const [hotel, otherHotel] = [await createHotel(t.db), await createHotel(t.db)];
    const [repeater, once] = [await createUser(t.db), await createUser(t.db)];
    const review = async (horseHotelId: string, userId: string | null, reviewText: string, createdAt: Date) => {
      const [row] = await t.db.insert(horseHotelReviews)
        .values({ horseHotelId, userId, rating: 4, reviewText, createdAt }).returning();
      return row;
    };
    const oldest = await review(hotel.id, repeater.id, 'first', daysAgo(30));
    await t.db.insert(horseHotelReviewPhotos).values({ reviewId: oldest.id, photoUrl: 'https://photos.example/a.jpg' });
    await review(hotel.id, repeater.id, 'newest', daysAgo(1));
    await review(hotel.id, repeater.id, 'second', daysAgo(10));
    await review(hotel.id, once.id, 'only one', daysAgo(5));
    await review(otherHotel.id, repeater.id, 'other hotel', daysAgo(20));
    await review(hotel.id, null, 'deleted rider A', daysAgo(3));
    await review(hotel.id, null, 'deleted rider B', daysAgo(4));

    for (const statement of migrationStatements()) await t.pool.query(statement);

    const texts = async (horseHotelId: string) => (await t.db.select({ text: horseHotelReviews.reviewText })
      .from(horseHotelReviews).where(eq(horseHotelReviews.horseHotelId, horseHotelId))
      .orderBy(asc(horseHotelReviews.reviewText))).map((row) => row.text);
    expect(await texts(hotel.id)).toEqual(['deleted rider A', 'deleted rider B', 'newest', 'only one']);
    expect(await texts(otherHotel.id)).toEqual(['other hotel']);
    // The removed review's photos went with it.
    expect(await t.db.select().from(horseHotelReviewPhotos).where(eq(horseHotelReviewPhotos.reviewId, oldest.id))).toEqual([]);

    await expect(review(hotel.id, once.id, 'again', new Date())).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
