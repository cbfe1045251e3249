import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { toast } from '@/hooks/use-toast';
import { replayEarlyTap } from './early-taps';

/**
 * When the first page answers taps: its code has loaded and hydrated, lazily loaded parts included. Until then the
 * inline script client/src/early-taps.js holds taps; the page then marks <html data-page-ready> (which the e2e
 * suite and the bench wait for) and clicks the held tap's control.
 */
let pageReady = false;
/** Lazily loaded parts of the first page still loading or hydrating. */
const loadingParts = new Set<object>();
let whenPartsLoaded: (() => void) | null = null;

function settle() {
  if (loadingParts.size > 0 || !whenPartsLoaded) return;
  const callback = whenPartsLoaded;
  whenPartsLoaded = null;
  callback();
}

function partLoaded(part: object) {
  loadingParts.delete(part);
  settle();
}

/** A part unmounted while loading; settled a moment later, as React (StrictMode) may mount it again at once. */
function forgetPart(part: object) {
  loadingParts.delete(part);
  queueMicrotask(settle);
}

function markPageReady() {
  if (pageReady) return;
  pageReady = true;
  document.documentElement.dataset.pageReady = 'true';
  performance.mark?.('cloverleaf:page-ready');
  replayEarlyTap(() => toast({
    title: 'Your tap did nothing',
    description: 'The page changed while it was loading. Please tap again.',
  }));
}

/**
 * A Suspense boundary for a lazily loaded part the page shows at once (the home page's result cards): the server
 * renders it filled, and the browser hydrates it only once its code has loaded, after the rest of the page. Until
 * then the page is not ready, so a tap on the part is held rather than lost.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [part] = useState(() => ({ loaded: false }));
  // Layout effects run children first: when the part rendered in the same commit, it is already marked loaded here.
  useLayoutEffect(() => {
    if (pageReady || part.loaded) return undefined;
    loadingParts.add(part);
    return () => forgetPart(part);
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartLoaded part={part} />
    </Suspense>
  );
}

function PartLoaded({ part }: { part: { loaded: boolean } }) {
  useLayoutEffect(() => {
    part.loaded = true;
    partLoaded(part);
  }, [part]);
  return null;
}

/**
 * Sits inside the pages' Suspense boundary (App.tsx), so its effect runs once the page's code has loaded and the page
 * has rendered, or, when the server rendered it, hydrated; the page is ready once its lazy parts have too.
 */
export function PageReadyMarker() {
  useEffect(() => {
    if (loadingParts.size === 0) {
      markPageReady();
      return undefined;
    }
    whenPartsLoaded = markPageReady;
    return () => { whenPartsLoaded = null; };
  }, []);
  return null;
}
