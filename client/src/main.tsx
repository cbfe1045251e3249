import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './App';
import { cn } from './lib/cn';
import { readClocksAhead } from './lib/rider-clock';
import { scrollNewPagesToTop } from './lib/new-page-scroll';
import { queryClient } from './lib/queryClient';
import { preloadFirstRoute } from './route-preload';
import { registerServiceWorker } from './features/offline';
import { SERVER_STATE_ELEMENT_ID } from '@shared/page-state';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page rendered on the server comes with the data it was rendered with: the app starts from it and hydrates the
// HTML instead of fetching and rendering again.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));

preloadFirstRoute(window.location.pathname);
scrollNewPagesToTop();

const app = <App queryClient={queryClient} />;

/**
 * One-time set-ups the first render would otherwise do in one of hydration's slices, making it a long task: each
 * runs in a task of its own first.
 */
const setUpsAhead = [
  () => cn('p-0', 'p-1'), // tailwind-merge builds its tables on its first call
  readClocksAhead,
];

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  for (const setUp of setUpsAhead) {
    await nextTask();
    setUp();
  }
  // Hydration's first slice in a task of its own too, not after the last set-up.
  await nextTask();
  // A transition lets React render (or hydrate) the first page in small slices, so the phone stays responsive to
  // input while it does.
  startTransition(() => {
    if (serverState) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
void start(root);

// The service worker installs after the page has loaded, so precaching the app never competes with its first paint.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
