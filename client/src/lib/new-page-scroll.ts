import 'wouter/use-browser-location';

/**
 * A link to another page opens that page at its top; Back and Forward leave the browser to restore the position the
 * rider left (its own scroll restoration). wouter announces its pushState navigations as window 'pushState' events
 * (the import above installs that); a push that keeps the path (a filter written to the address) keeps the scroll.
 * Returns a function that stops watching.
 */
export function scrollNewPagesToTop(): () => void {
  let shownPath = window.location.pathname;
  const onPush = () => {
    if (window.location.pathname !== shownPath) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    shownPath = window.location.pathname;
  };
  const onOtherChange = () => { shownPath = window.location.pathname; };
  window.addEventListener('pushState', onPush);
  window.addEventListener('replaceState', onOtherChange);
  window.addEventListener('popstate', onOtherChange);
  return () => {
    window.removeEventListener('pushState', onPush);
    window.removeEventListener('replaceState', onOtherChange);
    window.removeEventListener('popstate', onOtherChange);
  };
}
