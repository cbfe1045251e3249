import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenContent } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A word no other test's arena contains, so `search` isolates each test's rows in the shared database. */
const token = () => `Zc${randomUUID().slice(0, 6)}`;

describe('GET /api/arenas/choices', () => {
  it('lists the arenas whose name, city or state matches, by name, with their place only; hidden ones left out', async () => {
    const tag = token();
    const coliseum = await createArena(t.db, { name: `b ${tag} Coliseum`, city: 'Fort Worth', state: 'TX' });
    const arena = await createArena(t.db, { name: `A ${tag} Arena`, city: 'Guthrie', state: 'OK' });
    const inTown = await createArena(t.db, { name: 'Plain Pens', city: `${tag}ville`, state: 'KS' });
    const hidden = await createArena(t.db, { name: `C ${tag} Hidden`, city: 'Waco', state: 'TX' });
    await t.db.insert(hiddenContent).values({ targetType: 'arena', targetId: hidden.id });

    const response = await request(t.app).get('/api/arenas/choices').query({ search: tag });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: arena.id, name: arena.name, city: 'Guthrie', state: 'OK' },
      { id: coliseum.id, name: coliseum.name, city: 'Fort Worth', state: 'TX' },
      { id: inTown.id, name: 'Plain Pens', city: `${tag}ville`, state: 'KS' },
    ]);
  });

  it('gives at most `limit` (200 when not asked), and names a bad limit', async () => {
    const tag = token();
    for (const letter of ['D', 'E', 'F']) await createArena(t.db, { name: `${letter} ${tag}` });
    const two = await request(t.app).get('/api/arenas/choices').query({ search: tag, limit: 2 });
    expect(two.body.map((choice: { name: string }) => choice.name)).toEqual([`D ${tag}`, `E ${tag}`]);
    expect((await request(t.app).get('/api/arenas/choices')).body.length).toBeLessThanOrEqual(200);

    const bad = await request(t.app).get('/api/arenas/choices').query({ limit: 201 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['limit']);
  });
});
