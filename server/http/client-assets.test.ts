import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltClient } from './client-assets';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let buildDir: string;
let app: express.Express;

/** Collects the body as bytes (supertest has already undone the Content-Encoding). */
const raw = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};
const get = (url: string, acceptEncoding: string) =>
  request(app).get(url).set('Accept-Encoding', acceptEncoding).buffer(true).parse(raw as never);

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-client-assets-'));
  fs.mkdirSync(path.join(buildDir, 'assets'));
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(buildDir, 'assets/app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(buildDir, 'assets/app-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(buildDir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(buildDir, 'assets/tiny-abc123.js'), 'export {};\n');
  app = express();
  serveBuiltClient(app, buildDir);
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe('precompressed assets', () => {
  it('sends the Brotli twin to a browser that accepts br, typed as the original file', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(zlib.brotliCompressSync(SCRIPT).length);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when br is not accepted', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(zlib.gzipSync(SCRIPT).length);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('sends the plain file when no compression is accepted or no twin exists', async () => {
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-abc123.js', 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    expect((await get('/assets/missing-abc123.js', 'gzip, br')).status).toBe(404);
    expect((await get('/assets/../index.html', 'gzip, br')).status).not.toBe(500);
  });
});

describe('a browser that goes away before the answer', () => {
  it('is not reported as an error', async () => {
    const errors: unknown[] = [];
    let reachedAssets = false;
    const aborting = express();
    // The request reaches the asset handler only once its browser has hung up.
    aborting.use((req, _res, next) => {
      const go = () => { reachedAssets = true; next(); };
      if (req.socket.destroyed) go(); else req.socket.once('close', go);
    });
    serveBuiltClient(aborting, buildDir);
    aborting.use(((error, _req, res, _next) => {
      errors.push(error);
      if (!res.headersSent) res.status(500).end();
    }) as express.ErrorRequestHandler);
    const server = aborting.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const gone = http.get({ port, host: '127.0.0.1', path: '/assets/app-abc123.js', headers: { 'Accept-Encoding': 'br' } });
    gone.on('error', () => {});
    gone.on('socket', (socket) => socket.once('connect', () => setTimeout(() => gone.destroy(), 50)));
    await expect.poll(() => reachedAssets).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.close();
    expect(errors).toEqual([]);
  });
});
