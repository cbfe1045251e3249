import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from '../logger';
import { createPageRenderer, type PageRenderer } from './page-render';
import { readRoutePreloads } from './route-preloads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_BUILD_DIR = path.join(root, 'dist/public');
/** The client's SSR build sits beside its browser build (never inside it, which is served to the public). */
export const ssrEntryOf = (buildDir: string) => path.join(`${buildDir}-ssr`, 'server-render.js');

export const builtIndexHtml = (buildDir = CLIENT_BUILD_DIR) => {
  const file = path.join(buildDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

const ASSET_CACHE = { immutable: true, maxAge: '1y' } as const;
const PRECOMPRESSED = [{ encoding: 'br', suffix: '.br' }, { encoding: 'gzip', suffix: '.gz' }] as const;

/**
 * The build writes .br and .gz twins of its text assets (vite.config.ts): a browser that accepts one gets it with
 * Content-Encoding, so nothing is compressed per request; anything else falls through to the plain file.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const name = req.path.slice(1);
    const twin = PRECOMPRESSED.find(({ encoding, suffix }) =>
      files.has(`${name}${suffix}`) && req.acceptsEncodings(encoding) === encoding);
    if (!twin) return next();
    res.type(path.extname(name));
    res.set('Content-Encoding', twin.encoding);
    res.sendFile(path.join(assetsDir, `${name}${twin.suffix}`), ASSET_CACHE, (error) => {
      // A browser that went away (a tab closed, a navigation) before the answer began is nobody's error.
      if (!error || res.headersSent || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') return;
      next(error);
    });
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year; every other non-API path gets index.html with the page
 * rendered in it (or the plain index.html, which renders in the browser, when server rendering is off or fails).
 */
export function serveBuiltClient(
  app: Express, buildDir = CLIENT_BUILD_DIR, logger?: Logger, { ssr = true }: { ssr?: boolean } = {},
) {
  const indexHtml = path.join(buildDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing). Run "npm run build" first.`);
  }
  const assetsDir = path.join(buildDir, 'assets');
  app.use('/assets', precompressedAssets(assetsDir), express.static(assetsDir, { ...ASSET_CACHE, fallthrough: false }));
  // The service worker and the manifest are checked for a new version on every visit: never kept by a cache.
  app.get(['/sw.js', '/manifest.webmanifest'], (req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    if (req.path.endsWith('.webmanifest')) res.type('application/manifest+json');
    res.sendFile(path.join(buildDir, req.path), (error) => { if (error && !res.headersSent) next(); });
  });
  app.use(express.static(buildDir, { index: false, maxAge: '1h' }));
  let renderPage: PageRenderer | null = null;
  try {
    if (ssr) renderPage = createPageRenderer(fs.readFileSync(indexHtml, 'utf8'), ssrEntryOf(buildDir), readRoutePreloads(buildDir));
  } catch (error) {
    logger?.error({ err: error }, 'pages will not be rendered on the server');
  }
  app.get(/^(?!\/api\/).*/, compression(), async (req, res) => {
    // The page holds the visitor's own data: never shared by a cache, always revalidated.
    res.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
    if (!renderPage) return res.sendFile(indexHtml);
    try {
      res.type('html').send(await renderPage(req));
    } catch (error) {
      logger?.error({ err: error, url: req.originalUrl }, 'server rendering failed; sending the plain page');
      res.sendFile(indexHtml);
    }
  });
}

/** Development: Vite in middleware mode, with hot reload over the same HTTP server. */
export async function createViteDevServer(server: Server) {
  const { createServer } = await import('vite');
  return createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
  });
}
