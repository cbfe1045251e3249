import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, uploads } from '@shared/schema';
import { UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE, uploadUrl } from '@shared/uploads';
import { createArena, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { objectStoreFor } from '../../storage/object-store';
import { TOO_MANY_PIXELS, UNREADABLE_PICTURE } from './image-processing';
import { claimUploads } from './uploads.repo';
import { sweepUnattachedUploads } from './uploads.files';
import { phoneJpeg, pixelFloodPng, scenicJpeg } from './uploads.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}

const storedFiles = (id: string) => {
  const folder = path.join(t.config.uploadsDir, 'uploads', id);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};
const uploadCount = async () => (await t.db.select({ count: sql<number>`count(*)::int` }).from(uploads))[0].count;

async function refusedAndNothingStored(send: () => Promise<{ status: number; body: { message: string; errors?: unknown } }>) {
  const before = await uploadCount();
  const filesBefore = fs.readdirSync(path.join(t.config.uploadsDir)).length;
  const response = await send();
  expect(await uploadCount()).toBe(before);
  expect(fs.readdirSync(path.join(t.config.uploadsDir)).length).toBe(filesBefore);
  return response;
}

describe('POST /api/uploads', () => {
  it("publishes a phone photo without its EXIF (GPS position, camera) and turned upright", async () => {
    const { agent, user } = await rider();
    const original = await phoneJpeg({ width: 1200, height: 900, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('PhonyPhone'))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer

    const response = await agent.post('/api/uploads').attach('file', original, { filename: 'IMG_0042.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), url: uploadUrl(response.body.id), width: 900, height: 1200 });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, response.body.id));
    expect(row).toMatchObject({ userId: user.id, width: 900, height: 1200, attachedAt: null });

    const served = await agent.get(response.body.url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = served.body as Buffer;
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // The page size of a 900 x 1200 portrait photo.
    expect([after.width, after.height]).toEqual([750, 1000]);
    expect(bytes.includes(Buffer.from('PhonyPhone'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('stores a card, a page and a lightbox size, never wider than the original, each served by URL', async () => {
    const { agent } = await rider();
    const response = await agent.post('/api/uploads').attach('file', await scenicJpeg(2400, 1800), 'ride.jpg');
    expect(response.status).toBe(201);
    expect(storedFiles(response.body.id)).toEqual(['1000.webp', '2000.webp', '400.webp']);
    for (const width of [400, 1000, 2000]) {
      const served = await agent.get(`/uploads/${response.body.id}/${width}.webp`).responseType('blob');
      expect(served.status).toBe(200);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(width);
    }
    const small = await agent.post('/api/uploads').attach('file', await scenicJpeg(640, 480), 'small.jpg');
    expect(small.body).toMatchObject({ width: 640, height: 480 });
    const lightbox = await agent.get(`/uploads/${small.body.id}/2000.webp`).responseType('blob');
    expect((await sharp(lightbox.body as Buffer).metadata()).width).toBe(640);

    expect((await agent.get(`/uploads/${response.body.id}/3000.webp`)).status).toBe(404);
    expect((await agent.get(`/uploads/${response.body.id}/1000.jpg`)).status).toBe(404);
    expect((await agent.get('/uploads/not-an-id/1000.webp')).status).toBe(404);
    expect((await agent.get('/uploads/00000000-0000-4000-8000-000000000000/1000.webp')).status).toBe(404);
  });

  it('takes PNG, WebP and GIF (its first frame) as well', async () => {
    const { agent } = await rider();
    const base = sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 120, b: 40, alpha: 0.5 } } });
    for (const [name, bytes] of [
      ['a.png', await base.clone().png().toBuffer()],
      ['a.webp', await base.clone().webp().toBuffer()],
      ['a.gif', await base.clone().gif().toBuffer()],
    ] as const) {
      const response = await agent.post('/api/uploads').attach('file', bytes, name);
      expect(response.status, name).toBe(201);
      expect(response.body).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('decides the type by the bytes: an SVG, an HTML page and a PDF named .jpg are refused, and nothing is stored', async () => {
    const { agent } = await rider();
    const disguised = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n',
    ];
    for (const text of disguised) {
      const response = await refusedAndNothingStored(() =>
        agent.post('/api/uploads').attach('file', Buffer.from(text), { filename: 'photo.jpg', contentType: 'image/jpeg' }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: UPLOAD_NOT_AN_IMAGE, errors: [{ path: 'file', message: UPLOAD_NOT_AN_IMAGE }] });
    }
  });

  it('refuses a pixel flood (a small file declaring a gigantic image) at once, without decoding it', async () => {
    const { agent } = await rider();
    const flood = await pixelFloodPng(30_000, 30_000);
    expect(flood.length).toBeLessThan(200);
    const started = Date.now();
    const response = await refusedAndNothingStored(() => agent.post('/api/uploads').attach('file', flood, 'tiny.png'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a JPEG cut off half-way, a zero-byte file and a form without a file', async () => {
    const { agent } = await rider();
    const whole = await scenicJpeg(800, 600);
    const truncated = await refusedAndNothingStored(() =>
      agent.post('/api/uploads').attach('file', whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg'));
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(UNREADABLE_PICTURE);

    const empty = await refusedAndNothingStored(() => agent.post('/api/uploads').attach('file', Buffer.alloc(0), 'empty.jpg'));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'file', message: 'Please choose a photo to upload.' }]);

    const none = await agent.post('/api/uploads').field('note', 'no file');
    expect(none.status).toBe(400);
    const otherField = await agent.post('/api/uploads').attach('photo', whole, 'a.jpg');
    expect(otherField.status).toBe(400);
    expect(otherField.body.errors[0].path).toBe('file');
  });

  it('answers 413 over 10 MB', async () => {
    const { agent } = await rider();
    const response = await refusedAndNothingStored(() =>
      agent.post('/api/uploads').attach('file', Buffer.alloc(11 * 1024 * 1024, 0xff), 'big.jpg'));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(UPLOAD_TOO_LARGE);
  });

  it('limits one rider to 10 uploads a minute (429), not the next rider', async () => {
    const { agent } = await rider();
    const photo = await scenicJpeg(320, 240);
    // One after another: twenty at once on a loaded machine once got only 2 stored (the limit counts each request
    // as it arrives, so a burst adds nothing to what this checks).
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await agent.post('/api/uploads').attach('file', photo, 'burst.jpg')).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const next = await rider();
    expect((await next.agent.post('/api/uploads').attach('file', photo, 'mine.jpg')).status).toBe(201);
  });

  it('needs a signed-in rider', async () => {
    const response = await t.agent().post('/api/uploads').attach('file', await scenicJpeg(100, 100), 'a.jpg');
    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/uploads/:id', () => {
  it("removes the rider's photo, its files and every place that showed it; others get 403, unknown ids 404", async () => {
    const { agent, user } = await rider();
    const uploaded = await agent.post('/api/uploads').attach('file', await scenicJpeg(500, 400), 'cover.jpg');
    const arena = await createArena(t.db, { coverImage: uploaded.body.url });
    await claimUploads(t.db, user.id, [uploaded.body.id]);

    const other = await rider();
    expect((await other.agent.delete(`/api/uploads/${uploaded.body.id}`)).status).toBe(403);
    expect((await t.agent().delete(`/api/uploads/${uploaded.body.id}`)).status).toBe(401);
    expect(storedFiles(uploaded.body.id)).toHaveLength(3);

    expect((await agent.delete(`/api/uploads/${uploaded.body.id}`)).status).toBe(204);
    expect(storedFiles(uploaded.body.id)).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, uploaded.body.id))).toEqual([]);
    const [after] = await t.db.select({ coverImage: arenas.coverImage }).from(arenas).where(eq(arenas.id, arena.id));
    expect(after.coverImage).toBeNull();
    expect((await agent.get(uploaded.body.url)).status).toBe(404);
    expect((await agent.delete(`/api/uploads/${uploaded.body.id}`)).status).toBe(404);
  });
});

describe('claimUploads', () => {
  it("attaches only the rider's own, unattached uploads", async () => {
    const { agent, user } = await rider();
    const mine = await agent.post('/api/uploads').attach('file', await scenicJpeg(200, 200), 'a.jpg');
    const someone = await createUser(t.db);
    expect(await claimUploads(t.db, someone.id, [mine.body.id])).toEqual({ outcome: 'unusable', uploadIds: [mine.body.id] });
    expect(await claimUploads(t.db, user.id, [mine.body.id])).toEqual({ outcome: 'claimed', uploads: [{ id: mine.body.id, url: mine.body.url }] });
    expect(await claimUploads(t.db, user.id, [mine.body.id])).toEqual({ outcome: 'unusable', uploadIds: [mine.body.id] });
  });
});

describe('the sweep of unattached uploads', () => {
  it('removes uploads nothing attached within a day, rows and files, and keeps attached and recent ones', async () => {
    const { agent, user } = await rider();
    const photo = await scenicJpeg(300, 300);
    const [forgotten, attached, recent] = await Promise.all(
      ['a', 'b', 'c'].map((name) => agent.post('/api/uploads').attach('file', photo, `${name}.jpg`).then((response) => response.body.id as string)),
    );
    await claimUploads(t.db, user.id, [attached]);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.db.update(uploads).set({ createdAt: twoDaysAgo }).where(sql`${uploads.id} in (${forgotten}, ${attached})`);

    const store = objectStoreFor(t.config);
    const [first, second] = await Promise.all([sweepUnattachedUploads(t.db, store), sweepUnattachedUploads(t.db, store)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
    expect(left).not.toContain(forgotten);
    expect(left).toEqual(expect.arrayContaining([attached, recent]));
    expect(storedFiles(forgotten)).toEqual([]);
    expect(storedFiles(attached)).toHaveLength(3);
    expect(await sweepUnattachedUploads(t.db, store)).toBe(0);
  });
});
