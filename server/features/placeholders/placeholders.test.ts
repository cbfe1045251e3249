import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];

async function fetchImage(path: string) {
  const response = await t.agent().get(path).buffer(true).parse((res, done) => {
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
