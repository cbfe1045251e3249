import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_BUILD_DIR = path.join(root, 'dist/public');

export const builtIndexHtml = (buildDir = CLIENT_BUILD_DIR) => {
  const file = path.join(buildDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

/** Serves the built SPA: hashed assets cached for a year, every other non-API path falls back to index.html. */
export function serveBuiltClient(app: Express, buildDir = CLIENT_BUILD_DIR) {
  const indexHtml = path.join(buildDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing). Run "npm run build" first.`);
  }
  app.use('/assets', express.static(path.join(buildDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(buildDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
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
