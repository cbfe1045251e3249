import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { reviews } from '@shared/schema';
import { createArena, createEvent, createUser, signIn } from '../test/factories';
import { serveBuiltClient } from './client-assets';

// The built index.html's shape: the theme script, the module script, and the root holding the header's frame.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script>document.documentElement.dataset.theme = 'x'</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div class="frame"><header></header></div></div>
  </body>
</html>`;

let database: TestDatabase;
let app: Express;
let buildDir: string;
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The client's real server-render build (`vite build --ssr`), made once for this file. */
let ssrBuildDir: string;

function buildServerRender() {
  // Inside the repository: the build imports react and the rest from node_modules, found from where it lies.
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  ssrBuildDir = fs.mkdtempSync(path.join(ROOT, 'dist', 'test-ssr-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/server-render.tsx', '--outDir', ssrBuildDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The build's table of each route's own code (client/build/route-preloads-plugin.ts). */
const ROUTE_PRELOADS = [
  { route: '/events', files: ['/assets/EventsPage-def456.js', '/assets/shared-ui-ghi789.js'] },
  { route: '/arena/:id', files: ['/assets/ArenaDetailPage-jkl012.js'] },
];

function appServing(html: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-page-render-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.symlinkSync(ssrBuildDir, `${dir}-ssr`);
  fs.writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  const config = loadConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000' });
  const logger = createLogger('silent');
  return {
    dir,
    app: createApp({ config, db: database.db, pool: database.pool, logger }, {
      serveClient: (target) => serveBuiltClient(target, dir, logger),
    }),
  };
}

/** The page's root and the query cache it carries. */
function parsePage(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state">/.exec(html)?.[1];
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (root === undefined || state === undefined) throw new Error(`not a server-rendered page: ${html.slice(0, 300)}`);
  const queries = (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
  const data = (first: string) => queries.find((query) => query.queryKey[0] === first)?.state.data;
  return { root, queries, data };
}

beforeAll(async () => {
  buildServerRender();
  database = await createTestDatabase();
  ({ app, dir: buildDir } = appServing(INDEX_HTML));
  // The renderer compiles each page's code on its first render; on a busy machine that can outlast the render time
  // limit, and the visitor gets the plain page. These tests are about what a warm renderer sends.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const pages = await Promise.all(['/events', '/arenas', '/arena/00000000-0000-4000-8000-000000000000'].map((url) => request(app).get(url)));
    if (pages.every((page) => page.text.includes('id="server-state"'))) break;
  }
}, 240_000);
afterAll(async () => {
  for (const dir of [buildDir, `${buildDir}-ssr`, ssrBuildDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await database.close();
});

describe('server-rendered pages', () => {
  it('sends the events page with its events in the HTML and the data it was rendered with', async () => {
    const event = await createEvent(database.db, { name: 'Friday Night Jackpot' });
    const response = await request(app).get('/events');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    const page = parsePage(response.text);
    expect(page.root).toContain('Find Barrel Racing Events');
    expect(page.root).toContain('Friday Night Jackpot');
    expect(page.root).not.toContain('class="frame"');
    const list = page.queries.find((query) => query.queryKey[0] === '/api/events' && query.queryKey[2] === 'paged');
    expect(JSON.stringify(list?.state.data)).toContain(event.id);
    // The scripts of index.html are kept, and the renderer adds no executable script of its own.
    expect(response.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(response.text.match(/<script(?![^>]*type="(module|application\/json)")/g)).toHaveLength(1);
  });

  it('links the code of the page\'s route in the head, so it downloads beside the entry script', async () => {
    const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];
    const events = head((await request(app).get('/events?weekend=1')).text);
    expect(events).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(events).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/EventsPage-def456.js">'
      + '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-ui-ghi789.js">');
    const arena = head((await request(app).get('/arena/00000000-0000-4000-8000-000000000000')).text);
    expect(arena.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(arena).toContain('href="/assets/ArenaDetailPage-jkl012.js"');
    expect(head((await request(app).get('/about')).text)).not.toContain('modulepreload');
  });

  it('renders an arena page with its arena, and an unknown arena without failing', async () => {
    const arena = await createArena(database.db, { name: 'Cowtown Coliseum' });
    const found = parsePage((await request(app).get(`/arena/${arena.id}`)).text);
    expect(found.root).toContain('Cowtown Coliseum');
    const missing = await request(app).get('/arena/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(200);
    // The failed lookup is left out of the data, so the browser asks again and shows its own not-found state.
    expect(parsePage(missing.text).queries.some((query) => query.queryKey[0] === '/api/arenas')).toBe(false);
  });

  it('renders each visitor with their own session, even when requests overlap', async () => {
    const agent = request.agent(app);
    const user = await signIn(agent, database.db, { firstName: 'Rowan' });
    const [signedIn, visitor] = await Promise.all([agent.get('/events'), request(app).get('/events')]);
    expect(parsePage(signedIn.text).data('/api/auth/user')).toMatchObject({ id: user.id, email: user.email });
    expect(parsePage(visitor.text).data('/api/auth/user')).toBeNull();
  });

  it('prints the rider\'s dates in the zone their browser told (US Central until then) and carries that clock', async () => {
    const arena = await createArena(database.db, { name: 'Zone Line Arena' });
    const reviewer = await createUser(database.db);
    // 9 PM on January 14 in Chicago, noon on January 15 in Tokyo: an old review shows its date, the rider's day.
    await database.db.insert(reviews).values({
      arenaId: arena.id, userId: reviewer.id, rating: 5, reviewText: 'Deep, even ground', createdAt: new Date('2025-01-15T03:00:00Z'),
    });
    const visit = (cookie: string) => request(app).get(`/arena/${arena.id}`).set('Cookie', cookie);
    const clockOf = (html: string) => JSON.parse(/<script type="application\/json" id="render-clock">(.*?)<\/script>/.exec(html)![1]);
    const before = Date.now();
    const firstVisit = await visit('theme=dark');
    expect(parsePage(firstVisit.text).root).toContain('1/14/2025');
    expect(clockOf(firstVisit.text)).toEqual({ timeZone: 'America/Chicago', now: expect.any(Number) });
    expect(clockOf(firstVisit.text).now).toBeGreaterThanOrEqual(before);
    const tokyo = await visit('tz=Asia%2FTokyo');
    expect(parsePage(tokyo.text).root).toContain('1/15/2025');
    expect(clockOf(tokyo.text).timeZone).toBe('Asia/Tokyo');
    expect(clockOf((await visit('tz=Mars%2FOlympus')).text).timeZone).toBe('America/Chicago');
  });

  it('keeps stored text as text: a name cannot close the data block or add markup', async () => {
    const name = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    await createEvent(database.db, { name });
    const response = await request(app).get('/events');
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<img src=x');
    const page = parsePage(response.text);
    expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(JSON.stringify(page.queries)).toContain(name);
  });

  it('sends the plain index.html when the page cannot be rendered on the server', async () => {
    const broken = appServing('<!doctype html><div id="root"></div>');
    try {
      const response = await request(broken.app).get('/events');
      expect(response.status).toBe(200);
      expect(response.text).toBe('<!doctype html><div id="root"></div>');
    } finally {
      fs.rmSync(broken.dir, { recursive: true, force: true });
      fs.rmSync(`${broken.dir}-ssr`, { force: true });
    }
  });
});
