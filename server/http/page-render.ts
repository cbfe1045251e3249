import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';
import { SERVER_STATE_ELEMENT_ID } from '../../client/src/server-state';

interface PageRequest {
  /** The app's own address, for the page's API calls (which the browser would send to the same origin). */
  origin: string;
  cookie?: string;
}

const pageRequest = new AsyncLocalStorage<PageRequest>();
let fetchRouted = false;

/**
 * The client's data code fetches same-origin paths ("/api/events"). While a page renders on the server, those go to
 * this server over loopback with the visitor's cookie, so the page sees what the visitor would; any other fetch in
 * the process is untouched.
 */
function routePageFetches() {
  if (fetchRouted) return;
  fetchRouted = true;
  const fetchOutside = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const page = pageRequest.getStore();
    if (!page || typeof input !== 'string' || !input.startsWith('/')) return fetchOutside(input, init);
    const headers = new Headers(init?.headers);
    if (page.cookie) headers.set('cookie', page.cookie);
    return fetchOutside(`${page.origin}${input}`, { ...init, headers });
  };
}

const loopbackOrigin = (req: Request) => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
};

// Data is embedded in a non-executable JSON block: "<" is escaped so no value can close the block early.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const WARM_UP_PATHS = ['/', '/events', '/arenas', '/horse-hotels', '/services', '/community', `/arena/${NO_SUCH_ID}`,
  `/event/${NO_SUCH_ID}`, `/horse-hotels/${NO_SUCH_ID}`];

/**
 * The first render of a page loads and compiles its code (about a second); the pages riders land on most are
 * rendered once at start, without data, so no visitor waits for that.
 */
async function warmUp(renderPage: (path: string, search: string) => Promise<unknown>) {
  for (const path of WARM_UP_PATHS) await renderPage(path, '').catch(() => undefined);
}

export type PageRenderer = (req: Request) => Promise<string>;

/** Server rendering of the built app's pages into its index.html, with the data each page was rendered with. */
export async function createPageRenderer(indexHtml: string): Promise<PageRenderer> {
  if (!ROOT_ELEMENT.test(indexHtml)) throw new Error('index.html has no <div id="root"> closing its body');
  routePageFetches();
  const { renderPage } = await import('../../client/src/server-render');
  void warmUp(renderPage);
  return async (req) => {
    const url = new URL(req.originalUrl, 'http://page');
    const page = await pageRequest.run({ origin: loopbackOrigin(req), cookie: req.headers.cookie },
      () => renderPage(url.pathname, url.search.slice(1)));
    const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(page.state)}</script>`;
    return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${state}`);
  };
}
