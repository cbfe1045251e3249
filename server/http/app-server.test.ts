import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { serveOnLoopback } from '../test/served-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => { await close?.(); close = undefined; });

async function listening(app: express.Express) {
  const { server, url, close: closeServer } = await serveOnLoopback(app);
  close = closeServer;
  // Ahead of Express's own listener: what each request and response are born as.
  const born: { request: object | null; response: object | null }[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    born.push({ request: Object.getPrototypeOf(req) as object | null, response: Object.getPrototypeOf(res) as object | null });
  });
  return { url, born };
}

describe('createAppServer', () => {
  it('builds each request and response with the app\'s prototypes, which Express then leaves as they are', async () => {
    const app = express();
    const handled: { request: object | null; response: object | null }[] = [];
    app.get('/api/echo', (req, res) => {
      handled.push({ request: Object.getPrototypeOf(req) as object | null, response: Object.getPrototypeOf(res) as object | null });
      res.json({ same: req.app === app, name: req.query.name, agent: req.get('user-agent') });
    });
    const { url, born } = await listening(app);

    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${url}/api/echo?name=clover`, { headers: { 'user-agent': 'test-phone' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ same: true, name: 'clover', agent: 'test-phone' });
    }
    expect(born).toHaveLength(2);
    for (const [index, prototypes] of born.entries()) {
      expect(prototypes.request).toBe(app.request);
      expect(prototypes.response).toBe(app.response);
      expect(handled[index]).toEqual(prototypes);
    }
  });

  it('keeps the app\'s own additions to its request and response, and Express\'s error answers', async () => {
    const app = express();
    Object.defineProperty(app.request, 'riderZone', { get() { return (this as express.Request).get('x-zone') ?? 'none'; } });
    app.get('/api/zone', (req, res) => { res.status(201).cookie('seen', '1').json({ zone: (req as express.Request & { riderZone: string }).riderZone }); });
    app.get('/api/broken', () => { throw new Error('broken on purpose'); });
    app.use(((error: Error, _req, res, _next) => { res.status(500).json({ message: error.message }); }) as express.ErrorRequestHandler);
    const { url } = await listening(app);

    const zone = await fetch(`${url}/api/zone`, { headers: { 'x-zone': 'America/Chicago' } });
    expect(zone.status).toBe(201);
    expect(zone.headers.get('set-cookie')).toMatch(/^seen=1/);
    expect(await zone.json()).toEqual({ zone: 'America/Chicago' });
    const broken = await fetch(`${url}/api/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ message: 'broken on purpose' });
    expect((await fetch(`${url}/api/nowhere`)).status).toBe(404);
  });
});
