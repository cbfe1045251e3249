import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaPhotos, arenas } from '@shared/schema';
import type { ArenaView } from '@shared/contracts/arenas';
import { createTestApp, type TestApp } from '../../test/app';
import { listRows, SHARED_LIST_VIEWS } from '../../test/shared-list-views';
import { createArena, createEvent, signIn } from '../../test/factories';
import { addArenaPhoto, addReview, followArena, likeArena } from './arenas.test-helpers';

// The list's rows are written by PostgreSQL (listedArenaColumns); an arena's page is selected through drizzle and
// serialized by Express. Both must give the same view, field for field.
let t: TestApp;
let rider: ReturnType<TestApp['agent']>;
let visitor: ReturnType<TestApp['agent']>;
let ratedId: string;
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp();
  rider = t.agent();
  visitor = t.agent();
  const user = await signIn(rider, t.db);
  const rated = await createArena(t.db, {
    name: 'Will Rogers "Coliseum"', city: 'Fort Worth', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000',
    timeZone: 'America/Chicago', features: ['Lights', 'Covered'], recordTime: '13.456', footingLastUpdated: new Date(),
    address: 'Tabs\tnewlines\n"quotes", back\\slashes, ünïcode – and a control \u0001 character',
  });
  ratedId = rated.id;
  await createArena(t.db, { name: 'Plain Pen', city: 'Fort Worth', state: 'TX', latitude: '32.7600000', longitude: '-97.3400000' });
  await addReview(t.db, rated.id, 5);
  await addReview(t.db, rated.id, 4);
  await addArenaPhoto(t.db, rated.id, 'https://example.com/parking.jpg', 'parking', new Date(Date.now() - DAY_MS));
  await addArenaPhoto(t.db, rated.id, 'https://example.com/pen.jpg', 'arena', new Date());
  await createEvent(t.db, { arenaId: rated.id, date: new Date(Date.now() + 3 * DAY_MS) });
  await likeArena(t.db, rated.id, user.id);
  await followArena(t.db, rated.id, user.id);
});
afterAll(async () => { await t.close(); });

const LIST = '/api/arenas?latitude=32.7555&longitude=-97.3308&radiusMiles=50&sort=rating&limit=24';

describe('the arenas list as PostgreSQL writes it', () => {
  for (const { who, cacheControl } of SHARED_LIST_VIEWS) {
    it(`gives each ${who}'s row as the arena's page gives it (${cacheControl ? 'built afresh' : 'kept page'})`, async () => {
      const agent = who === 'rider' ? rider : visitor;
      const rows = await listRows<ArenaView>(agent, LIST, cacheControl);
      expect(rows.map((row) => row.name)).toEqual(['Will Rogers "Coliseum"', 'Plain Pen']);
      for (const row of rows) {
        const { body: { reviews: _reviews, ownReview: _own, gallery: _gallery, photoCount: _count, ...page } } = await agent.get(`/api/arenas/${row.id}`);
        expect(row).toEqual({ ...page, distance: row.distance });
        expect(typeof row.distance).toBe('number');
      }
      const [rated] = rows;
      expect([rated.averageRating, rated.reviewCount, rated.eventCount, rated.recordTime]).toEqual([4.5, 2, 1, '13.456']);
      expect([rated.parkingPhotoUrl, rated.photos]).toEqual(['https://example.com/parking.jpg', ['https://example.com/pen.jpg']]);
      expect([rated.isLiked, rated.isFollowing]).toEqual(who === 'rider' ? [true, true] : [false, false]);
    });
  }
});

describe('the list row each arena keeps (migration 0050)', () => {
  it('follows its photos and its own fields as they change', async () => {
    await t.db.delete(arenaPhotos).where(eq(arenaPhotos.photoUrl, 'https://example.com/pen.jpg'));
    // Checked before the next change, which writes the arena's whole row again.
    expect((await listRows<ArenaView>(visitor, LIST, 'no-cache'))[0].photos).toEqual([]);
    await t.db.update(arenas).set({ footingCondition: 'poor', parkingCapacity: '40' }).where(eq(arenas.id, ratedId));
    for (const { who, cacheControl } of SHARED_LIST_VIEWS) {
      const agent = who === 'rider' ? rider : visitor;
      const [rated] = await listRows<ArenaView>(agent, LIST, cacheControl);
      const { body: { reviews: _reviews, ownReview: _own, gallery: _gallery, photoCount: _count, ...page } } = await agent.get(`/api/arenas/${rated.id}`);
      expect(rated).toEqual({ ...page, distance: rated.distance });
      expect([rated.photos, rated.footingCondition, rated.parkingCapacity]).toEqual([[], 'poor', '40']);
    }
  });
});
