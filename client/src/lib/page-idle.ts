/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment, so optional work (a first-visit
 * dialog, say) neither competes with the first page for the phone's CPU nor forces a layout of a page still being
 * built. Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void, maxWaitMs = 1500): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, { timeout: maxWaitMs });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
