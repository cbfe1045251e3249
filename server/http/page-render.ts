import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Request } from 'express';
import { RENDER_CLOCK_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, type RoutePreload } from '../../shared/page-state';
import { DEFAULT_TIME_ZONE, riderTimeZoneFromCookie } from '../../shared/time-zones';
import type { PageJob, PageJobResult } from './page-render-worker';
import { modulePreloadLinks } from './route-preloads';

/** A render that takes longer than this is given up: the visitor gets the plain page, which renders in the browser. */
const RENDER_TIMEOUT_MS = 5_000;

const loopbackOrigin = (req: Request) => {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
};

// Data is embedded in a non-executable JSON block: "<" is escaped so no value can close the block early.
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/**
 * Pages render in a worker thread: the rendering's CPU time stays off the event loop that answers the API, and so
 * do the async hooks React's server renderer turns on (AsyncLocalStorage, which tracks every promise of its thread).
 */
class PageRenderWorker {
  private worker: Worker | null = null;

  constructor(private readonly ssrEntry: string) {}

  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: PageJobResult) => void; reject: (error: Error) => void }>();

  render(job: Omit<PageJob, 'id'>): Promise<PageJobResult> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<PageJobResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`rendering ${job.path} took over ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      this.waiting.set(id, {
        resolve: (result) => { clearTimeout(timer); resolve(result); },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
      worker.postMessage({ ...job, id } satisfies PageJob);
    });
  }

  start(): Worker {
    if (this.worker) return this.worker;
    // No inherited node options: a `--import some.ts` the server was started with (the bench preloads one) would load
    // before the worker's entry has registered tsx, and fail.
    const worker = new Worker(new URL('./page-render-worker.mjs', import.meta.url), {
      execArgv: [], workerData: { ssrEntry: this.ssrEntry },
    });
    worker.unref(); // never what keeps the process alive
    worker.on('message', (result: PageJobResult) => this.waiting.get(result.id)?.resolve(result));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null; // the next render starts a new one
      for (const pending of this.waiting.values()) pending.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the page render worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

export type PageRenderer = (req: Request) => Promise<string>;

/**
 * Server rendering of the built app's pages into its index.html by the client's SSR build at `ssrEntry`, with the
 * data each page was rendered with and links that preload the page's own code (`routePreloads`, the build's table),
 * so it downloads beside the entry.
 */
export function createPageRenderer(indexHtml: string, ssrEntry: string, routePreloads: RoutePreload[] = []): PageRenderer {
  if (!ROOT_ELEMENT.test(indexHtml)) throw new Error('index.html has no <div id="root"> closing its body');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  if (!fs.existsSync(ssrEntry)) throw new Error(`the server render build is missing (${ssrEntry}): run "npm run build"`);
  const worker = new PageRenderWorker(ssrEntry);
  worker.start(); // now, so its warm-up runs before the first visitor
  return async (req) => {
    const url = new URL(req.originalUrl, 'http://page');
    // The rider's zone as their browser last told it; on a first visit US Central, and the browser re-renders
    // what differs right after hydrating.
    const clock = { timeZone: riderTimeZoneFromCookie(req.headers.cookie) ?? DEFAULT_TIME_ZONE, now: Date.now() };
    const page = await worker.render({
      path: url.pathname, search: url.search.slice(1), origin: loopbackOrigin(req), cookie: req.headers.cookie, clock,
    });
    if ('error' in page) throw new Error(page.error);
    const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(page.state)}</script>`;
    const clockBlock = `<script type="application/json" id="${RENDER_CLOCK_ELEMENT_ID}">${jsonForHtml(clock)}</script>`;
    return indexHtml
      .replace('</head>', () => `${modulePreloadLinks(routePreloads, url.pathname)}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${state}\n    ${clockBlock}`);
  };
}
