import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createArena } from '../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let index = 0; index < 12; index += 1) await createArena(t.db, { name: `Compressed Arena ${index}` });
});
afterAll(async () => { await t.close(); });

describe('API response compression', () => {
  it('compresses a list of a few KB for a browser that accepts gzip, and the JSON reads the same', async () => {
    const plain = await request(t.app).get('/api/arenas?limit=12').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

    const compressed = await request(t.app).get('/api/arenas?limit=12').set('Accept-Encoding', 'gzip');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(compressed.body).toEqual(plain.body);
  });

  it('sends small answers as they are', async () => {
    const health = await request(t.app).get('/api/health').set('Accept-Encoding', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('answers a client that names no encoding as is, with the same body', async () => {
    const plain = await request(t.app).get('/api/arenas?limit=12').set('Accept-Encoding', 'identity');
    const unnamed = await request(t.app).get('/api/arenas?limit=12').unset('Accept-Encoding');
    expect(unnamed.status).toBe(200);
    expect(unnamed.headers['content-encoding']).toBeUndefined();
    expect(unnamed.headers['content-length']).toBe(plain.headers['content-length']);
    expect(unnamed.body).toEqual(plain.body);
  });
});
