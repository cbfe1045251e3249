import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLYER_INVALID_TYPE, FLYER_MAX_BYTES, FLYER_TOO_LARGE } from '@shared/flyer';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/factories';
import { changedTables, databaseState } from './database-state';

// Renamed ELF and Windows executables, text and SVG files, a 1 MB + PNG upload and signed-out uploads are covered
// by server/features/ocr/ocr.test.ts; these add HTML, the exact size limit and the JSON body limit.

const URL = '/api/ocr/extract-flyer';
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  await signIn(agent, t.db);
});
afterAll(async () => { await t.close(); });

describe('flyer uploads are judged by their bytes, not their name', () => {
  it.each([
    ['an HTML page named flyer.jpg', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'flyer.jpg', 'image/jpeg'],
    ['an HTML page named flyer.pdf', Buffer.from('<html><body onload=alert(1)>'), 'flyer.pdf', 'application/pdf'],
    ['HTML with a UTF-8 byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<html>')]), 'flyer.png', 'image/png'],
    ['a shell script named flyer.gif', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'flyer.gif', 'image/gif'],
  ])('refuses %s with 400', async (_label, bytes, filename, contentType) => {
    const before = await databaseState(t.pool);
    const response = await agent.post(URL).attach('file', bytes, { filename, contentType });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(FLYER_INVALID_TYPE);
    expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
  });
});

describe('size limits', () => {
  it('refuses a flyer one byte over 1 MB with 413 before looking at it', async () => {
    const oversized = Buffer.concat([JPEG_SIGNATURE, Buffer.alloc(FLYER_MAX_BYTES + 1 - JPEG_SIGNATURE.length)]);
    const response = await agent.post(URL).attach('file', oversized, { filename: 'flyer.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual(FLYER_TOO_LARGE);
  });

  it('refuses a JSON body over 100 kB with 413, writing nothing', async () => {
    const before = await databaseState(t.pool);
    const response = await agent.post('/api/feed').send({ content: 'x'.repeat(101 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body too large' });
    expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
  });

  it('refuses a multipart request stuffed with fields with 400', async () => {
    let request = agent.post(URL);
    for (let field = 0; field < 10; field += 1) request = request.field(`note${field}`, 'x');
    const response = await request.attach('file', Buffer.from('%PDF-1.4\n'), 'flyer.pdf');
    expect(response.status).toBe(400);
  });
});
