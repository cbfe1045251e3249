import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { signedInRider } from './factories';

/**
 * A kind of place (arenas, horse hotels) whose visible reviews' count and rating sum statement triggers keep on the
 * place's row, with the confidence-weighted rating generated from them (migrations 0023, 0031 and 0034).
 */
export interface RatedPlaceKind {
  table: 'arenas' | 'horse_hotels';
  reviewTable: 'reviews' | 'horse_hotel_reviews';
  /** The review's column naming its place. */
  placeColumn: 'arena_id' | 'horse_hotel_id';
  /** hidden_content's target_type for one of its reviews. */
  hiddenType: 'arena_review' | 'hotel_review';
  /** GET `path` lists them, GET `path/:id` shows one, POST `path/:id/reviews` reviews one. */
  path: '/api/arenas' | '/api/horse-hotels';
  create(t: TestApp, overrides?: { name?: string }): Promise<{ id: string }>;
}

/** The cases every kind of rated place passes: its figures follow every write and leave hidden reviews out. */
export function keptRatingCases(app: () => TestApp, kind: RatedPlaceKind) {
  const { table, reviewTable, placeColumn, hiddenType, path } = kind;
  const query = async <Row extends object>(text: string, values: unknown[] = []) => (await app().pool.query<Row>(text, values)).rows;

  async function figuresOf(placeId: string) {
    const [row] = await query<{ count: number; sum: number; weighted: string | null }>(
      `select review_count as count, rating_sum as sum, weighted_rating as weighted from ${table} where id = $1`, [placeId]);
    return { count: row.count, sum: row.sum, weighted: row.weighted === null ? null : Number(row.weighted) };
  }

  /** Reviews inserted in one statement: `[place id, rating]` each. */
  async function insertReviews(reviews: [string, number][]): Promise<string[]> {
    const rows = await query<{ id: string }>(
      `insert into ${reviewTable} (${placeColumn}, rating, review_text)
        select place, rating, 'Ran here' from unnest($1::uuid[], $2::int[]) as given(place, rating) returning id`,
      [reviews.map(([placeId]) => placeId), reviews.map(([, rating]) => rating)]);
    return rows.map((row) => row.id);
  }

  const hide = (reviewId: string) => query(
    'insert into hidden_content (target_type, target_id) values ($1, $2) on conflict do nothing', [hiddenType, reviewId]);
  const restore = (reviewId: string) => query(
    'delete from hidden_content where target_type = $1 and target_id = $2', [hiddenType, reviewId]);

  describe(`a ${table} row's review count and rating sum, kept by the database`, () => {
    it('follow inserts (one or many rows), rating changes, moves between places and deletes', async () => {
      const first = await kind.create(app());
      const second = await kind.create(app());
      expect(await figuresOf(first.id)).toEqual({ count: 0, sum: 0, weighted: null });

      const [great, fine, good] = await insertReviews([[first.id, 5], [first.id, 3], [second.id, 4]]);
      expect(await figuresOf(first.id)).toEqual({ count: 2, sum: 8, weighted: (12 + 8) / 5 });
      expect(await figuresOf(second.id)).toEqual({ count: 1, sum: 4, weighted: (12 + 4) / 4 });

      await query(`update ${reviewTable} set rating = 1 where id = $1`, [great]);
      expect((await figuresOf(first.id)).sum).toBe(4);
      await query(`update ${reviewTable} set ${placeColumn} = $1 where id = $2`, [second.id, fine]);
      expect(await figuresOf(first.id)).toMatchObject({ count: 1, sum: 1 });
      expect(await figuresOf(second.id)).toMatchObject({ count: 2, sum: 7 });

      await query(`delete from ${reviewTable} where id = any($1::uuid[])`, [[great, fine, good]]);
      expect(await figuresOf(first.id)).toEqual({ count: 0, sum: 0, weighted: null });
      expect(await figuresOf(second.id)).toEqual({ count: 0, sum: 0, weighted: null });
    });

    it('order "highest rated first" as reviews arrive through the API', async () => {
      const tag = `Rated ${Date.now()}`;
      const quiet = await kind.create(app(), { name: `${tag} A quiet` });
      const loved = await kind.create(app(), { name: `${tag} B loved` });
      const unrated = await kind.create(app(), { name: `${tag} C unrated` });
      const { agent } = await signedInRider(app());
      const review = (placeId: string, rating: number) =>
        agent.post(`${path}/${placeId}/reviews`).send({ rating, reviewText: 'Ran here last weekend' }).expect(201);
      const order = async () => (await agent.get(path).query({ search: tag, sort: 'rating' }).expect(200)).body
        .map((place: { id: string }) => place.id);

      expect(await order()).toEqual([quiet.id, loved.id, unrated.id]);
      await review(loved.id, 5);
      await review(quiet.id, 2);
      expect(await order()).toEqual([loved.id, quiet.id, unrated.id]);
    });

    it('leave hidden reviews out: hiding takes a review out, restoring puts it back, and a hidden one moves nothing', async () => {
      const place = await kind.create(app());
      const [kept, hidden] = await insertReviews([[place.id, 5], [place.id, 1]]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 2, sum: 6 });

      await hide(hidden);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });
      await hide(hidden); // already hidden: nothing moves
      await query(`insert into hidden_content (target_type, target_id, reason) values ($1, $2, 'again')
        on conflict (target_type, target_id) do update set reason = 'again'`, [hiddenType, hidden]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });
      // Another kind hidden with the same id moves nothing either.
      await query("insert into hidden_content (target_type, target_id) values ('post', $1)", [kept]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });

      await query(`update ${reviewTable} set rating = 2 where id = $1`, [hidden]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });
      await restore(hidden);
      expect(await figuresOf(place.id)).toMatchObject({ count: 2, sum: 7 });

      await hide(hidden);
      await query(`delete from ${reviewTable} where id = $1`, [hidden]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });
      await restore(hidden); // the review is gone: nothing comes back
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 5 });
    });

    it("follow the review's own hidden flag, the change hiding and restoring make to the review (migration 0056)", async () => {
      const place = await kind.create(app());
      const [shown, flagged] = await insertReviews([[place.id, 4], [place.id, 2]]);
      await query(`update ${reviewTable} set hidden = true where id = $1`, [flagged]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 4 });
      await query(`update ${reviewTable} set hidden = false where id = $1`, [flagged]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 2, sum: 6 });

      // A row written already hidden, and deleted while hidden, moves nothing.
      const [{ id: bornHidden }] = await query<{ id: string }>(
        `insert into ${reviewTable} (${placeColumn}, rating, review_text, hidden) values ($1, 5, 'Ran here', true) returning id`, [place.id]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 2, sum: 6 });
      await query(`delete from ${reviewTable} where id = any($1::uuid[])`, [[bornHidden, shown]]);
      expect(await figuresOf(place.id)).toMatchObject({ count: 1, sum: 2 });
    });

    it("are what the place's page and the list show, hidden reviews left out", async () => {
      const tag = `Shown ${Date.now()}`;
      const place = await kind.create(app(), { name: tag });
      const [, , spam] = await insertReviews([[place.id, 5], [place.id, 4], [place.id, 1]]);
      const shown = async () => {
        const page = (await request(app().app).get(`${path}/${place.id}`).set('Cache-Control', 'no-cache').expect(200)).body;
        const [row] = (await request(app().app).get(path).query({ search: tag }).set('Cache-Control', 'no-cache').expect(200)).body;
        return { page: [page.reviewCount, page.averageRating], list: [row.reviewCount, row.averageRating] };
      };
      expect(await shown()).toEqual({ page: [3, 3.3], list: [3, 3.3] });
      await hide(spam);
      expect(await shown()).toEqual({ page: [2, 4.5], list: [2, 4.5] });
    });
  });
}
