import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the test uses its documented constructor, run() and close().
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { freePort } from '../../test/ports';
import { startPartitionableRelay } from '../../test/partitionable-relay';
import { phoneJpeg } from './uploads.test-helpers';

/** A real S3-compatible server (s3rver, on loopback) and two app servers configured with the same bucket. */
let s3: { close(): Promise<void> };
let s3Folder: string;
let first: TestApp;
let second: TestApp;
let bucket: Record<string, string>;

beforeAll(async () => {
  s3Folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-s3-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'cloverleaf-photos' }] });
  await (s3 as unknown as { run(): Promise<unknown> }).run();
  bucket = {
    S3_BUCKET: 'cloverleaf-photos',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  [first, second] = await Promise.all([createTestApp(bucket), createTestApp(bucket)]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await s3?.close();
  fs.rmSync(s3Folder, { recursive: true, force: true });
});

const bytesOf = (response: { body: unknown }) => response.body as Buffer;

describe('uploads in S3-compatible object storage', () => {
  it("serves an upload made through one app server from another, and keeps nothing on the servers' disks", async () => {
    const agent = first.agent();
    await signIn(agent, first.db);
    const uploaded = await agent.post('/api/uploads').attach('file', await phoneJpeg({ width: 1600, height: 1200, orientation: 1 }), 'arena.jpg');
    expect(uploaded.status).toBe(201);

    const fromFirst = await first.agent().get(uploaded.body.url).responseType('blob');
    const fromSecond = await second.agent().get(uploaded.body.url).responseType('blob');
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/webp');
    expect(fromSecond.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bytesOf(fromSecond).equals(bytesOf(fromFirst))).toBe(true);
    expect((await sharp(bytesOf(fromSecond)).metadata()).width).toBe(1000);
    expect((await sharp(bytesOf(fromSecond)).metadata()).exif).toBeUndefined();

    for (const app of [first, second]) expect(fs.readdirSync(app.config.uploadsDir)).toEqual([]);
    expect(JSON.stringify(fs.readdirSync(s3Folder, { recursive: true }))).toContain(uploaded.body.id);
  });

  it('deletes the objects from the bucket when the rider deletes the photo', async () => {
    const agent = first.agent();
    await signIn(agent, first.db);
    const uploaded = await agent.post('/api/uploads').attach('file', await phoneJpeg({ width: 800, height: 600, orientation: 1 }), 'a.jpg');
    expect((await agent.delete(`/api/uploads/${uploaded.body.id}`)).status).toBe(204);
    expect((await second.agent().get(uploaded.body.url)).status).toBe(404);
    expect((await second.agent().get(`/uploads/${uploaded.body.id}/400.webp`)).status).toBe(404);
  });
});

describe('an object store that stops answering', () => {
  it('answers a photo 503 within about ten seconds instead of holding it, and serves it again once the store answers', async () => {
    // A partition between the app server and the store: connections stay open and nothing answers.
    const relay = await startPartitionableRelay(bucket.S3_ENDPOINT);
    const app = await createTestApp({ ...bucket, S3_ENDPOINT: relay.url });
    try {
      const agent = app.agent();
      await signIn(agent, app.db);
      const uploaded = await agent.post('/api/uploads').attach('file', await phoneJpeg({ width: 800, height: 600, orientation: 1 }), 'a.jpg');
      expect(uploaded.status).toBe(201);
      relay.partition();
      const started = performance.now();
      const unanswered = await app.agent().get(uploaded.body.url).timeout(30_000);
      expect(unanswered.status).toBe(503);
      expect(unanswered.headers['retry-after']).toBe('2');
      // Two attempts of at most 5 s each (server/storage/object-store.ts).
      expect(performance.now() - started).toBeLessThan(12_000);
      relay.heal();
      expect((await app.agent().get(uploaded.body.url).responseType('blob')).status).toBe(200);
    } finally {
      relay.heal();
      await app.close();
      await relay.close();
    }
  }, 40_000);
});
