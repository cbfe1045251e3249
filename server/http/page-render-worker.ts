import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderPage } from '../../shared/page-state';

/** The client's SSR build (`npm run build`), whose entry renders a page; its path comes from the main thread. */
const { ssrEntry } = workerData as { ssrEntry: string };
const { renderPage } = await import(pathToFileURL(ssrEntry).href) as { renderPage: RenderPage };

/** A page to render, as the main thread sends it. */
export interface PageJob {
  id: number;
  path: string;
  search: string;
  /** The app's own address, for the page's API calls (which the browser would send to the same origin). */
  origin: string;
  cookie?: string;
  /** The rider's zone and the moment the page is rendered at (ms): the page's dates are printed with them. */
  clock: { timeZone: string; now: number };
}

export type PageJobResult =
  | { id: number; html: string; state: unknown }
  | { id: number; error: string };

const pageRequest = new AsyncLocalStorage<Pick<PageJob, 'origin' | 'cookie'>>();
const WARM_UP_CLOCK = { timeZone: 'UTC', now: new Date(0) };

// The client's data code fetches same-origin paths ("/api/events"). While a page renders, those go to the app server
// over loopback with the visitor's cookie, so the page sees what the visitor would.
const fetchOutside = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const page = pageRequest.getStore();
  if (!page || typeof input !== 'string' || !input.startsWith('/')) return fetchOutside(input, init);
  const headers = new Headers(init?.headers);
  if (page.cookie) headers.set('cookie', page.cookie);
  return fetchOutside(`${page.origin}${input}`, { ...init, headers });
};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const WARM_UP_PATHS = ['/', '/events', '/arenas', '/horse-hotels', '/services', '/community', `/arena/${NO_SUCH_ID}`,
  `/event/${NO_SUCH_ID}`, `/horse-hotels/${NO_SUCH_ID}`];

/**
 * The first render of a page loads and compiles its code (about a second); the pages riders land on most are
 * rendered once at start, without data, so no visitor waits for that.
 */
async function warmUp() {
  for (const path of WARM_UP_PATHS) await renderPage(path, '', WARM_UP_CLOCK).catch(() => undefined);
}

parentPort?.on('message', (job: PageJob) => {
  const clock = { timeZone: job.clock.timeZone, now: new Date(job.clock.now) };
  pageRequest.run({ origin: job.origin, cookie: job.cookie }, () => renderPage(job.path, job.search, clock))
    .then((page): PageJobResult => ({ id: job.id, html: page.html, state: page.state }))
    .catch((error: unknown): PageJobResult => ({ id: job.id, error: error instanceof Error ? error.message : String(error) }))
    .then((result) => parentPort?.postMessage(result));
});
void warmUp();
