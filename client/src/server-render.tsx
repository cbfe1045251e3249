import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { App } from './App';
import { createQueryClient } from './lib/queryClient';
import type { RiderClock } from './lib/dates';
import { FixedClockProvider } from './lib/rider-clock';
import type { RenderPage } from '@shared/page-state';

/** Rounds of "render, then load what the page asked for": a page's queries can depend on an earlier one's data. */
const MAX_DATA_ROUNDS = 3;

export interface RenderedPage {
  html: string;
  /** The queries the HTML was rendered with, for the browser's query cache to start from. */
  state: DehydratedState;
}

async function renderToHtml(queryClient: QueryClient, path: string, search: string, clock: RiderClock): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <FixedClockProvider clock={clock}>
      <App queryClient={queryClient} ssrPath={path} ssrSearch={search} />
    </FixedClockProvider>,
    // Every Suspense boundary inline and complete: a boundary sent apart needs an inline script to put it in place,
    // which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error('The server render of the page needs an inline script');
  return html;
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

const waiting = (queryClient: QueryClient) => queryClient.getQueryCache().getAll()
  .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));

/**
 * Renders a page on the server with its data and the rider's clock (the page carries it, so the browser hydrates
 * with the same dates): each round renders the app, then runs the queries it asked for
 * (react-query never fetches during a server render), until a render asks for nothing new. Queries that failed
 * are left out, so the browser renders them as loading, like the server did, and asks again.
 */
export const renderPage: RenderPage = async (path: string, search: string, clock: RiderClock): Promise<RenderedPage> => {
  const queryClient = createQueryClient();
  let html = await renderToHtml(queryClient, path, search, clock);
  for (let round = 1; round <= MAX_DATA_ROUNDS; round++) {
    const queries = waiting(queryClient);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(queryClient, path, search, clock);
  }
  const cache = queryClient.getQueryCache();
  const unfinished = cache.findAll({ predicate: (query) => query.state.status !== 'success' });
  if (unfinished.length > 0) {
    unfinished.forEach((query) => cache.remove(query));
    html = await renderToHtml(queryClient, path, search, clock);
  }
  return { html, state: dehydrate(queryClient) };
};
