import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];

async function fetchImage(path: string, accept?: string) {
  const request = t.agent().get(path);
  if (accept) request.set('Accept', accept);
  const response = await request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return { response, body: response.body as Buffer };
}

describe('placeholder images', () => {
  it.each(['/api/placeholder/arena.jpg', '/api/placeholder/event.jpg'])('%s is a real, cacheable JPEG', async (path) => {
    const { response, body } = await fetchImage(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect([...body.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect([...body.subarray(body.length - 2)]).toEqual(JPEG_END);
    expect(body.length).toBeGreaterThan(5_000);
    expect(body.length).toBeLessThan(60 * 1024);
  });

  it.each(['/api/placeholder/arena.jpg?v=2', '/api/placeholder/event.jpg'])('%s is WebP for a browser that shows it, a third of the bytes', async (path) => {
    const chromiumImageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await fetchImage(path, chromiumImageAccept);
    const jpeg = await fetchImage(path, 'image/*,*/*;q=0.8');
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers['content-type']).toMatch(/^image\/webp/);
    expect(webp.response.headers.vary).toMatch(/Accept/);
    expect(webp.response.headers['cache-control']).toContain('max-age=31536000');
    expect((await fileTypeFromBuffer(webp.body))?.mime).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).width).toBe(800);
    expect(webp.body.length).toBeLessThan(jpeg.body.length / 2);
    expect(jpeg.response.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(jpeg.response.headers.vary).toMatch(/Accept/);
  });

  it('serves four arena variants chosen by ?v=N modulo the count, so galleries differ', async () => {
    const bodies = await Promise.all([0, 1, 2, 3, 4, 5].map(async (v) => (await fetchImage(`/api/placeholder/arena.jpg?v=${v}`)).body));
    const distinct = new Set(bodies.map((body) => body.toString('base64')));
    expect(distinct.size).toBe(4);
    expect(bodies[4].equals(bodies[0])).toBe(true);
    expect(bodies[5].equals(bodies[1])).toBe(true);
    for (const body of bodies) expect([...body.subarray(0, 3)]).toEqual(JPEG_MAGIC);
  });

  it('treats a missing, negative or nonsense v as a valid variant', async () => {
    const plain = (await fetchImage('/api/placeholder/arena.jpg')).body;
    const zero = (await fetchImage('/api/placeholder/arena.jpg?v=0')).body;
    const nonsense = await fetchImage('/api/placeholder/arena.jpg?v=banana');
    const negative = await fetchImage('/api/placeholder/event.jpg?v=-3');
    expect(plain.equals(zero)).toBe(true);
    expect(nonsense.response.status).toBe(200);
    expect(nonsense.body.equals(zero)).toBe(true);
    expect(negative.response.status).toBe(200);
    expect([...negative.body.subarray(0, 3)]).toEqual(JPEG_MAGIC);
  });
});
