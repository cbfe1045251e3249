import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routersByFirstSegment } from './routers-by-segment';

/** A router whose routes answer with the router's name, and which counts the requests it is handed. */
function namedRouter(name: string, paths: string[], seen: string[]) {
  const router = Router();
  router.use((req, _res, next) => {
    seen.push(`${name} ${req.path}`);
    next();
  });
  // The counting middleware above would make it take any path; a second, route-only router carries the routes.
  const routes = Router();
  for (const path of paths) routes.get(path, (_req, res) => { res.json({ from: name }); });
  return { counting: router, routes };
}

function appWith(routers: Router[]) {
  const app = express();
  app.use('/api', routersByFirstSegment(routers));
  app.use('/api', (_req, res) => { res.status(404).json({ message: 'Not found' }); });
  app.use(((error, _req, res, _next) => { res.status(500).json({ message: String(error.message) }); }) as express.ErrorRequestHandler);
  return app;
}

describe('routersByFirstSegment', () => {
  it('hands a request only to the routers with a route under its first segment, in their order', async () => {
    const events = Router().get('/events', (_req, res) => { res.json({ from: 'events' }); });
    const claims = Router().get('/arenas/:id/claims', (_req, res) => { res.json({ from: 'claims' }); });
    const arenas = Router()
      .get('/arenas', (_req, res) => { res.json({ from: 'arenas' }); })
      .get('/arenas/:id', (req, res, next) => (req.params.id === 'skip' ? next() : res.json({ from: 'arenas', id: req.params.id })));
    const fallback = Router().get('/arenas/:id', (_req, res) => { res.json({ from: 'later arenas route' }); });
    const app = appWith([events, arenas, claims, fallback]);

    expect((await request(app).get('/api/events')).body).toEqual({ from: 'events' });
    expect((await request(app).get('/api/arenas/7')).body).toEqual({ from: 'arenas', id: '7' });
    // The arenas router passes it on: the next router with an /arenas route answers.
    expect((await request(app).get('/api/arenas/skip')).body).toEqual({ from: 'later arenas route' });
    expect((await request(app).get('/api/arenas/7/claims')).body).toEqual({ from: 'claims' });
    // Express matches paths whatever their case; so does the dispatch.
    expect((await request(app).get('/api/EVENTS')).body).toEqual({ from: 'events' });
    expect((await request(app).get('/api/nothing-here')).status).toBe(404);
    expect((await request(app).get('/api')).status).toBe(404);
  });

  it('gives a router whose routes or middleware could answer any path every request, in its place', async () => {
    const seen: string[] = [];
    const { counting, routes } = namedRouter('counting', ['/trips'], seen);
    const byParameter = Router().get('/:anything/info', (req, res) => { res.json({ from: 'parameter', anything: req.params.anything }); });
    const trips = Router().get('/trips', (_req, res) => { res.json({ from: 'trips' }); });
    const app = appWith([counting, byParameter, trips, routes]);

    expect((await request(app).get('/api/feed/info')).body).toEqual({ from: 'parameter', anything: 'feed' });
    expect((await request(app).get('/api/trips')).body).toEqual({ from: 'trips' });
    expect(seen).toEqual(['counting /feed/info', 'counting /trips']);
  });

  it('passes a route\'s error on to the error handler and skips the routers after it', async () => {
    const failing = Router().get('/reports', () => { throw new Error('boom'); });
    const after = Router().get('/reports', (_req, res) => { res.json({ from: 'after' }); });
    const response = await request(appWith([failing, after])).get('/api/reports');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'boom' });
  });

  it('treats a router that leaves with next("router") as one that found no route', async () => {
    const leaving = Router().get('/feed', (_req, _res, next) => next('router'));
    const answering = Router().get('/feed', (_req, res) => { res.json({ from: 'answering' }); });
    expect((await request(appWith([leaving, answering])).get('/api/feed')).body).toEqual({ from: 'answering' });
  });
});

describe('routersByFirstSegment as a stack', () => {
  it('shows every route of its routers, in order, to whatever walks the app', () => {
    const first = Router().get('/events', () => undefined).post('/events', () => undefined);
    const second = Router().get('/trips/:id', () => undefined);
    const group = routersByFirstSegment([first, second]);
    expect(group.stack.map((layer) => (layer as { route: { path: string } }).route.path)).toEqual(['/events', '/events', '/trips/:id']);
  });
});
