/*
 * Taps made before the page answers them. The server's HTML shows a page seconds before its code has loaded and
 * hydrated it on a slow phone, and a tap on a button then did nothing and said nothing. This script is inlined into
 * index.html's <head> (vite.config.ts), so it runs before any app code: until the app sets <html data-page-ready> it
 * holds back a tap on a control, marks the control as busy (aria-busy, and index.css shows it), and keeps it; once
 * ready, the app takes the tap and clicks the control once (client/src/lib/page-ready.tsx). Only the last tap is
 * kept: a second tap on the same control is the same wish, and a tap on another control replaces it.
 *
 * Links are left to the browser: the page is rendered on the server, so following a link is a full page load that
 * works without the app's code, and it starts at once instead of after the code has loaded.
 *
 * When the app's code fails to load, the page will never answer: the held tap is released and a message says why,
 * for it and for any later tap.
 *
 * Plain ES5 without dependencies: it runs first on every page, so it stays small.
 */
(function () {
  var html = document.documentElement;
  var CONTROL = 'button,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],'
    + '[role=option],input[type=checkbox],input[type=radio],input[type=submit],input[type=button],a[href]';
  var FAILED = 'This page could not finish loading, so your tap did nothing. Check your connection and reload the page.';
  var held = null;
  var failed = false;

  // Element child indexes from #root: a way back to the control if hydration replaced the server's nodes.
  function pathFromRoot(element, root) {
    var path = [];
    for (var node = element; node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }

  function release(tap) {
    tap.element.removeAttribute('data-early-tap');
    if (tap.ariaBusy === null) tap.element.removeAttribute('aria-busy');
    else tap.element.setAttribute('aria-busy', tap.ariaBusy);
  }

  function showFailure() {
    if (document.getElementById('early-tap-failed')) return;
    var message = document.createElement('p');
    message.id = 'early-tap-failed';
    message.setAttribute('role', 'alert');
    message.textContent = FAILED;
    document.body.appendChild(message);
  }

  function onClick(event) {
    var root = document.getElementById('root');
    var control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (html.hasAttribute('data-page-ready') || !control || !root || !root.contains(control)) return;
    if (control.tagName === 'A' && control.getAttribute('role') !== 'button') return;
    event.preventDefault();
    event.stopPropagation();
    if (failed) return showFailure();
    if (held && held.element === control) return;
    if (held) release(held);
    held = {
      element: control,
      path: pathFromRoot(control, root),
      tagName: control.tagName,
      name: control.getAttribute('aria-label') || control.textContent.trim(),
      ariaBusy: control.getAttribute('aria-busy'),
    };
    control.setAttribute('data-early-tap', 'held');
    control.setAttribute('aria-busy', 'true');
  }

  // The app's entry script failing (resource errors reach window in the capture phase only), or a chunk of a lazily
  // loaded page that Vite could not load.
  function onLoadFailure(event) {
    if (event.type === 'error' && !(event.target instanceof HTMLScriptElement)) return;
    failed = true;
    if (!held) return;
    release(held);
    held = null;
    showFailure();
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('error', onLoadFailure, true);
  window.addEventListener('vite:preloadError', onLoadFailure);
  window.__cloverleafEarlyTaps = {
    // For the app, once the page answers: the held tap (or null), released; later taps go straight to the app.
    take: function () {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onLoadFailure, true);
      window.removeEventListener('vite:preloadError', onLoadFailure);
      var tap = held;
      held = null;
      if (!tap) return null;
      release(tap);
      return { element: tap.element, path: tap.path, tagName: tap.tagName, name: tap.name };
    },
  };
})();
