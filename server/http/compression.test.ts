import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createArena, signIn } from '../test/factories';
import { CompressedByTag, KeptBody } from './kept-body';

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

  it('sends a visitor\'s kept answer in brotli or gzip as the browser asks, the same JSON and ETag as the plain one', async () => {
    const arenaPath = `/api/arenas/${(await createArena(t.db, { name: 'Kept Compressed Arena', address: 'x'.repeat(1200) })).id}`;
    // The events and arenas lists keep their pages (shared-list-pages.ts), an arena page is kept for visitors (visitor-cache.ts).
    for (const path of ['/api/arenas?limit=12', arenaPath]) {
      const first = await request(t.app).get(path).set('Accept-Encoding', 'identity');
      expect(first.status).toBe(200);
      // Kept answers are compressed once, apart from the middleware's per-request streams.
      const perRequest = [vi.spyOn(zlib, 'createBrotliCompress'), vi.spyOn(zlib, 'createGzip')];
      for (const [accepted, sent] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined]]) {
        const kept = await request(t.app).get(path).set('Accept-Encoding', accepted!);
        expect({ path, accepted, encoding: kept.headers['content-encoding'] }).toEqual({ path, accepted, encoding: sent });
        expect(kept.headers.vary).toMatch(/Accept-Encoding/i);
        expect(kept.headers.etag).toBe(first.headers.etag);
        expect(kept.headers['x-total-count']).toBe(first.headers['x-total-count']);
        expect(kept.body).toEqual(first.body);
        if (sent) expect(Number(kept.headers['content-length'])).toBeLessThan(Number(first.headers['content-length']) / 2);
      }
      const unchanged = await request(t.app).get(path).set('Accept-Encoding', 'gzip, br').set('If-None-Match', first.headers.etag);
      expect(unchanged.status).toBe(304);
      expect(perRequest.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
      for (const spy of perRequest) spy.mockRestore();
    }
  });

  it('compresses a kept body once for every request that asks', async () => {
    const body = new KeptBody(JSON.stringify(Array.from({ length: 50 }, (_, index) => ({ index, name: `Row ${index}` }))));
    const text = () => body.text;
    const [brotli, again] = [body.forms.of('br', text), body.forms.of('br', text)];
    expect(again).toBe(brotli);
    expect(zlib.brotliDecompressSync(await brotli).toString()).toBe(body.text);
    expect(zlib.gunzipSync(await body.forms.of('gzip', text)).toString()).toBe(body.text);
  });

  it('sends signed-in riders\' pages compressed without a per-request stream: the same JSON and tag as plain', async () => {
    const riders = [t.agent(), t.agent()];
    for (const rider of riders) await signIn(rider, t.db);
    const path = '/api/arenas?limit=12';
    const plain = await riders[0].get(path).set('Accept-Encoding', 'identity');
    const perRequest = vi.spyOn(zlib, 'createBrotliCompress');
    try {
      // The second rider has the same flags (none), and the first asks again: both are sent the kept form.
      for (const rider of [...riders, riders[0]]) {
        const answer = await rider.get(path).set('Accept-Encoding', 'gzip, deflate, br');
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(answer.headers['x-total-count']).toBe(plain.headers['x-total-count']);
        expect(answer.body).toEqual(plain.body);
      }
      expect(perRequest).not.toHaveBeenCalled();
    } finally {
      perRequest.mockRestore();
    }
  });

  it('builds a tagged answer\'s text only when no kept compressed form of it serves', async () => {
    const tagged = new CompressedByTag();
    let built = 0;
    const text = () => {
      built += 1;
      return JSON.stringify(Array.from({ length: 50 }, (_, index) => ({ index, name: `Row ${index}` })));
    };
    const app = express().get('/answer', (req, res) => {
      const etag = `W/"${String(req.query.tag)}"`;
      res.set('ETag', etag).type('json');
      return tagged.send(req, res, etag, text);
    });
    const ask = (tag: string, encoding: string) => request(app).get(`/answer?tag=${tag}`).set('Accept-Encoding', encoding);
    const first = await ask('a', 'br');
    expect([first.headers['content-encoding'], built]).toEqual(['br', 1]);
    const again = await ask('a', 'br');
    expect([again.headers['content-encoding'], built]).toEqual(['br', 1]);
    expect(again.body).toEqual(first.body);
    expect((await ask('a', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect(built).toBe(2);
    expect((await ask('b', 'br')).body).toEqual(first.body);
    expect(built).toBe(3);
    const plain = await ask('a', 'identity');
    expect([plain.headers['content-encoding'], built]).toEqual([undefined, 4]);
    expect((await ask('a', 'br').set('If-None-Match', 'W/"a"')).status).toBe(304);
  });
});
